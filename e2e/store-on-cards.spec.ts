import type { Page } from '@playwright/test';
import type { Cart } from '../src/contracts/cart';
import type { Product } from '../src/contracts/product';
import type { Store } from '../src/contracts/store';
import { discountedPrice, formatPounds } from '../src/domain/money';
import { expectNoSeriousA11yViolations, expectNoSideways } from './support/a11y';
import { expect, test } from './support/fixtures';
import { atBothWidths, saveScreen } from './support/screens';

const QUERY = 'heinz baked beans';
const BEANS = 'Heinz Baked Beans in Tomato Sauce';
const paid = (p: Product) => discountedPrice(p.price, p.discount);

/** The search page at both widths, for a person to look at (with E2E_SCREENSHOTS=1 only). */
async function screenshots(page: Page, name: string) {
  await atBothWidths(page, async (width) => {
    await expectNoSideways(page);
    await saveScreen(page, `${name}-${width}`, { fullPage: true });
  });
}

test("search: every card names its chain; one card per product adds the chosen chain's item", async ({ page }) => {
  // Two axe passes and a reload: more than the default budget on a busy two-core machine.
  test.slow();
  const found = (await (await page.request.get(`/api/products/search?q=${encodeURIComponent(QUERY)}`)).json()) as Product[];
  const stores = (await (await page.request.get('/api/stores')).json()) as Store[];
  const chainOf = (p: Product) => stores.find((s) => s.id === p.storeId)!.name;
  const beans = found.filter((p) => p.name === BEANS);
  expect(beans).toHaveLength(8);
  // Not the card's first choice (the cheapest): the dearest chain, chosen on purpose.
  const wanted = beans.filter((p) => p.available).sort((a, b) => paid(b) - paid(a))[0]!;
  const lowest = Math.min(...beans.filter((p) => p.available).map(paid));

  await page.goto(`/search?q=${encodeURIComponent(QUERY)}`);
  await expect(page.getByRole('heading', { name: `Results (${found.length}) for "${QUERY}"` })).toBeVisible();
  const view = page.getByRole('radiogroup', { name: 'View' });
  await expect(view.getByRole('radio', { name: 'Card per store' })).toBeChecked();

  // Each of the eight tins names its chain, on screen and in the link a reader hears; the same tin sits together, cheapest first.
  const cards = page.getByTestId('product-card').filter({ hasText: BEANS });
  await expect(cards).toHaveCount(8);
  const shown = await cards.getByTestId('card-store').allTextContents();
  const labels = await cards.getByRole('link').evaluateAll((links) => links.map((l) => l.getAttribute('aria-label')));
  const inOrder = [...beans].sort((a, b) => Number(b.available) - Number(a.available) || paid(a) - paid(b));
  expect(new Set(inOrder.map(chainOf)).size).toBe(8);
  expect(shown.map((text) => text.replace(/ · Heinz$/, '').slice(1))).toEqual(inOrder.map(chainOf));
  expect(labels).toEqual(inOrder.map((p) => `${BEANS}, ${chainOf(p)}, ${formatPounds(paid(p))}`));
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'cards-search-per-store');

  // One card per product: the lowest price, at 8 stores, and each chain's price to choose from.
  await view.getByText('One card per product').click();
  await expect(view.getByRole('radio', { name: 'One card per product' })).toBeChecked();
  const card = page.getByTestId('product-group-card').filter({ has: page.getByRole('group', { name: `Choose a store for ${BEANS}` }) });
  await expect(card.getByTestId('group-lowest')).toHaveText(`from ${formatPounds(lowest)} at 8 stores`);
  await expect(card.getByRole('radio')).toHaveCount(8);
  const choice = card.getByRole('radio', { name: `${chainOf(wanted)} ${formatPounds(paid(wanted))}` });
  await expect(choice).not.toBeChecked();
  await card.getByTestId('chain-choice').filter({ hasText: chainOf(wanted) }).click();
  await expect(choice).toBeChecked();
  await expect(card.getByTestId('group-chosen')).toContainText(chainOf(wanted));
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'cards-search-per-product');

  await card.getByRole('button', { name: `Add ${BEANS} from ${chainOf(wanted)} to cart` }).click();
  await expect(card.getByTestId('card-stepper').getByRole('status')).toHaveText('1 in basket');
  // The basket holds that chain's tin, in that chain's group.
  await page.getByRole('button', { name: 'Shopping cart, 1 item' }).click();
  const group = page.getByTestId('cart-drawer').getByTestId('cart-store-group').filter({ hasText: chainOf(wanted) });
  await expect(group.getByTestId('cart-line').filter({ hasText: BEANS })).toHaveCount(1);
  const cart = (await (await page.request.get('/api/cart')).json()) as Cart;
  expect(cart.items.map((line) => line.product.id)).toEqual([wanted.id]);
  await page.keyboard.press('Escape');

  // The choice of view is remembered: the server renders a card per store, the page switches once live.
  await page.reload();
  await expect(page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: 'One card per product' })).toBeChecked();
  await expect(page.getByTestId('product-group-card').first()).toBeVisible();
});

