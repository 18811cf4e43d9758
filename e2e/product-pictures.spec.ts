import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { screenshot } from './support/a11y';
import { saveScreen } from './support/screens';

declare global {
  interface Window {
    __shifts: { value: number; sources: string[]; moves: string[]; scrollY: number; at: number }[];
  }
}

/** Records every layout shift the page makes (not those right after input), with what moved. */
test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => {
    window.__shifts = [];
    new PerformanceObserver((list) => {
      type Source = { node?: Node; previousRect: DOMRectReadOnly; currentRect: DOMRectReadOnly };
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean; sources?: Source[] })[]) {
        if (entry.hadRecentInput) continue;
        const moved = (entry.sources ?? []).map((s) => ({ s, el: s.node instanceof Element ? s.node : s.node?.parentElement }));
        const sources = moved.map(({ el }) => (el ? `${el.tagName.toLowerCase()}${el.closest('[data-testid="product-card"]') ? ' in card' : ''}` : '?'));
        // Where each source was and went (and its class), so a failure says what moved, not only that something did.
        const rect = (r: DOMRectReadOnly) => `${Math.round(r.x)},${Math.round(r.y)} ${Math.round(r.width)}x${Math.round(r.height)}`;
        const moves = moved.map(({ s, el }) => `${el?.className.toString().slice(0, 60) ?? '?'}: ${rect(s.previousRect)} -> ${rect(s.currentRect)}`);
        window.__shifts.push({ value: entry.value, sources, moves, scrollY: window.scrollY, at: Math.round(entry.startTime) });
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
});

/** Shifts that moved a product card or a picture: these must never happen. */
async function pictureShifts(page: Page) {
  expect(await page.evaluate(() => PerformanceObserver.supportedEntryTypes.includes('layout-shift'))).toBe(true);
  const shifts = await page.evaluate(() => window.__shifts);
  return shifts.filter((s) => s.sources.some((src) => src.startsWith('img') || src.endsWith('in card')));
}

/** Every card's picture: an item picture URL, the product's name as alt, an explicit square size, and it has loaded. */
async function expectItemPictures(page: Page, cards: Locator, count: number) {
  await expect(cards.first()).toBeVisible();
  const n = Math.min(count, await cards.count());
  expect(n).toBeGreaterThan(0);
  for (let i = 0; i < n; i += 1) {
    const card = cards.nth(i);
    const name = (await card.getByRole('link').first().textContent())!.trim();
    const img = card.getByRole('img', { name, exact: true });
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveAttribute('src', /^\/img\/products\/\d+\.svg\?v=[0-9a-z]+$/);
    await expect(img).toHaveAttribute('width', /^\d+$/);
    await expect(img).toHaveAttribute('height', await img.getAttribute('width') as string);
    await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.complete && el.naturalWidth)).toBeGreaterThan(0);
  }
}

/**
 * Scrolls down the page as a shopper would, then lets the pictures still off screen (sideways in the home
 * carousels) load too, so the full-page screenshot shows every picture. A store's grid adds cards while the
 * shopper nears its end, and may still be adding some when the scrolling stops: each look at the pictures makes
 * any lazy one eager first, so a card added late loads too instead of waiting off screen for ever.
 */
