import type { Locator, Page } from '@playwright/test';
import type { Product } from '../src/contracts/product';
import { discountedPence, formatPence, poundsToPence } from '../src/domain/money';
import { paidUnitPrice, unitPrice } from '../src/domain/unit-price';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { expect, test } from './support/fixtures';
import { CHAIN_IDS } from './support/shop';
import { atBothWidths, saveScreen } from './support/screens';

/** Pictures of one screen at both widths, for a person to look at (with E2E_SCREENSHOTS=1 only). */
async function screenshots(page: Page, name: string, { fullPage = true, show }: { fullPage?: boolean; show?: Locator } = {}) {
  await atBothWidths(page, async (width) => {
    if (show) await show.evaluate((el) => el.scrollIntoView({ block: 'center' }));
    await saveScreen(page, `${name}-${width}`, { fullPage });
  });
}

const pricedPack = (p: Product) => ({ pricePence: poundsToPence(p.price), discountPercent: p.discount, unit: p.unit, name: p.name });
const basketButton = (page: Page, count: number) => page.getByRole('button', { name: `Shopping cart, ${count} ${count === 1 ? 'item' : 'items'}` });

test("an offer's card and page show the was-price struck through and a unit price of the price paid", async ({ page }) => {
  // Two axe passes (and six pictures with E2E_SCREENSHOTS=1): more than the default budget on a busy two-core machine.
  test.slow();
  const storeId = CHAIN_IDS.Tesco;
  const catalogue = (await (await page.request.get(`/api/stores/${storeId}/products`)).json()) as Product[];
  await page.goto(`/stores?store=${storeId}`);
  await expect(page.getByRole('heading', { name: 'Tesco Products' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Products' });
  const offerCards = grid.getByTestId('product-card').filter({ has: page.locator('s') });
  await expect(offerCards.first()).toBeVisible();

  // Of the offers on screen, one whose unit price differs between the shelf price and the price paid.
  const names = (await offerCards.getByRole('link').allTextContents()).map((n) => n.trim());
  const offer = names
    .map((name) => catalogue.find((p) => p.name === name && p.discount > 0))
    .find((p): p is Product => !!p && !!p.unit && paidUnitPrice(pricedPack(p))?.label !== unitPrice(poundsToPence(p.price), p.unit, p.name)?.label);
  expect(offer, 'an offer on the first page of Tesco whose unit price the discount changes').toBeDefined();
  const paid = paidUnitPrice(pricedPack(offer!))!;
  const shelf = unitPrice(poundsToPence(offer!.price), offer!.unit!, offer!.name)!;
  const paidPence = discountedPence(poundsToPence(offer!.price), offer!.discount);

  const card = grid.getByTestId('product-card').filter({ has: page.getByRole('link', { name: offer!.name, exact: true }) });
  await expect(card.getByText(`-${offer!.discount}%`)).toBeVisible();
  await expect(card.getByTestId('price')).toHaveText(formatPence(paidPence));
  await expect(card.locator('s')).toHaveText(`was ${formatPence(poundsToPence(offer!.price))}`);
  await expect(card.getByText(paid.label, { exact: true })).toBeVisible();
  await expect(card.getByText(shelf.label, { exact: true })).toHaveCount(0);
  // One from the card: it shows the stepper in place of Add.
  await card.getByRole('button', { name: `Add ${offer!.name} to cart` }).click();
  await expect(card.getByRole('status')).toHaveText('1 in basket');
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'prices-store-products', { fullPage: false, show: card });

  await card.getByRole('link', { name: offer!.name, exact: true }).click();
  const summary = page.getByTestId('product-summary');
  await expect(page.getByRole('heading', { level: 1, name: offer!.name })).toBeVisible();
  await expect(summary.getByTestId('price')).toHaveText(formatPence(paidPence));
  await expect(summary.locator('s')).toHaveText(`was ${formatPence(poundsToPence(offer!.price))}`);
  await expect(summary).toContainText(`${offer!.unit} · ${paid.label}`);
  await screenshots(page, 'prices-product');

  // In the basket: the price per pack after the offer, the was-price, the line's and the basket's savings.
  await page.getByRole('button', { name: 'Add to Cart' }).click();
  await expect(basketButton(page, 2)).toBeVisible();
  await basketButton(page, 2).click();
  const drawer = page.getByTestId('cart-drawer');
  const line = drawer.getByTestId('cart-line').filter({ hasText: offer!.name });
  await expect(line.getByTestId('cart-line-price')).toContainText(formatPence(paidPence));
  await expect(line.locator('s')).toHaveText(`was ${formatPence(poundsToPence(offer!.price))}`);
  await expect(line).toContainText(`Line total ${formatPence(paidPence * 2)}`);
  const saving = formatPence((poundsToPence(offer!.price) - paidPence) * 2);
  await expect(line.getByText(`Save ${saving}`)).toBeVisible();
  await expect(drawer.getByTestId('offer-saving')).toContainText(saving);
  await expectNoSeriousA11yViolations(page);
  await screenshots(page, 'prices-basket', { fullPage: false });
});

test('adding from a card turns Add into a stepper that stays in step with the drawer and the header badge @mobile', async ({ page }) => {
  await page.goto(`/stores?store=${CHAIN_IDS.Aldi}`);
  await expect(page.getByRole('heading', { name: 'Aldi Products' })).toBeVisible();
  const grid = page.getByRole('list', { name: 'Products' });
  const add = grid.getByRole('button', { name: /^Add .* to cart$/ }).first();
  const name = (await add.getAttribute('aria-label'))!.replace(/^Add /, '').replace(/ to cart$/, '');
  const card = grid.getByTestId('product-card').filter({ has: page.getByRole('link', { name, exact: true }) });
  await expect(basketButton(page, 0)).toBeVisible();

  await add.click();
  // The toast is a layer of its own (Radix): once it is up, the drawer opened after it is the top layer, the one
  // Escape closes below.
  await expect(page.getByText('Added to cart', { exact: true }).first()).toBeVisible();
  const stepper = card.getByRole('group', { name: `Quantity of ${name} in basket` });
  await expect(stepper.getByRole('status')).toHaveText('1 in basket');
  await expect(card.getByRole('button', { name: `Add ${name} to cart` })).toHaveCount(0);
  await expect(basketButton(page, 1)).toBeVisible();

  await stepper.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(stepper.getByRole('status')).toHaveText('2 in basket');
  await expect(basketButton(page, 2)).toBeVisible();

  // The drawer shows the card's quantity, and its own plus shows on the card once it closes.
  await basketButton(page, 2).click();
  const dialog = page.getByRole('dialog', { name: 'Shopping Cart (2)' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('group', { name: `Quantity of ${name}` })).toContainText('2');
  await dialog.getByRole('button', { name: `Increase quantity of ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart (3)' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(stepper.getByRole('status')).toHaveText('3 in basket');
  await expect(basketButton(page, 3)).toBeVisible();

  // Minus, by keyboard too, down to none: the card offers Add again and the badge is gone.
  const minus = stepper.getByRole('button', { name: `Decrease quantity of ${name}` });
  await minus.click();
  await expect(stepper.getByRole('status')).toHaveText('2 in basket');
  await expect(basketButton(page, 2)).toBeVisible();
  await minus.focus();
  await page.keyboard.press('Enter');
  await expect(stepper.getByRole('status')).toHaveText('1 in basket');
  await expect(minus).toBeEnabled();
  await page.keyboard.press('Enter');
  await expect(card.getByRole('button', { name: `Add ${name} to cart` })).toBeFocused();
  await expect(basketButton(page, 0)).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveCount(0);

  // After a reload the basket (server-side) is still empty and the card still offers Add.
  await page.reload();
  await expect(card.getByRole('button', { name: `Add ${name} to cart` })).toBeVisible();
});
