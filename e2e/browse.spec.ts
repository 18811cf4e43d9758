import type { Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '../src/web/lib/app-ready';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y';
import { settled } from './support/screens';

/** The pound amounts the shopper pays, in grid order. */
async function gridPrices(page: Page, count: number): Promise<number[]> {
  const texts = await page.getByRole('list', { name: 'Products' }).getByTestId('price').allTextContents();
  return texts.slice(0, count).map((t) => Number(t.replace('£', '')));
}

/** Whether React has hydrated this element (it keeps its fiber on the element; the server's HTML has none). */
const isHydrated = (el: Element) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'));

async function shownCount(page: Page): Promise<number> {
  const text = await page.getByText(/^Showing \d+ products$/).textContent();
  return Number(/\d+/.exec(text ?? '')![0]);
}

test('home shows the hero, Stores Near You, two store sections and How It Works @mobile', async ({ page }) => {
  test.slow(); // ends with an axe run
  await page.goto('/');
  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/stores');
  await expect(page.getByRole('heading', { name: 'Stores Near You' })).toBeVisible();
  // Three copies of the eight stores; only the first is exposed to assistive technology.
  await expect(page.getByTestId('stores-carousel').locator('a')).toHaveCount(24);
  await expect(page.getByRole('list', { name: 'Nearby stores' }).getByRole('link')).toHaveCount(8);
  const sections = page.getByTestId('store-section');
  await expect(sections).toHaveCount(2);
  await expect(sections.nth(0).getByRole('heading', { level: 2 })).toHaveText(/ Deals$/);
  await expect(sections.nth(1).getByRole('heading', { level: 2 })).toHaveText(/ Top Picks$/);
  await expect(sections.nth(0).getByTestId('product-card').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: 'How It Works' })).toBeVisible();
  for (const step of ['Select Stores', 'Add Items', 'Receive Delivery']) await expect(page.getByRole('heading', { name: step })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Recently Viewed' })).toHaveCount(0);
  await screenshot(page, 'home');
  await expectNoSeriousA11yViolations(page);
});