async function loadEveryPicture(page: Page) {
  const height = await page.evaluate(() => document.body.scrollHeight);
  for (let y = 0; y < height; y += 600) await page.evaluate((top) => window.scrollTo(0, top), y);
  // A store's page can mount a few hundred pictures: on a busy 2-core machine fetching them all can take longer
  // than the default 10 s (what this waits for is the screenshot, not a speed target).
  await expect
    .poll(
      () =>
        page.locator('main img').evaluateAll((imgs) => {
          for (const img of imgs as HTMLImageElement[]) if (img.loading === 'lazy') img.loading = 'eager';
          return (imgs as HTMLImageElement[]).every((img) => img.complete);
        }),
      { timeout: 30_000 },
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/** The picture's drawing without its label, so two products' pictures can be compared. */
async function drawing(page: Page, src: string): Promise<string> {
  const res = await page.request.get(src);
  expect(res.status()).toBe(200);
  return (await res.text()).replace(/aria-label="[^"]*"/, '');
}

test('home cards show item pictures, sized up front, with no layout shift @mobile', async ({ page }) => {
  await page.goto('/');
  const cards = page.getByTestId('store-section').first().getByTestId('product-card');
  await expectItemPictures(page, cards, 6);
  await loadEveryPicture(page);
  await screenshot(page, 'pictures-home');
  expect(await pictureShifts(page)).toEqual([]);
});

test("a store's products show item pictures with no layout shift, each its own", async ({ page }) => {
  await page.goto('/stores?store=1');
  await expect(page.getByRole('heading', { name: 'Tesco Products' })).toBeVisible();
  const cards = page.getByRole('list', { name: 'Products' }).getByTestId('product-card');
  await expectItemPictures(page, cards, 12);
  const srcs = await cards.locator('img').evaluateAll((imgs) => imgs.slice(0, 12).map((img) => img.getAttribute('src')!));
  const drawings = new Set(await Promise.all(srcs.map((src) => drawing(page, src))));
  // Twelve products of one aisle still show several different things, never one pictogram for all.
  expect(drawings.size).toBeGreaterThanOrEqual(4);
  for (const d of drawings) expect(d).not.toMatch(/<text|<tspan/);
  await loadEveryPicture(page);
  await screenshot(page, 'pictures-store');
  // The first screenful too: a full page of 490 products is too tall to look at closely.
  await saveScreen(page, `pictures-store-top-${page.viewportSize()!.width}`);
  expect(await pictureShifts(page)).toEqual([]);
});

/**
 * Where each element of the first `cards` cards sits (page coordinates, in document order): what a layout shift
 * compares. A card cut short by its document has a prefix of the whole card's elements.
 */
async function cardPlaces(page: Page, cards: number): Promise<string[][]> {
  return page.getByRole('list', { name: 'Products' }).getByTestId('product-card').evaluateAll(
    (articles, n) =>
      articles.slice(0, n).map((card) =>
        [card, ...card.querySelectorAll('*')].map((el) => {
          const r = el.getBoundingClientRect();
          return `${el.tagName.toLowerCase()} ${Math.round(r.x)},${Math.round(r.y + window.scrollY)}`;
        }),
      ),
    cards,
  );
}

/**
 * A slow or busy browser draws a long page before all of its HTML has arrived (CI saw it at ~0.5 s): a card whose
 * price is drawn but not yet its Add button, or a row whose later cards have not come, must not move anything when
 * the rest arrives. Each cut of the server's HTML (just before a card's Add button) is drawn as the parser would
 * have it, scripts off, and every element already drawn must sit where it sits in the whole page.
 */
test.describe('a store page drawn from part of its HTML', () => {
  test.use({ javaScriptEnabled: false });

  test("a store's grid drawn before the rest of its HTML arrives moves nothing when it comes", async ({ page }) => {
    const url = '/stores?store=1';
    const html = await (await page.request.get(url)).text();
    await page.goto(url);
    const cards = page.getByRole('list', { name: 'Products' }).getByTestId('product-card');
    await expect(cards.nth(7)).toBeVisible();
    const whole = await cardPlaces(page, 8);

    // The first two rows (four columns at this width), each card in turn cut before its Add button and between
    // the button's icon and its word.
    let from = 0;
    for (let k = 0; k < 8; k += 1) {
      const card = html.indexOf('data-testid="product-card"', from);
      const add = html.indexOf('aria-label="Add ', card);
      expect(card, `card ${k + 1} in the HTML`).toBeGreaterThan(0);
      from = card + 1;
      const cuts = { 'before its Add button': html.lastIndexOf('<button', add), "after its Add button's icon": html.indexOf('</svg>', add) + '</svg>'.length };
      for (const [where, cut] of Object.entries(cuts)) {
        await page.route(url, (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: html.slice(0, cut) }));
        await page.goto(url);
        await expect(cards).toHaveCount(k + 1);
        const part = await cardPlaces(page, k + 1);
        await page.unroute(url);
        const expected = whole.slice(0, k + 1).map((places, i) => places.slice(0, part[i]!.length));
        expect(part, `card ${k + 1} cut ${where}`).toEqual(expected);
      }
    }
  });
});

test('a product page shows its own light, long-cached picture: bananas are a banana, cheddar is cheese @mobile', async ({ page }) => {
  const find = async (q: string) => {
    const res = await page.request.get(`/api/products/search?q=${q}&limit=1`);
    const [product] = (await res.json()) as { id: number; name: string; image: string }[];
    return product!;
  };
  const [bananas, cheddar] = await Promise.all([find('bananas'), find('cheddar')]);
  expect(await drawing(page, bananas.image)).not.toBe(await drawing(page, cheddar.image));

  await page.goto(`/products/${bananas.id}`);
  const img = page.getByRole('main').getByRole('img', { name: bananas.name, exact: true });
  await expect(img).toHaveAttribute('src', bananas.image);
  await expect(img).toHaveAttribute('width', '500');
  await expect(img).toHaveAttribute('height', '500');
  await expect.poll(() => img.evaluate((el: HTMLImageElement) => el.naturalWidth)).toBeGreaterThan(0);
  const file = await page.request.get(bananas.image, { headers: { 'accept-encoding': 'gzip' } });
  expect(file.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect((await file.body()).length).toBeLessThan(8 * 1024);
  await loadEveryPicture(page);
  await screenshot(page, 'pictures-product');
  expect(await pictureShifts(page)).toEqual([]);
});
