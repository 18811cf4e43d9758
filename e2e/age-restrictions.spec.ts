import type { Page } from '@playwright/test';
import type { Product } from '../src/contracts/product';
import { expectNoSeriousA11yViolations, expectNoSideways } from './support/a11y';
import { expect, test } from './support/fixtures';
import { atBothWidths, saveScreen } from './support/screens';
import { fillCard } from './support/shop';
import { signInAsStaff } from './support/staff';

/** Issue 38, shopping: the 18+ badge on wine's card and page, and the notice said once a browser session on adding. */
const QUERY = 'chilean merlot';
const NOTICE = 'You must be 18 or over to buy this. ID will be checked on delivery.';

async function screenshots(page: Page, name: string, show: () => Promise<void>) {
  await atBothWidths(page, async (width) => {
    await show();
    await expectNoSideways(page);
    await saveScreen(page, `${name}-${width}`);
  });
}

test('wine shows 18+ on its card and page; the first add of the session says who may buy it and that ID is checked @mobile', async ({ page }) => {
  test.slow();
  const found = (await (await page.request.get(`/api/products/search?q=${encodeURIComponent(QUERY)}`)).json()) as Product[];
  const wines = found.filter((p) => p.name.endsWith('Chilean Merlot') && p.available);
  expect(wines.length).toBeGreaterThan(2);
  expect(wines.every((p) => p.ageRestriction === 18)).toBe(true);
  const [first, second] = wines;

  await page.goto(`/search?q=${encodeURIComponent(QUERY)}`);
  const card = (p: Product) => page.getByTestId('product-card').filter({ has: page.getByRole('link', { name: new RegExp(`^${p.name}, `) }) });
  await expect(card(first!).getByRole('img', { name: 'Age restricted: 18 or over' })).toHaveText('18+');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'age-badge-card', () => card(first!).scrollIntoViewIfNeeded());

  await card(first!).getByRole('button', { name: `Add ${first!.name} to cart` }).click();
  const toast = page.getByRole('status').filter({ hasText: 'Added to cart' });
  await expect(toast).toContainText(NOTICE);
  await saveScreen(page, `age-notice-${page.viewportSize()!.width}`);

  // Once a session: the next wine's add says only that it was added.
  await card(second!).getByRole('button', { name: `Add ${second!.name} to cart` }).click();
  await expect(page.getByRole('status').filter({ hasText: second!.name })).toBeVisible();
  await expect(page.getByText(NOTICE)).toHaveCount(0);

  await page.goto(`/products/${first!.id}`);
  const summary = page.getByTestId('product-summary');
  await expect(summary.getByRole('img', { name: 'Age restricted: 18 or over' })).toHaveText('18+');
  await screenshots(page, 'age-badge-product', () => summary.scrollIntoViewIfNeeded());
});

const SLOT_LIMITS = 'Slots before 10:00 and after 22:00 are not available for orders with alcohol';

test('a shopper buys wine: slots inside 10:00-22:00 only, the ID note, date of birth and declaration; staff record the ID check @mobile', async ({ page, shopper, browser }) => {
  test.slow();
  const found = (await (await page.request.get(`/api/products/search?q=${encodeURIComponent(QUERY)}`)).json()) as Product[];
  // Aldi's, so the staff work one chain's picking list.
  const wine = found.find((p) => p.name === 'Aldi Chilean Merlot' && p.available)!;
  // Into the basket as the card's button puts it (the add and its notice are the journey above).
  const added = await page.request.post('/api/cart/items', { data: { productId: wine.id, quantity: 1 } });
  expect(added.status()).toBe(200);

  await page.goto('/checkout');
  const details = page.getByRole('form', { name: 'Delivery details' });
  const picker = page.getByTestId('slot-picker');
  await expect(picker.getByText(SLOT_LIMITS)).toBeVisible();
  // No slot before 10:00 or ending after 22:00 is offered.
  await expect(picker.getByRole('radio', { name: /^08:00/ })).toHaveCount(0);
  await expect(picker.getByRole('radio', { name: /^20:00/ })).toHaveCount(1);
  await picker.getByRole('radio', { disabled: false }).first().check();

  const ageCheck = details.getByTestId('age-check');
  await expect(ageCheck).toContainText('Your basket has items you must be 18 or over to buy. ID will be checked on delivery');
  await details.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await details.getByRole('button', { name: 'Continue to Payment' }).click();
  // Both asked for before paying.
  await expect(ageCheck.getByText('Please enter your date of birth')).toBeVisible();
  await expect(ageCheck.getByText('Please confirm you are old enough to buy the age-restricted items')).toBeVisible();
  await ageCheck.getByLabel('Date of birth').fill('1990-04-01');
  await ageCheck.getByRole('checkbox', { name: /I confirm I am old enough/ }).check();
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'checkout-age-step', () => ageCheck.scrollIntoViewIfNeeded());
  await details.getByRole('button', { name: 'Continue to Payment' }).click();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/orders\?success=true&order=\d+$/);
  const orderNumber = (await page.getByTestId('order-card').first().getByRole('heading').textContent())!.replace('Order #', '');
  // Kept on the profile: the next checkout does not ask again.
  const me = (await (await page.request.get('/api/user')).json()) as { dateOfBirth: string };
  expect(me.dateOfBirth).toBe('1990-04-01');

  // Staff work the order and record the ID check at the door.
  const staffContext = await browser.newContext({ viewport: page.viewportSize()! });
  try {
    const staff = await staffContext.newPage();
    await signInAsStaff(staff);
    await staff.getByRole('link', { name: `Order ${orderNumber} for ${shopper.firstName} ${shopper.lastName}` }).click();
    const aldi = staff.getByRole('region', { name: 'Aldi' });
    await aldi.getByRole('button', { name: 'Start collecting from Aldi' }).click();
    await aldi.getByTestId('picking-line').filter({ hasText: wine.name }).getByRole('button', { name: 'Picked' }).click();
    await aldi.getByRole('button', { name: 'Collected from Aldi' }).click();
    await staff.getByRole('button', { name: 'Out for Delivery' }).click();
    const idCheck = staff.getByTestId('id-check');
    await expect(idCheck).toContainText(`${wine.name} (18+)`);
    // Delivered waits for the check's outcome.
    await expect(staff.getByRole('button', { name: 'Delivered' })).toBeDisabled();
    await expectNoSeriousA11yViolations(staff);
    await screenshots(staff, 'staff-id-check', () => idCheck.scrollIntoViewIfNeeded());
    await idCheck.getByRole('radio', { name: 'ID checked (Challenge 25)' }).check();
    await expect(idCheck.getByRole('radio', { name: 'Refused: no valid ID / under age' })).not.toBeChecked();
    await staff.getByRole('button', { name: 'Delivered' }).click();
    await expect(staff.getByText('nothing more to do')).toBeVisible();
  } finally {
    await staffContext.close();
  }
});
