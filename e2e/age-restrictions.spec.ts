import type { Page } from '@playwright/test';
import type { Product } from '../src/contracts/product';
import { expectNoSeriousA11yViolations, expectNoSideways } from './support/a11y';
import { expect, test } from './support/fixtures';
import { atBothWidths, saveScreen } from './support/screens';

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
