import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { tabTo } from './support/keyboard';
import { addFirstProduct, amount, checkOut } from './support/shop';
import { signInAsStaff, STAFF } from './support/staff';
import { atBothWidths, saveScreen } from './support/screens';
import { SPLASH_SEEN_KEY } from '../src/web/lib/storage-keys';

/** Full-page pictures of one screen at both widths, for a person to look at (with E2E_SCREENSHOTS=1 only). */
async function screenshots(page: Page, name: string) {
  await atBothWidths(page, (width) => saveScreen(page, `${name}-${width}`, { fullPage: true }));
}

test('a shopper orders from two chains, staff work it on a phone with one substitution and one unavailable line, and the open tracking dialog follows', async ({ page, browser, shopper }) => {
  test.slow();
  // The basket: one line from Tesco, allowed another store's equivalent up to +£1; one from Aldi, best match.
  const tescoItem = await addFirstProduct(page, 'Tesco');
  const aldiItem = await addFirstProduct(page, 'Aldi');
  await page.getByRole('button', { name: 'Shopping cart, 2 items' }).click();
  const drawer = page.getByTestId('cart-drawer');
  const patched = page.waitForResponse((r) => r.url().includes('/api/cart/items/') && r.request().method() === 'PATCH');
  await drawer.getByRole('combobox', { name: `If unavailable: ${tescoItem}` }).selectOption({ label: "Allow another store's equivalent up to +£1" });
  expect((await patched).status()).toBe(200);
  await page.keyboard.press('Escape');
  const orderNumber = await checkOut(page);

  // The shopper opens tracking and keeps it open: a step per chain, nothing collected yet.
  await page.getByRole('button', { name: `Track order ${orderNumber}` }).click();
  const tracking = page.getByRole('dialog', { name: `Order #${orderNumber}` });
  await expect(tracking).toBeVisible();
  const step = (title: string) => tracking.getByTestId('tracking-step').filter({ has: page.getByTestId('step-title').getByText(title, { exact: true }) });
  await expect(step('Collecting from Tesco')).toBeVisible();
  await expect(step('Collecting from Aldi')).toBeVisible();
  await expect(tracking.getByText('Cancel order')).toBeVisible();

  // Staff, on a phone, sign in on the same /auth and work the order.
  const staffContext = await browser.newContext({ viewport: { width: 375, height: 812 }, hasTouch: true, isMobile: true });
  let orderUrl = '';
  try {
    const staff = await staffContext.newPage();
    await signInAsStaff(staff);
    await staff.getByRole('link', { name: `Order ${orderNumber} for ${shopper.firstName} ${shopper.lastName}` }).click();
    await expect(staff.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
    orderUrl = staff.url();
    const tesco = staff.getByRole('region', { name: 'Tesco' });
    const aldi = staff.getByRole('region', { name: 'Aldi' });
    const lineOf = (list: typeof tesco, name: string) => list.getByTestId('picking-line').filter({ hasText: name });
    await expect(lineOf(tesco, tescoItem)).toContainText("If unavailable: Allow another store's equivalent up to +£1");

    // Tesco: started, its line substituted with the first suggestion.
    await tesco.getByRole('button', { name: 'Start collecting from Tesco' }).click();
    await expect(step('Collecting from Tesco').getByTestId('chain-state')).toHaveText(/collecting/i);
    await lineOf(tesco, tescoItem).getByRole('button', { name: 'Substitute' }).click();
    const substitute = staff.getByRole('dialog', { name: `Substitute ${tescoItem}` });
    const choice = substitute.getByRole('radio').first();
    await choice.check();
    await substitute.getByRole('button', { name: 'Substitute' }).click();
    await expect(lineOf(tesco, tescoItem).getByTestId('line-outcome')).toHaveText(/Substituted/);

    // Aldi: started, its line unavailable.
    await aldi.getByRole('button', { name: 'Start collecting from Aldi' }).click();
    await lineOf(aldi, aldiItem).getByRole('button', { name: 'Unavailable' }).click();
    await expect(lineOf(aldi, aldiItem).getByTestId('line-outcome')).toHaveText(/Unavailable/);
    await expectNoSeriousA11yViolations(staff);
    await screenshots(staff, 'fulfilment-order');

    await tesco.getByRole('button', { name: 'Collected from Tesco' }).click();
    await aldi.getByRole('button', { name: 'Collected from Aldi' }).click();
    await expect(aldi.getByTestId('chain-state')).toHaveText(/Collected/);
    await screenshots(staff, 'picking-lists-collected');
    await staff.getByRole('button', { name: 'Out for Delivery' }).click();
    await expect(staff.getByRole('button', { name: 'Delivered' })).toBeEnabled();

    // The list of orders to work.
    await staff.goto('/fulfilment');
    await expect(staff.getByRole('link', { name: `Order ${orderNumber} for ${shopper.firstName} ${shopper.lastName}` })).toBeVisible();
    await screenshots(staff, 'fulfilment-list');
  } catch (error) {
    await staffContext.close();
    throw error;
  }

  // Without a reload, the shopper's dialog shows each chain collected, the substitution, the refund and the final total.
  await expect(step('Out for Delivery')).toHaveAttribute('data-state', 'current');
  await expect(step('Collecting from Tesco').getByTestId('chain-state')).toHaveText(/collected/i);
  await expect(step('Collecting from Aldi').getByTestId('chain-state')).toHaveText(/collected/i);
  const lines = tracking.getByTestId('tracking-line');
  await expect(lines.filter({ hasText: tescoItem })).toContainText('Substituted with');
  await expect(lines.filter({ hasText: aldiItem })).toContainText(/Unavailable.*refunded/);
  await expect(amount(tracking, 'Refund')).toHaveText(/^£\d+\.\d\d$/);
  await expect(amount(tracking, 'Final total')).toHaveText(/^£\d+\.\d\d$/);
  await expect(tracking.getByText('Cancel order')).toHaveCount(0);
  const pence = async (term: string) => Math.round(Number((await amount(tracking, term).textContent())!.replace('£', '')) * 100);
  expect((await pence('Ordered')) - (await pence('Refund'))).toBe(await pence('Final total'));
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'tracking-dialog');

  // Delivered: one final total on the tracking dialog, the order's card, its details and the delivery e-mail.
  try {
    const staff = staffContext.pages()[0]!;
    await staff.goto(orderUrl);
    await staff.getByRole('button', { name: 'Delivered' }).click();
    await expect(staff.getByRole('button', { name: 'Delivered' })).toHaveCount(0);
  } finally {
    await staffContext.close();
  }
  await expect(step('Delivered')).toHaveAttribute('data-state', /current|done/);
  const finalTotal = (await amount(tracking, 'Final total').textContent())!;
  const refunded = (await amount(tracking, 'Refund').textContent())!;
  await page.keyboard.press('Escape');
  await page.goto('/orders');
  const card = page.getByTestId('order-card').filter({ hasText: orderNumber });
  await expect(amount(card, 'Final total')).toHaveText(finalTotal);
  await expect(amount(card, 'Refunded')).toHaveText(refunded);
  await card.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
  await expect(amount(page.getByRole('dialog'), 'Final total')).toHaveText(finalTotal);
  await page.keyboard.press('Escape');
  const outbox = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(shopper.email)}`);
  const { messages } = (await outbox.json()) as { messages: { subject: string; body: string }[] };
  const delivered = messages.find((m) => m.subject.includes(orderNumber) && /delivered/i.test(m.subject));
  expect(delivered?.body).toContain(`Final total: ${finalTotal}`);
});

test('staff work a chain at /fulfilment from the keyboard alone', async ({ page, browser, shopper: _signedIn }) => {
  test.slow();
  const item = await addFirstProduct(page, 'Co-op');
  const orderNumber = await checkOut(page);

  const context = await browser.newContext();
  try {
    const staff = await context.newPage();
    await staff.addInitScript((key) => localStorage.setItem(key, 'true'), SPLASH_SEEN_KEY);
    await staff.goto('/auth?redirect=%2Ffulfilment');
    await staff.getByLabel('Email').first().fill(STAFF.email);
    await staff.getByLabel('Password').first().fill(STAFF.password);
    await staff.keyboard.press('Enter');
    await expect(staff).toHaveURL(/\/fulfilment$/);

    await tabTo(staff, 'link', new RegExp(`Order ${orderNumber}`), 120);
    await staff.keyboard.press('Enter');
    await expect(staff.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
    const coop = staff.getByRole('region', { name: 'Co-op' });
    await tabTo(staff, 'button', /^Start collecting from Co-op$/);
    await staff.keyboard.press('Enter');
    await expect(coop.getByTestId('chain-state')).toHaveText(/Collecting/);
    await tabTo(staff, 'button', /^Picked$/);
    await staff.keyboard.press('Enter');
    await expect(coop.getByTestId('picking-line').filter({ hasText: item }).getByTestId('line-outcome')).toHaveText(/Picked/);
    await tabTo(staff, 'button', /^Collected from Co-op$/);
    await staff.keyboard.press('Enter');
    await expect(coop.getByTestId('chain-state')).toHaveText(/Collected/);
    await tabTo(staff, 'button', /^Out for Delivery$/);
    await staff.keyboard.press('Enter');
    await expect(staff.getByRole('button', { name: 'Delivered' })).toBeEnabled();
  } finally {
    await context.close();
  }
});
