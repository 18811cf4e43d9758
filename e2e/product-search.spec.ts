import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y';

interface ApiProduct {
  id: number;
  name: string;
  storeId: number;
  price: number;
  available: boolean;
}

const BEANS = 'Heinz Baked Beans in Tomato Sauce';

/** The dearest store's Heinz beans, so other stores are likely to be cheaper. */
async function dearestBeans(request: APIRequestContext): Promise<ApiProduct> {
  const res = await request.get(`/api/products/search?q=${encodeURIComponent('heinz baked beans')}`);
  expect(res.ok()).toBe(true);
  const beans = ((await res.json()) as ApiProduct[]).filter((p) => p.name === BEANS && p.available);
  expect(beans.length).toBeGreaterThan(1);
  return beans.sort((a, b) => b.price - a.price)[0]!;
}

async function openProduct(page: Page, id: number) {
  await page.goto(`/products/${id}`);
  await expect(page.getByRole('heading', { level: 1, name: BEANS })).toBeVisible();
}

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('everystore_seen_splash', 'true'));
});

test('a product page shows its details, tabs and the same nutrition after a reload', async ({ page }) => {
  const beans = await dearestBeans(page.request);
  await openProduct(page, beans.id);
  const summary = page.getByTestId('product-summary');
  await expect(summary.getByTestId('price')).toHaveText(/^£\d+\.\d{2}$/);
  await expect(summary.getByText(/Sold by /)).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Description' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByRole('heading', { name: 'Specifications' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'product-description');

  await page.getByRole('tab', { name: 'Ingredients' }).click();
  const table = page.getByTestId('nutrition-table');
  await expect(table.getByRole('rowheader', { name: 'Energy' })).toBeVisible();
  await expect(table.getByRole('rowheader', { name: 'Salt' })).toBeVisible();
  await expect(page.getByTestId('allergen-grid').getByRole('listitem')).toHaveCount(6);
  await expect(page.getByText(/cool, dry place, consume within 30 days/)).toBeVisible();
  const firstVisit = (await table.textContent())!;
  await screenshot(page, 'product-ingredients');

  await page.reload();
  await page.getByRole('tab', { name: 'Ingredients' }).click();
  await expect(page.getByTestId('nutrition-table')).toBeVisible();
  expect(await page.getByTestId('nutrition-table').textContent()).toBe(firstVisit);

  await page.getByRole('tab', { name: 'Reviews' }).click();
  await expect(page.getByRole('tabpanel').getByText('No reviews yet. Be the first to review this product!')).toBeVisible();
  await screenshot(page, 'product-reviews');
});

test('the stepper adds 2 to the cart after showing Adding...', async ({ page }) => {
  const beans = await dearestBeans(page.request);
  await openProduct(page, beans.id);
  await page.getByRole('button', { name: 'Increase quantity' }).click();
  await expect(page.getByTestId('quantity')).toHaveText('2');
  // The badge updates optimistically; the server's copy is checked once the add has been answered.
  const added = page.waitForResponse((r) => r.url().endsWith('/api/cart/items') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(page.getByRole('button', { name: 'Adding...' })).toBeVisible();
  expect((await added).ok()).toBe(true);
  await expect(page.getByRole('button', { name: 'Add to Cart' })).toBeVisible();
  await expect(page.getByTestId('quantity')).toHaveText('1');
  await expect(page.getByRole('button', { name: 'Shopping cart, 2 items' })).toBeVisible();

  const cart = (await (await page.request.get('/api/cart')).json()) as { items: { productId: number; quantity: number }[] };
  expect(cart.items).toEqual([expect.objectContaining({ productId: beans.id, quantity: 2 })]);
});

test('Find it Cheaper compares Heinz beans across stores @mobile', async ({ page }) => {
  const beans = await dearestBeans(page.request);
  await openProduct(page, beans.id);
  await page.getByRole('button', { name: 'Find it Cheaper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare Prices for Similar Products' });
  await expect(dialog).toBeVisible();
  // The dearest tin has cheaper Heinz beans in other chains, so the list is never the empty state.
  const entries = dialog.getByTestId('compare-entry');
  const cheaperBeans = entries.filter({ hasText: BEANS }).filter({ hasText: /Save £\d+\.\d{2} \(\d+%\)/ });
  await expect(cheaperBeans.first()).toBeVisible();
  await expect(dialog.getByText('No similar products found. This might be a unique item!')).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'compare-dialog');
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Find it Cheaper' })).toBeFocused();
});

test('an unknown product shows Product Not Found', async ({ page }) => {
  await page.goto('/products/999999');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await expect(page.getByText("The product you're looking for doesn't exist or has been removed.")).toBeVisible();
  await page.goto('/product/abc');
  await expect(page.getByRole('heading', { name: 'Product Not Found' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to Home' }).click();
  await expect(page).toHaveURL(/\/$/);
});

test('a misspelt search from the overlay finds products, filters by store and back restores it @mobile', async ({ page }) => {
  await page.goto('/stores');
  await page.getByRole('button', { name: 'Search products' }).click();
  const input = page.getByRole('combobox', { name: 'Search products across all stores' });
  await expect(input).toBeFocused();
  await input.pressSequentially('banan');
  await expect(page.getByRole('listbox', { name: 'Suggestions' }).getByRole('option').first()).toBeVisible();
  await screenshot(page, 'search-overlay');
  await input.press('Enter');

  await expect(page).toHaveURL(/\/search\?q=banan$/);
  await expect(page.getByRole('dialog')).toHaveCount(0);
  const heading = page.getByRole('heading', { name: /^Results \(\d+\) for "banan"$/ });
  await expect(heading).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toContainText(/banana/i);
  const allText = (await heading.textContent())!;
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'search-results');

  const chips = page.getByRole('navigation', { name: 'Filter by store' });
  const aldi = chips.getByRole('link', { name: /^Aldi \d+ results?$/ });
  await aldi.click();
  await expect(page).toHaveURL(/\/search\?q=banan&store=6$/);
  await expect(aldi).toHaveAttribute('aria-current', 'true');
  await expect(heading).not.toHaveText(allText);
  const cards = page.getByTestId('product-card');
  await expect(cards.first()).toBeVisible();
  for (const href of await cards.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('href')))) {
    const product = (await (await page.request.get(`/api${href!}`)).json()) as ApiProduct;
    expect(product.storeId).toBe(6);
  }

  await page.goBack();
  await expect(page).toHaveURL(/\/search\?q=banan$/);
  await expect(heading).toHaveText(allText);
  await expect(chips.getByRole('link', { name: 'All Stores' })).toHaveAttribute('aria-current', 'true');
});

test('another misspelling, chedar, finds cheddar', async ({ page }) => {
  await page.goto('/search?q=chedar');
  await expect(page.getByRole('heading', { name: /^Results \(\d+\) for "chedar"$/ })).toBeVisible();
  await expect(page.getByTestId('product-card').first()).toContainText(/cheddar/i);
});
