import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y';
import { saveScreen } from './support/screens';
import { discountedPence } from '../src/domain/money';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';

interface ApiProduct {
  id: number;
  name: string;
  storeId: number;
  price: number;
  discount: number;
  available: boolean;
}

/** What the shopper pays, in pence: the shelf price less the offer. */
const paid = (p: Pick<ApiProduct, 'price' | 'discount'>) => discountedPence(Math.round(p.price * 100), p.discount);
const penceOf = (text: string) => Math.round(Number(text.replace('£', '')) * 100);

/** The dearest available product of that exact name, so other chains are sure to be cheaper. */
async function dearest(request: APIRequestContext, query: string, name: string): Promise<ApiProduct> {
  const res = await request.get(`/api/products/search?q=${encodeURIComponent(query)}&limit=100`);
  expect(res.ok()).toBe(true);
  // The very name, or a chain's own brand of it ('Lidl Semi-Skimmed Milk', not 'Lidl Lactose Free Semi-Skimmed Milk').
  const found = ((await res.json()) as ApiProduct[]).filter((p) => p.available && (p.name === name || (p.name.endsWith(` ${name}`) && !/lactose/i.test(p.name))));
  expect(found.length).toBeGreaterThan(2);
  return found.sort((a, b) => paid(b) - paid(a))[0]!;
}

async function openCompare(page: Page, product: ApiProduct): Promise<Locator> {
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Find it Cheaper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare Prices for Similar Products' });
  await expect(dialog.getByTestId('compare-entry').first()).toBeVisible();
  return dialog;
}

/** The first entry costs less than the product and carries its label, store, price, unit price and Add. */
async function expectCheaperFirst(dialog: Locator, product: ApiProduct, label: 'Same product' | 'Similar') {
  const first = dialog.getByTestId('compare-entry').first();
  await expect(first.getByTestId('match-label')).toHaveText(label);
  const price = penceOf((await first.getByTestId('price').textContent())!);
  expect(price).toBeLessThan(paid(product));
  await expect(first.getByText(/^Save £\d+\.\d{2} \(\d+%\)$/)).toBeVisible();
  await expect(first.getByTestId('compare-store')).toHaveText(/^(Tesco|Sainsbury's|Asda|Morrisons|Waitrose|Aldi|Lidl|Co-op) · /);
  await expect(first.getByTestId('unit-price')).toHaveText(/^(£\d+\.\d{2}|\d+(\.\d)?p)(\/kg|\/litre|\/100 sheets| each)$/);
  await expect(first.getByRole('button', { name: /^Add .* to cart$/ })).toBeVisible();
}

test('Find it Cheaper leads with a cheaper Same product for a branded tin @mobile', async ({ page }) => {
  const beans = await dearest(page.request, 'heinz baked beans', 'Heinz Baked Beans in Tomato Sauce');
  const dialog = await openCompare(page, beans);
  await expectCheaperFirst(dialog, beans, 'Same product');
  await expect(dialog.getByTestId('match-label').filter({ hasText: 'Same product' }).first()).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'find-it-cheaper');
  await saveScreen(dialog, `find-it-cheaper-dialog-${page.viewportSize()!.width}`);
});

test("Find it Cheaper leads an own-brand staple with another chain's Similar one, and adds it by keyboard", async ({ page }) => {
  const milk = await dearest(page.request, 'semi skimmed milk', 'Semi-Skimmed Milk');
  await page.goto(`/products/${milk.id}`);
  await expect(page.getByRole('heading', { level: 1, name: milk.name })).toBeVisible();
  await tabTo(page, 'button', /^Find it Cheaper$/);
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Compare Prices for Similar Products' });
  await expect(dialog.getByTestId('compare-entry').first()).toBeVisible();
  await expectCheaperFirst(dialog, milk, 'Similar');
  await screenshot(page, 'find-it-cheaper-own-brand');

  const first = dialog.getByTestId('compare-entry').first();
  const name = (await first.getByRole('link').textContent())!;
  const added = page.waitForResponse((r) => r.url().endsWith('/api/cart/items') && r.request().method() === 'POST');
  await tabTo(page, 'button', new RegExp(`^Add ${name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')} to cart$`));
  await page.keyboard.press('Enter');
  expect((await added).ok()).toBe(true);
  // The toast goes up over the dialog, a layer of its own: Escape closes the top layer (the toast), then the dialog.
  const toast = page.getByText('Added to cart', { exact: true }).first();
  await expect(toast).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(toast).toBeHidden();
  await expect(dialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('button', { name: 'Shopping cart, 1 items' }).or(page.getByRole('button', { name: 'Shopping cart, 1 item' }))).toBeVisible();
});
