import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type AddressInfo } from 'node:net';
import { join, resolve } from 'node:path';
import type { Page } from '@playwright/test';
import type { Product } from '../src/contracts/product';
import { addDays, formatDayMonth, ukDate } from '../src/domain/delivery-slots';
import { formatPence, poundsToPence } from '../src/domain/money';
import { expect, test } from './support/fixtures';
import { CHAIN_IDS } from './support/shop';
import { atBothWidths, saveScreen } from './support/screens';

/**
 * A price feed reaches the shop as a chain's feed does (issue 37): on the embedded database the app is stopped, the
 * feed imported with `npm run catalogue:import`, and the app started again. So this journey runs a server of its own
 * on a data folder of its own (the shared one cannot be stopped), the browser's session kept across the restart.
 */

const ROOT = resolve(import.meta.dirname, '..');
const HISTORY_DAYS = 30;

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done));
  const { port } = server.address() as AddressInfo;
  await new Promise((done) => server.close(done));
  return port;
}

/** The app as `npm start` runs it, on `dataDir`; resolves once it answers. */
async function startShop(port: number, dataDir: string): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['scripts/start.js'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, NODE_ENV: 'production', ENABLE_DEBUG: 'true', LOG_LEVEL: 'warn', DATABASE_URL: '' },
    stdio: 'ignore',
  });
  await expect
    .poll(async () => (child.exitCode === null ? await fetch(`http://localhost:${port}/api/stores`).then((r) => r.status, () => 0) : -1), { timeout: 300_000, intervals: [250, 500, 1000] })
    .toBe(200);
  return child;
}

async function stopShop(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return;
  const exited = new Promise((done) => child.once('exit', done));
  child.kill('SIGTERM');
  await exited;
}

/** Runs one of the shop's commands on the stopped app's data folder. */
function command(dataDir: string, script: string, ...args: string[]) {
  const result = spawnSync(process.execPath, ['--import', 'tsx', script, ...args], { cwd: ROOT, env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: '', LOG_LEVEL: 'silent' }, encoding: 'utf8' });
  expect(result.status, `${script}: ${result.stderr}`).toBe(0);
  return result.stdout;
}

const basketButton = (page: Page, count: number) => page.getByRole('button', { name: `Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}` });

test('after an imported price change the product page charts it, lowest and highest, and the basket says the price moved since it was added', async ({ page }) => {
  // Two starts of a server of its own (the first seeds the catalogue) and a command: far more than a journey's budget.
  test.setTimeout(900_000);
  const port = await freePort();
  const base = `http://localhost:${port}`;
  const dataDir = join(ROOT, `.tmp/e2e-prices-${port}`);
  rmSync(dataDir, { recursive: true, force: true });
  mkdirSync(join(ROOT, '.tmp'), { recursive: true });
  let shop = await startShop(port, dataDir);
  try {
    const tesco = (await (await fetch(`${base}/api/stores/${CHAIN_IDS.Tesco}/products`)).json()) as Product[];
    const product = tesco.find((p) => p.available && p.discount === 0 && p.ageRestriction === null && p.price >= 1 && p.price <= 5)!;
    expect(product, 'a Tesco product at its shelf price').toBeDefined();
    const was = poundsToPence(product.price);
    const now = was + 30;

    // Added from search: the product page is first opened after the change (a browser may keep a catalogue answer
    // it was sent for its max-age).
    await page.goto(`${base}/search?q=${encodeURIComponent(product.name)}`);
    const card = page.getByTestId('product-card').filter({ has: page.locator(`a[href="/products/${product.id}"]`) });
    await card.getByRole('button', { name: `Add ${product.name} to cart` }).click();
    await expect(basketButton(page, 1)).toBeVisible();

    // The chain's feed: the app stopped, its recorded prices made a month old, the feed imported, the app started.
    await stopShop(shop);
    command(dataDir, 'e2e/support/backdate-prices.ts', dataDir, String(HISTORY_DAYS));
    const feed = join(dataDir, 'feed.csv');
    writeFileSync(feed, `product,price,promotion,available\n${product.id},${(now / 100).toFixed(2)},,yes\n`);
    expect(command(dataDir, 'scripts/catalogue-import.ts', '--store', String(CHAIN_IDS.Tesco), feed)).toMatch(/^1 price up, 0 down, 0 newly unavailable/);
    shop = await startShop(port, dataDir);

    await page.goto(`${base}/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.name })).toBeVisible();
    const chart = page.getByTestId('price-history');
    await expect(chart.getByRole('heading', { name: 'Price history' })).toBeVisible();
    await expect(chart.locator('dt', { hasText: /^Lowest$/ }).locator('+ dd')).toHaveText(formatPence(was));
    await expect(chart.locator('dt', { hasText: /^Highest$/ }).locator('+ dd')).toHaveText(formatPence(now));
    const since = formatDayMonth(addDays(ukDate(new Date()), -HISTORY_DAYS));
    await expect(chart.getByRole('img', { name: `${product.name} since ${since}: between ${formatPence(was)} and ${formatPence(now)}, ${formatPence(now)} today.` })).toBeVisible();
    await atBothWidths(page, async (width) => {
      await chart.evaluate((el) => el.scrollIntoView({ block: 'center' }));
      await saveScreen(chart, `price-history-chart-${width}`);
    });

    await basketButton(page, 1).click();
    const line = page.getByTestId('cart-drawer').getByTestId('cart-line').filter({ hasText: product.name });
    await expect(line.getByTestId('cart-line-price-changed')).toHaveText(`Now ${formatPence(now)}, was ${formatPence(was)} when added`);
  } finally {
    await stopShop(shop);
    rmSync(dataDir, { recursive: true, force: true });
  }
});