test('a store tile on the home page opens that store', async ({ page }) => {
  await page.goto('/');
  const tile = page.getByRole('list', { name: 'Nearby stores' }).getByRole('link').first();
  const name = (await tile.locator('span').nth(1).textContent())!;
  await tile.click();
  await expect(page).toHaveURL(/\/stores\?store=\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${name} Products`);
});

test('choosing a store from /stores shows its products, and back returns to the list', async ({ page }) => {
  await page.goto('/stores');
  await expect(page.getByRole('heading', { name: 'Choose a Store' })).toBeVisible();
  await expect(page.getByText('Showing stores nearest to Princes Street, Edinburgh')).toBeVisible();
  await expect(page.getByTestId('store-card')).toHaveCount(8);
  await screenshot(page, 'stores');
  await expectNoSeriousA11yViolations(page);

  const tesco = page.getByTestId('store-card').filter({ has: page.getByRole('heading', { name: 'Tesco' }) });
  await tesco.getByRole('link', { name: 'Shop Now' }).click();
  await expect(page).toHaveURL(/\/stores\?store=1$/);
  await expect(page.getByRole('heading', { name: 'Tesco Products' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  expect(await shownCount(page)).toBeGreaterThan(0);

  await page.getByRole('link', { name: 'Back to stores' }).click();
  await expect(page).toHaveURL(/\/stores$/);
  await expect(page.getByRole('heading', { name: 'Choose a Store' })).toBeVisible();
  await page.goBack();
  await expect(page.getByRole('heading', { name: 'Tesco Products' })).toBeVisible();
});

test('a click on the card body selects the store', async ({ page }) => {
  await page.goto('/stores');
  await page.getByTestId('store-card').filter({ has: page.getByRole('heading', { name: 'Aldi' }) }).getByRole('heading').click();
  await expect(page.getByRole('heading', { name: 'Aldi Products' })).toBeVisible();
});

test("the side panel's filters, a deferred part: the server's HTML until their code arrives, and the page not live before", async ({ page }) => {
  // Hold the panel's chunk back: the rest of the page hydrates while the panel is still the server's HTML.
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  let asked = false;
  await page.route(/\/assets\/filter-panel-[\w-]+\.js$/, async (route) => {
    asked = true;
    await held;
    await route.continue();
  });
  // The whole list, which recomputes the panel's props when it arrives (the moment React could drop the server's HTML).
  const wholeList = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/stores/1/products');
  // goto waits for the page to be live (e2e/support/fixtures.ts), which the held panel prevents: not awaited yet.
  const loaded = page.goto('/stores?store=1');
  await expect.poll(() => asked, { message: 'the page asks for the panel while it hydrates' }).toBe(true);
  const panel = page.getByRole('complementary', { name: 'Product filters' });
  const offersOnly = panel.getByRole('switch', { name: 'Special offers only' });
  // The server rendered the panel: it stays on screen (not replaced by its skeleton) while its code is held.
  await expect(offersOnly).toBeVisible();
  // Everything else has happened: the rest of the page and the footer hydrated, the whole list arrived and rendered.
  await wholeList;
  for (const part of [page.getByRole('heading', { name: 'Tesco Products' }), page.getByTestId('desktop-footer')]) {
    await expect.poll(() => part.evaluate(isHydrated), { message: 'the rest of the page hydrates' }).toBe(true);
  }
  await settled(page);
  await expect(offersOnly).toBeVisible();
  expect(await offersOnly.evaluate(isHydrated), "the panel is still the server's HTML").toBe(false);
  expect(await page.locator('html').getAttribute(APP_READY_ATTRIBUTE), 'the page is not live while a part of it is not').toBeNull();
  release();
  await loaded;
  const all = await shownCount(page);
  await offersOnly.click();
  await expect(page.getByRole('button', { name: 'Remove filter Special Offers' })).toBeVisible();
  await expect(offersOnly).toHaveAttribute('aria-checked', 'true');
  expect(await shownCount(page)).toBeLessThan(all);
});

test('filters and sort change the store grid', async ({ page }) => {
  await page.goto('/stores?store=1');
  await expect(page.getByRole('heading', { name: 'Tesco Products' })).toBeVisible();
  await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  const all = await shownCount(page);

  const panel = page.getByRole('complementary', { name: 'Product filters' });
  await panel.getByRole('switch', { name: 'Special offers only' }).click();
  await expect(page.getByRole('button', { name: 'Remove filter Special Offers' })).toBeVisible();
  const offers = await shownCount(page);
  expect(offers).toBeLessThan(all);
  expect(offers).toBeGreaterThan(0);

  await panel.getByRole('checkbox', { name: 'Pantry', exact: true }).click();
  await expect(page.getByRole('button', { name: 'Remove filter Pantry' })).toBeVisible();
  await expect.poll(() => shownCount(page)).toBeLessThan(offers);
  const pantryOffers = await shownCount(page);

  await page.getByRole('combobox', { name: 'Sort by' }).selectOption('priceLowToHigh');
  // The sort goes through the URL; the grid follows it in a transition, so wait for both.
  await expect(page).toHaveURL(/[?&]sort=priceLowToHigh/);
  const shown = Math.min(pantryOffers, 6);
  expect(shown).toBeGreaterThan(1);
  await expect
    .poll(async () => {
      const prices = await gridPrices(page, shown);
      return prices.length === shown && prices.every((p, i) => i === 0 || prices[i - 1]! <= p);
    }, { message: 'the grid is sorted by price, low to high' })
    .toBe(true);
  await screenshot(page, 'store-products-filtered');

  // The filters and sort live in the URL: a reload, and Back from a product, keep them.
  const kept = async () => {
    await expect(page.getByRole('button', { name: 'Remove filter Special Offers' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Remove filter Pantry' })).toBeVisible();
    await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('priceLowToHigh');
    await expect.poll(() => shownCount(page)).toBe(pantryOffers);
  };
  await page.reload();
  await kept();
  await page.getByRole('list', { name: 'Products' }).getByTestId('product-card').first().getByRole('link').click();
  await expect(page).toHaveURL(/\/products\/\d+$/);
  await page.goBack();
  await kept();

  await page.getByRole('button', { name: 'Remove filter Pantry' }).click();
  await expect.poll(() => shownCount(page)).toBe(offers);
  await panel.getByRole('button', { name: 'Reset' }).click();
  await expect.poll(() => shownCount(page)).toBe(all);
  await expect(page.getByRole('combobox', { name: 'Sort by' })).toHaveValue('default');
});

test('store products page has no serious accessibility violations @mobile', async ({ page }) => {
  test.slow(); // axe over a full grid of cards takes a while on a busy machine
  await page.goto('/stores?store=1');
  await expect(page.getByTestId('product-card').first()).toBeVisible();
  await screenshot(page, 'store-products');
  await expectNoSeriousA11yViolations(page);
});

test('the mobile Filters drawer opens and applies @mobile', async ({ page }) => {
  test.skip(test.info().project.name !== 'mobile', 'the drawer is the small-screen filter panel');
  await page.goto('/stores?store=2');
  await expect(page.getByText(/^Showing \d+ products$/)).toBeVisible();
  const all = await shownCount(page);
  await page.getByRole('button', { name: 'Filters' }).click();
  const drawer = page.getByRole('dialog', { name: 'Filters' });
  await expect(drawer).toBeVisible();
  await drawer.getByRole('switch', { name: 'Special offers only' }).click();
  await drawer.getByRole('checkbox', { name: 'Bakery', exact: true }).click();
  await screenshot(page, 'filter-drawer');
  await expectNoSeriousA11yViolations(page);
  await drawer.getByRole('button', { name: /^Show \d+ products$/ }).click();
  await expect(drawer).toBeHidden();
  await expect(page.getByRole('button', { name: 'Remove filter Bakery' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Remove filter Special Offers' })).toBeVisible();
  expect(await shownCount(page)).toBeLessThan(all);
  await expect(page.getByRole('button', { name: /Filters 2 active/ })).toBeVisible();
});

test('the store info dialog marks today @mobile', async ({ page }) => {
  // A Monday before opening (Waitrose opens at 7:30 on weekdays): the same answer whatever hour the suite runs.
  await page.clock.setFixedTime(new Date('2026-11-30T06:00:00Z'));
  await page.goto('/stores');
  await expect(page.getByTestId('store-card')).toHaveCount(8);
  await screenshot(page, 'stores');
  await page.getByRole('button', { name: 'Store information for Waitrose' }).click();
  const dialog = page.getByRole('dialog', { name: 'Waitrose Store Information' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(/\(Today\)/)).toHaveCount(1);
  await expect(dialog.getByText('Monday (Today)')).toBeVisible();
  await expect(dialog.getByText(/^Closed · opens 7:30/)).toBeVisible();
  await expect(dialog.getByRole('heading', { name: 'About This Store' })).toBeVisible();
  await expect(dialog.getByText('0131 555 0105')).toBeVisible();
  await screenshot(page, 'store-info-dialog');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page).toHaveURL(/\/stores$/);
});

test('a product card opens its page and then shows under Recently Viewed', async ({ page }) => {
  await page.goto('/stores?store=3');
  const card = page.getByTestId('product-card').first();
  const link = card.getByRole('link');
  const name = (await link.textContent())!;
  const href = (await link.getAttribute('href'))!;
  expect(href).toMatch(/^\/products\/\d+$/);
  // On the image, away from the name: the whole card is the link.
  await card.click({ position: { x: 30, y: 30 } });
  await expect(page).toHaveURL(new RegExp(`${href}$`));
  await page.goto('/');
  await expect(page.getByRole('heading', { name: 'Recently Viewed' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Recently Viewed' }).getByRole('link', { name })).toBeVisible();
});

test('adding from a card does not open the product', async ({ page }) => {
  await page.goto('/stores?store=1');
  const card = page.getByTestId('product-card').first();
  const name = (await card.getByRole('link').textContent())!;
  await card.getByRole('button', { name: `Add ${name} to cart` }).click();
  await expect(page.getByText('Added to cart', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/stores\?store=1$/);
});
