import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { CART_DELIVERY_FEE_PENCE } from '../src/domain/cart';
import { formatPence } from '../src/domain/money';

/** The store names on /stores, top to bottom. */
async function storeOrder(page: Page): Promise<string[]> {
  await expect(page.getByTestId('store-card')).toHaveCount(8);
  return page.getByTestId('store-card').getByRole('heading').allTextContents();
}

test.describe('a first visit', () => {
  test.use({ seenSplash: false });
  test('first visit: splash, Shop Now, a store, filter and sort, a product, add 2, cart drawer, reload keeps it @mobile', async ({ page }) => {
    test.slow();
    await page.goto('/');
    const splash = page.getByRole('dialog', { name: 'One Order. Every Store.' });
    await expect(splash).toBeVisible();
    await splash.getByRole('button', { name: 'Shop Now' }).click();
    await expect(splash).toHaveCount(0);

    await page.getByRole('link', { name: 'Start Shopping' }).click();
    await expect(page.getByRole('heading', { name: 'Choose a Store' })).toBeVisible();
    const waitrose = page.getByTestId('store-card').filter({ has: page.getByRole('heading', { name: 'Waitrose' }) });
    await waitrose.getByRole('link', { name: 'Shop Now' }).click();
    await expect(page.getByRole('heading', { name: 'Waitrose Products' })).toBeVisible();

    // Filter to Dairy & Eggs and sort by price, on whichever filter surface this screen size shows.
    const mobile = test.info().project.name === 'mobile';
    if (mobile) await page.getByRole('button', { name: 'Filters' }).click();
    const filters = mobile ? page.getByRole('dialog') : page.getByRole('complementary', { name: 'Product filters' });
    await filters.getByRole('checkbox', { name: 'Dairy & Eggs', exact: true }).click();
    if (mobile) await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Remove filter Dairy & Eggs' })).toBeVisible();
    await page.getByRole('combobox', { name: 'Sort by' }).selectOption('priceHighToLow');
    // The sort goes through the URL, so the list re-renders a moment after the choice.
    const firstPrices = async () => (await page.getByRole('list', { name: 'Products' }).getByTestId('price').allTextContents()).slice(0, 5).map((t) => Number(t.replace('£', '')));
    await expect.poll(async () => { const prices = await firstPrices(); return prices.length > 1 && prices.every((p, i) => i === 0 || prices[i - 1]! >= p); }).toBe(true);

    // Open the first product that can be bought.
    const card = page.getByTestId('product-card').filter({ has: page.getByRole('button', { name: /^Add .* to cart$/ }) }).first();
    const link = card.getByRole('link').first();
    const name = (await link.textContent())!.trim();
    await link.click();
    await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
    const unitPence = Math.round(Number((await page.getByTestId('product-summary').getByTestId('price').textContent())!.replace('£', '')) * 100);

    await page.getByRole('button', { name: 'Increase quantity' }).click();
    await page.getByRole('button', { name: 'Add to Cart' }).click();
    await expect(page.getByRole('button', { name: 'Shopping cart, 2 items' })).toBeVisible();

    const checkDrawer = async () => {
      await page.getByRole('button', { name: 'Shopping cart, 2 items' }).click();
      const drawer = page.getByTestId('cart-drawer');
      await expect(page.getByRole('dialog', { name: 'Shopping Cart (2)' })).toBeVisible();
      await expect(drawer.getByRole('heading', { name: 'Waitrose' })).toBeVisible();
      await expect(drawer.getByText(name)).toBeVisible();
      const amount = (term: string) => drawer.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
      await expect(amount('Delivery Fee')).toHaveText('£3.99');
      await expect(amount('Subtotal')).toHaveText(formatPence(unitPence * 2));
      await expect(amount('Total')).toHaveText(formatPence(unitPence * 2 + CART_DELIVERY_FEE_PENCE));
      await page.getByRole('dialog', { name: 'Shopping Cart (2)' }).getByRole('button', { name: 'Close' }).click();
      await expect(page.getByRole('dialog')).toHaveCount(0);
    };
    await checkDrawer();
    await page.reload();
    await checkDrawer();
  });
});

test('changing the delivery postcode re-sorts the stores nearest first', async ({ page }) => {
  await page.goto('/stores');
  const before = await storeOrder(page);

  // Jump next to Aldi's Gorgie branch: a postcode outside the known five lands in central Edinburgh, so
  // pick a known one far from the default instead (Lauriston Place, EH3 9DR) and compare.
  await page.getByRole('button', { name: /Delivering to:/ }).first().click();
  const panel = page.getByRole('dialog', { name: 'Change Location' });
  await panel.getByPlaceholder('Enter postcode').fill('eh3 9dr');
  const submit = panel.getByRole('button', { name: 'Update Location' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(page.getByRole('button', { name: /Delivering to:/ }).first()).toContainText('EH3 9DR');
  await expect(page.getByText('Showing stores nearest to Lauriston Place, Edinburgh')).toBeVisible();

  const after = await storeOrder(page);
  expect(after).not.toEqual(before);
  const distances = await page.getByTestId('store-card').evaluateAll((cards) =>
    cards.map((c) => {
      const text = c.textContent ?? '';
      if (text.includes('Nearby')) return 0;
      return Number(/([\d.]+) miles/.exec(text)?.[1] ?? NaN);
    }),
  );
  expect(distances.every((d) => !Number.isNaN(d))).toBe(true);
  expect(distances).toEqual([...distances].sort((a, b) => a - b));
  await page.reload();
  expect(await storeOrder(page)).toEqual(after);
});
