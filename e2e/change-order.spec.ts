import type { Browser, Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y';
import { tabTo } from './support/keyboard';
import { addFirstProduct, amount, checkOut } from './support/shop';
import { signInAsStaff } from './support/staff';

/** Staff sign in on a page of their own and start collecting the order at one chain, as at /fulfilment. */
async function staffStart(browser: Browser, orderNumber: string, chain: string): Promise<void> {
  const context = await browser.newContext();
  try {
    const staff = await context.newPage();
    await signInAsStaff(staff);
    await staff.getByRole('link', { name: new RegExp(`^Order ${orderNumber} for `) }).click();
    await expect(staff.getByRole('heading', { name: `Order #${orderNumber}` })).toBeVisible();
    const region = staff.getByRole('region', { name: chain });
    await region.getByRole('button', { name: `Start collecting from ${chain}` }).click();
    await expect(region.getByTestId('chain-state')).toHaveText(/collecting/i);
  } finally {
    await context.close();
  }
}

const lineName = (label: string, prefix: RegExp, suffix: RegExp) => label.replace(prefix, '').replace(suffix, '');

/** The order's card on /orders. */
const cardOf = (page: Page, orderNumber: string): Locator => page.getByTestId('order-card').filter({ hasText: orderNumber });

test('a shopper changes a placed order (adds a product from search, removes one, moves the slot) and sees it; then a chain already picking is locked @mobile', async ({
  page,
  browser,
  shopper: _signedIn,
}) => {
  test.slow();
  const tescoItem = await addFirstProduct(page, 'Tesco');
  const aldiItem = await addFirstProduct(page, 'Aldi');
  const orderNumber = await checkOut(page);
  const card = cardOf(page, orderNumber);
  const placedTotal = (await amount(card, 'Total').textContent())!;

  // From the order's card to its change screen: the time left, the lines by chain, nothing to confirm yet.
  await card.getByRole('link', { name: `Change order ${orderNumber}` }).click();
  await expect(page).toHaveURL(/\/orders\/\d+\/change$/);
  await expect(page.getByRole('heading', { level: 1, name: `Change order ${orderNumber}` })).toBeVisible();
  await expect(page.getByTestId('change-until')).toHaveText(/^You can change this order until \d\d:\d\d (tonight|today|tomorrow|on .+)$/);
  await expect(page.getByRole('region', { name: 'Tesco' }).getByRole('group', { name: `Quantity of ${tescoItem}` })).toBeVisible();
  const summary = page.getByTestId('change-summary');
  await expect(amount(summary, 'Was')).toHaveText(placedTotal);
  await expect(amount(summary, 'New total')).toHaveText(placedTotal);
  await expect(page.getByRole('button', { name: 'Confirm changes' })).toBeDisabled();

  // Add a product of another chain from the search, by keyboard alone: into this order, not the basket.
  await tabTo(page, 'textbox', /^Search products to add$/, 120);
  await page.keyboard.type('bread');
  await page.keyboard.press('Enter');
  const results = page.getByRole('list', { name: 'Products to add' });
  const pick = results
    .getByTestId('add-result')
    .filter({ hasNotText: /Tesco|Aldi/ })
    .filter({ has: page.getByRole('button', { name: /^Add .* to order$/, disabled: false }) })
    .first();
  const addButton = pick.getByRole('button', { name: /^Add .* to order$/ });
  const added = lineName((await addButton.getAttribute('aria-label'))!, /^Add /, / to order$/);
  await addButton.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('status').filter({ hasText: `Added ${added} to your order` })).toBeVisible();
  await expect(page.getByRole('group', { name: `Quantity of ${added}` })).toHaveText(/1/);
  const basket = (await (await page.request.get('/api/cart')).json()) as { items: unknown[] };
  expect(basket.items).toEqual([]);

  // Remove the Aldi line, and move the delivery to another open slot.
  await page.getByRole('button', { name: `Remove ${aldiItem} from order` }).click();
  await expect(page.getByRole('region', { name: 'Aldi' })).toHaveCount(0);
  const slot = page.getByTestId('slot-picker').getByRole('radio', { checked: false, disabled: false }).first();
  await slot.check();
  const newTotal = (await amount(summary, 'New total').textContent())!;
  expect(newTotal).not.toBe(placedTotal);
  await expect(page.getByRole('button', { name: 'Confirm changes' })).toBeEnabled();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'change-order');

  // Confirmed from the keyboard: back on the orders with the new total and the change on the timeline.
  await tabTo(page, 'button', /^Confirm changes$/, 80);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/orders$/);
  await expect(page.getByText('Your order has been changed', { exact: true })).toBeVisible();
  await expect(amount(card, 'Total')).toHaveText(newTotal);
  await card.getByRole('button', { name: `Track order ${orderNumber}` }).click();
  const tracking = page.getByRole('dialog', { name: `Order #${orderNumber}` });
  const changed = tracking.getByTestId('tracking-step').filter({ has: page.getByTestId('step-title').getByText('Order Changed', { exact: true }) });
  await expect(changed).toHaveCount(1);
  await expect(changed).toContainText(added);
  await expect(changed).toContainText(aldiItem);
  await screenshot(page, 'change-order-timeline');
  await page.keyboard.press('Escape');

  // Staff start Tesco: on the change screen its lines are locked, the rest still open.
  await staffStart(browser, orderNumber, 'Tesco');
  await page.reload();
  await cardOf(page, orderNumber).getByRole('link', { name: `Change order ${orderNumber}` }).click();
  const tesco = page.getByRole('region', { name: 'Tesco' });
  await expect(tesco.getByText('Tesco is already picking your order')).toBeVisible();
  await expect(tesco.getByTestId('locked-line')).toContainText([tescoItem]);
  await expect(tesco.getByRole('button')).toHaveCount(0);
  await expect(page.getByRole('group', { name: `Quantity of ${added}` })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'change-order-locked');
});