/**
 * Every card on a screen of several chains says its chain where it is seen and in what a reader hears:
 * 'name, chain, price' for the link, the chain's logo and name on the card.
 */
async function expectCardsNameTheirChain(cards: ReturnType<Page['getByTestId']>, chains: string[], atLeast: number) {
  await expect(cards.first()).toBeVisible();
  const n = await cards.count();
  expect(n).toBeGreaterThanOrEqual(atLeast);
  for (let i = 0; i < n; i += 1) {
    const card = cards.nth(i);
    const name = (await card.getByRole('link').textContent())!.trim();
    const price = (await card.getByTestId('price').textContent())!.trim();
    const label = (await card.getByRole('link').getAttribute('aria-label'))!;
    const chain = chains.find((c) => label === `${name}, ${c}, ${price}`);
    expect(chain, `card ${i + 1}: '${label}' names a chain`).toBeDefined();
    await expect(card.getByTestId('card-store')).toContainText(chain!);
    await expect(card.getByTestId('card-store').getByTestId('store-logo')).toBeVisible();
  }
}

test("a product page's related products and Find it Cheaper, the home page's sections and Recently Viewed name each card's chain", async ({ page }) => {
  test.slow();
  const found = (await (await page.request.get(`/api/products/search?q=${encodeURIComponent(QUERY)}`)).json()) as Product[];
  const stores = (await (await page.request.get('/api/stores')).json()) as Store[];
  const chains = stores.map((s) => s.name);
  const tin = found.find((p) => p.name === BEANS && p.available)!;
  const chainOf = (p: Product) => stores.find((s) => s.id === p.storeId)!.name;

  await page.goto(`/products/${tin.id}`);
  const related = page.getByRole('region', { name: 'Related Products' });
  await expectCardsNameTheirChain(related.getByTestId('product-card'), chains, 2);
  await related.scrollIntoViewIfNeeded();
  await atBothWidths(page, async (width) => {
    await expectNoSideways(page);
    await related.scrollIntoViewIfNeeded();
    await saveScreen(page, `cards-related-${width}`);
  });

  // Find it Cheaper's rows read the same way: the same tin elsewhere first, each naming its chain.
  await page.getByRole('button', { name: 'Find it Cheaper' }).click();
  const dialog = page.getByRole('dialog', { name: 'Compare Prices for Similar Products' });
  const rows = dialog.getByTestId('compare-entry');
  await expect(rows.first()).toBeVisible();
  const first = rows.first();
  const firstName = (await first.getByRole('link').textContent())!.trim();
  expect(firstName).toBe(BEANS);
  const firstChain = (await first.getByTestId('compare-store').textContent())!.split(' · ')[0]!;
  expect(chains).toContain(firstChain);
  expect(firstChain).not.toBe(chainOf(tin));
  await expect(first.getByRole('link')).toHaveAccessibleName(new RegExp(`^${BEANS}, ${firstChain}, £\\d+\\.\\d\\d$`));
  await atBothWidths(page, async (width) => {
    await saveScreen(page, `cards-compare-${width}`);
  });
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();

  // Home: each store's section and Recently Viewed (the tin just opened) name the chain on every card.
  await page.goto('/');
  await expectCardsNameTheirChain(page.getByTestId('store-section').first().getByTestId('product-card'), chains, 2);
  const recent = page.getByRole('region', { name: 'Recently Viewed' });
  await expect(recent.getByRole('link', { name: `${BEANS}, ${chainOf(tin)}, ${formatPounds(paid(tin))}` })).toBeVisible();
  await expectCardsNameTheirChain(recent.getByTestId('product-card'), chains, 1);
  await atBothWidths(page, async (width) => {
    await recent.scrollIntoViewIfNeeded();
    await saveScreen(page, `cards-home-recent-${width}`);
  });
});
