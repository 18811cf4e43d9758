import type { Locator, Page } from '@playwright/test';
import type { ToBasketResult } from '../src/contracts/lists';
import { formatPence } from '../src/domain/money';
import { SPLASH_SEEN_KEY } from '../src/web/lib/storage-keys';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { checkOut } from './support/shop';

/** Presses Tab until `target` has the focus (a textarea or select, which support/keyboard's tabTo does not name). */
async function tabUntil(page: Page, target: Locator): Promise<void> {
  for (let i = 0; i < 60 && !(await target.evaluate((el) => el === document.activeElement)); i++) await page.keyboard.press('Tab');
  await expect(target).toBeFocused();
}

const LIST = ['- 2x semi skimmed milk', '- bread', '- bananas x6', '- 500g beef mince', '- 2 tins chopped toms', '- birthday candles'].join('\n');

test('a shopper pastes a list, fixes one match, fills the basket the cheapest way and checks out @mobile', async ({ page, shopper }) => {
  test.slow();
  expect(shopper.email).toContain('@');
  // Reachable from the menu.
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Lists' }).click();
  await expect(page).toHaveURL(/\/lists$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your lists' })).toBeVisible();

  await page.getByLabel('Paste or type your list').fill(LIST);
  await screenshot(page, 'lists-paste');
  await page.getByRole('button', { name: 'Find products' }).click();
  const lines = page.getByTestId('paste-line');
  await expect(lines).toHaveCount(6);
  await expect(page.getByText('5 of 6 lines matched to a product')).toBeVisible();
  await expect(lines.nth(5)).toContainText('No match found: kept as text');
  await expect(lines.nth(0)).toContainText(/Semi-Skimmed Milk/i);

  // Fix one match: the milk from another chain.
  const milk = lines.nth(0).getByRole('combobox', { name: 'Match for “semi skimmed milk”' });
  const options = await milk.locator('option').allTextContents();
  expect(options.length).toBeGreaterThan(2);
  const other = options[1]!;
  await milk.selectOption({ label: other });
  await expect(lines.nth(0)).toContainText(other.split(',')[0]!);
  await screenshot(page, 'lists-paste-review');
  await expectNoSeriousA11yViolations(page);

  await page.getByLabel('Name for this list').fill('Weekly shop');
  await page.getByRole('button', { name: 'Save as a list' }).click();
  await expect(page).toHaveURL(/\/lists\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Weekly shop' })).toBeVisible();
  await expect(page.getByTestId('list-item')).toHaveCount(6);
  await expect(page.getByTestId('list-item').first()).toContainText(other.split(',')[0]!);

  // Fill my basket: the three ways side by side, then the cheapest.
  const preview = page.waitForResponse((r) => r.url().endsWith('/to-basket') && r.request().method() === 'POST');
  await page.getByRole('button', { name: 'Compare the ways to fill it' }).click();
  const answer = (await (await preview).json()) as ToBasketResult;
  await expect(page.getByRole('status').filter({ hasText: 'Cheapest £' })).toHaveText(answer.summary);
  await expect(page.getByRole('radio', { name: /Cheapest/ })).toBeChecked();
  const fill = page.getByRole('region', { name: 'Fill my basket' });
  await expect(fill.getByText(formatPence(answer.cheapest.totalPence), { exact: true }).first()).toBeVisible();
  await expect(fill.getByText(formatPence(answer.fewestStores.totalPence), { exact: true }).first()).toBeVisible();
  const basketLines = page.getByRole('list', { name: 'What goes in the basket' }).getByRole('listitem');
  await expect(basketLines).toHaveCount(6);
  await expect(basketLines.nth(5)).toContainText('Not matched to a product');
  await screenshot(page, 'lists-fill');
  await expectNoSeriousA11yViolations(page);

  const added = page.waitForResponse((r) => r.url().endsWith('/to-basket') && r.request().postDataJSON()?.confirm === true);
  await page.getByRole('button', { name: 'Add to basket (cheapest)' }).click();
  const result = (await (await added).json()) as ToBasketResult;
  expect(result.added).toBe(true);
  const chosen = result.lines.filter((l) => l.chosen);
  expect(chosen).toHaveLength(5);
  await expect(page.getByText('Added 5 items to your basket', { exact: true })).toBeVisible();
  const drawer = page.getByTestId('cart-drawer');
  for (const line of chosen) await expect(drawer.getByText(line.chosen!.name, { exact: true })).toBeVisible();
  await screenshot(page, 'lists-basket');

  // Check out what the list put in the basket.
  const orderNumber = await checkOut(page);
  const card = page.getByTestId('order-card').first();
  await expect(card.getByRole('heading')).toHaveText(`Order #${orderNumber}`);
  for (const line of chosen) await expect(card.getByText(line.chosen!.name, { exact: false })).toBeVisible();
});

test('with the keyboard alone, a pasted list is read, a line kept as text and the list saved', async ({ page, shopper: _signedIn }) => {
  test.slow();
  await page.goto('/lists');
  await expect(page.getByRole('heading', { level: 1, name: 'Your lists' })).toBeVisible();
  const box = page.getByLabel('Paste or type your list');
  await tabUntil(page, box);
  await page.keyboard.type('milk\nbread\neggs');
  await tabTo(page, 'button', /Find products/);
  await page.keyboard.press('Enter');
  const lines = page.getByTestId('paste-line');
  await expect(lines).toHaveCount(3);

  // The bread line's match: a native select, changed with the arrow keys to "Keep as text".
  const bread = lines.nth(1).getByRole('combobox');
  await tabUntil(page, bread);
  await page.keyboard.press('End');
  await expect(bread.locator('option:checked')).toHaveText('Keep as text');
  await expect(lines.nth(1)).toContainText('Kept as text');

  await tabTo(page, 'button', /Save as a list/);
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/lists\/\d+$/);
  const items = page.getByTestId('list-item');
  await expect(items).toHaveCount(3);
  await expect(items.nth(1)).toContainText('Not matched to a product');

  // Share by keyboard: the link appears, and turning it off takes it away.
  await tabTo(page, 'button', /Make a share link/);
  await page.keyboard.press('Enter');
  await expect(page.getByLabel('Share link')).toHaveValue(/\/shared\/[A-Za-z0-9_-]{43}$/);
  const link = await page.getByLabel('Share link').inputValue();
  await tabTo(page, 'button', /Turn off link/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('button', { name: 'Make a share link' })).toBeVisible();
  await page.goto(new URL(link).pathname);
  await expect(page.getByRole('heading', { name: 'This shared list is not available' })).toBeVisible();
});

test('a shared list reads without signing in, and copying it asks the visitor to sign in', async ({ page, browser, shopper: _signedIn }) => {
  test.slow();
  // Made and shared through the API in the shopper's session (page.request shares the page's cookies).
  const list = (await (await page.request.post('/api/lists', { data: { name: 'Party', items: [{ text: 'balloons', quantity: 3 }] } })).json()) as { id: number };
  const shared = await page.request.post(`/api/lists/${list.id}/share`);
  expect(shared.ok()).toBe(true);
  const created = (await shared.json()) as { path: string };
  const visitor = await browser.newPage();
  await visitor.addInitScript((key) => localStorage.setItem(key, 'true'), SPLASH_SEEN_KEY);
  await visitor.goto(created.path);
  await expect(visitor.getByRole('heading', { level: 1, name: 'Party' })).toBeVisible();
  await expect(visitor.getByText('balloons')).toBeVisible();
  await expect(visitor.getByText('× 3')).toBeVisible();
  await screenshot(visitor, 'lists-shared');
  await visitor.getByRole('button', { name: 'Copy to my lists' }).click();
  await expect(visitor.getByRole('dialog', { name: 'Sign in to continue' })).toBeVisible();
  await visitor.close();
});
