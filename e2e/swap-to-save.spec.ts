import type { Page } from '@playwright/test';
import type { CartSavings } from '../src/contracts/cart';
import type { Product } from '../src/contracts/product';
import type { Store } from '../src/contracts/store';
import { discountedPence, formatPence, poundsToPence } from '../src/domain/money';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { amount } from './support/shop';
import { saveScreen } from './support/screens';

async function shot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await saveScreen(page, `${name}-${width}`);
}

const paid = (p: Product) => discountedPence(poundsToPence(p.price), p.discount);

/** A branded product (not a chain's own brand) sold cheaper, same name and pack, at another chain. */
async function brandedCheaperElsewhere(page: Page): Promise<Product> {
  const stores = (await (await page.request.get('/api/stores')).json()) as Store[];
  const chainNames = new Set(stores.map((s) => s.name));
  const products = (await (await page.request.get('/api/products?limit=5000')).json()) as Product[];
  const found = products.find(
    (p) =>
      p.available &&
      p.brand !== null &&
      !chainNames.has(p.brand) &&
      products.some((q) => q.available && q.storeId !== p.storeId && q.brand === p.brand && q.name === p.name && q.unit === p.unit && paid(q) < paid(p)),
  );
  expect(found, 'a branded product cheaper at another chain in the catalogue').toBeDefined();
  return found!;
}

test('a branded product cheaper elsewhere: the banner offers the swap, the shopper applies it and sees the new total @mobile', async ({ page, shopper }) => {
  expect(shopper.email).toContain('@');
  const product = await brandedCheaperElsewhere(page);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
  await page.getByRole('button', { name: 'Add to Cart' }).click();

  await page.getByRole('button', { name: 'Shopping cart, 1 item' }).click();
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByText(product.name)).toBeVisible();
  // What the server offers (the page's own cookie): the banner must say the same.
  const offer = (await (await page.request.get('/api/cart/savings')).json()) as CartSavings;
  // The same product elsewhere is the offer (the headline); an own-brand swap, if any, is listed apart, unticked.
  const same = offer.swaps.filter((s) => s.match === 'same-product');
  expect(same).toHaveLength(1);
  expect(same[0]!.current.id).toBe(product.id);
  expect(offer.swaps[0]).toBe(same[0]);
  const banner = drawer.getByTestId('swap-banner');
  await expect(banner).toContainText(`Swap to save ${formatPence(offer.savingPence)}`);
  await shot(page, 'swap-banner-drawer');

  // Nothing changes until the shopper applies: the drawer still holds the product.
  await banner.click();
  const dialog = page.getByRole('dialog', { name: 'Swap to save' });
  await expect(dialog).toBeVisible();
  const row = dialog.getByRole('region', { name: 'Same product, cheaper at another store' }).getByTestId('swap-row');
  await expect(row).toHaveCount(1);
  await expect(row.getByRole('checkbox')).toBeChecked();
  const ownBrand = offer.swaps.length - same.length;
  await expect(dialog.getByRole('region', { name: 'Own-brand swaps' }).getByRole('checkbox', { checked: false })).toHaveCount(ownBrand);
  await expect(row).toContainText(product.name);
  await expect(row).toContainText(offer.swaps[0]!.suggested.name);
  await expect(row).toContainText(offer.swaps[0]!.reason);
  await expect(row).toContainText(`Save ${formatPence(offer.swaps[0]!.savingPence)}`);
  await expect(dialog.getByRole('checkbox', { name: 'Select all' })).toBeChecked();
  await shot(page, 'swap-dialog');
  await expectNoSeriousA11yViolations(page);

  // Unticking everything leaves nothing to apply; ticking again with the keyboard brings it back.
  const selectAll = dialog.getByRole('checkbox', { name: 'Select all' });
  await selectAll.click();
  await expect(dialog.getByRole('button', { name: 'Apply swaps' })).toBeDisabled();
  await selectAll.focus();
  await page.keyboard.press('Space');
  await expect(dialog.getByRole('button', { name: 'Apply swaps' })).toBeEnabled();
  await dialog.getByRole('button', { name: 'Apply swaps' }).click();

  await expect(dialog).toBeHidden();
  await expect(page.getByText(`Swaps applied: you saved ${formatPence(offer.savingPence)}`, { exact: true })).toBeVisible();
  await expect(drawer.getByText(offer.swaps[0]!.suggested.name)).toBeVisible();
  await expect(amount(drawer, 'Total')).toHaveText(formatPence(poundsToPence(offer.totalWithSwaps)));
  // No same product is cheaper now: no "Swap to save" (an own-brand swap may still be offered, said apart).
  await expect(drawer.getByTestId('swap-banner').filter({ hasText: 'Swap to save' })).toHaveCount(0);
  await shot(page, 'swap-applied');
});

test("checkout's summary shows the banner when a swap would save", async ({ page, shopper }) => {
  expect(shopper.email).toContain('@');
  const product = await brandedCheaperElsewhere(page);
  const added = await page.request.post('/api/cart/items', { data: { productId: product.id, quantity: 2 } });
  expect(added.status()).toBe(200);
  const offer = (await (await page.request.get('/api/cart/savings')).json()) as CartSavings;
  await page.goto('/checkout');
  const summary = page.getByRole('region', { name: 'Order Summary' });
  const banner = summary.getByTestId('swap-banner');
  await expect(banner).toContainText(`Swap to save ${formatPence(offer.savingPence)}`);
  await banner.scrollIntoViewIfNeeded();
  await shot(page, 'swap-banner-checkout');
  await banner.click();
  const dialog = page.getByRole('dialog', { name: 'Swap to save' });
  await dialog.getByRole('button', { name: 'Apply swaps' }).click();
  await expect(dialog).toBeHidden();
  await expect(summary.getByText(`2 × ${offer.swaps[0]!.suggested.name}`)).toBeVisible();
  await expect(amount(summary, 'Total')).toHaveText(formatPence(poundsToPence(offer.totalWithSwaps)));
});
