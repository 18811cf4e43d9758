import type { Page } from '@playwright/test';
import type { Product } from '../src/contracts/product';
import type { Store } from '../src/contracts/store';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y';
import { expect, test } from './support/fixtures';
import { tabTo } from './support/keyboard';
import { CHAIN_IDS, checkOut } from './support/shop';

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** /favourites as a shopper finds it: the Profile tab and the profile's link on a phone, the menu on a desktop. */
async function openFavourites(page: Page): Promise<void> {
  if (test.info().project.name === 'mobile') {
    await page.getByTestId('bottom-tab-bar').getByRole('link', { name: 'Profile' }).click();
    await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
    await page.getByRole('link', { name: /^Favourites/ }).click();
  } else {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name: 'Favourites' }).click();
  }
  await expect(page).toHaveURL(/\/favourites$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Favourites' })).toBeVisible();
}

/** A branded product at Tesco (not its own brand) that another chain also has in stock: it has a best price elsewhere. */
async function brandedAlsoElsewhere(page: Page): Promise<Product> {
  const chains = new Set(((await (await page.request.get('/api/stores')).json()) as Store[]).map((s) => s.name));
  const products = (await (await page.request.get('/api/products?limit=5000')).json()) as Product[];
  const found = products.find(
    (p) =>
      p.storeId === CHAIN_IDS.Tesco &&
      p.available &&
      p.brand !== null &&
      !chains.has(p.brand) &&
      products.some((q) => q.available && q.storeId !== p.storeId && q.brand === p.brand && q.name === p.name && q.unit === p.unit),
  );
  expect(found, 'a branded Tesco product another chain stocks').toBeDefined();
  return found!;
}

test('favourite products from their cards (one by keyboard alone) and a product page, find them on /favourites, add all to the basket, then buy them again @mobile', async ({ page, shopper }) => {
  test.slow();
  expect(shopper.email).toContain('@');
  await page.goto(`/stores?store=${CHAIN_IDS.Tesco}`);
  const grid = page.getByRole('list', { name: 'Products' });
  const buyable = grid.getByTestId('product-card').filter({ has: page.getByRole('button', { name: /^Add .* to cart$/ }) });

  // The first card by pointer: the heart fills at once and the card's link is not followed.
  const first = buyable.nth(0).getByRole('button', { name: /^Add .* to favourites$/ });
  const firstName = (await first.getAttribute('aria-label'))!.replace(/^Add /, '').replace(/ to favourites$/, '');
  await first.click();
  const firstPressed = grid.getByRole('button', { name: `Remove ${firstName} from favourites` }).first();
  await expect(firstPressed).toHaveAttribute('aria-pressed', 'true');
  await expect(page).toHaveURL(/\/stores\?store=1$/);

  // The second by keyboard alone: Tab reaches the heart, Space presses it.
  const secondName = (await buyable.nth(1).getByRole('button', { name: /^Add .* to favourites$/ }).getAttribute('aria-label'))!.replace(/^Add /, '').replace(/ to favourites$/, '');
  await firstPressed.focus();
  await tabTo(page, 'button', new RegExp(`^Add ${escape(secondName)} to favourites$`));
  await page.keyboard.press('Space');
  await expect(grid.getByRole('button', { name: `Remove ${secondName} from favourites` }).first()).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'favourites-hearts-on-cards');

  // The product page knows it too.
  await buyable.nth(0).getByRole('link').first().click();
  await expect(page.getByRole('heading', { level: 1, name: firstName })).toBeVisible();
  await expect(page.getByRole('button', { name: `Remove ${firstName} from favourites` }).first()).toHaveAttribute('aria-pressed', 'true');

  // A third from a product page's own heart: a branded product, so that it has a best price elsewhere.
  const branded = await brandedAlsoElsewhere(page);
  await page.goto(`/products/${branded.id}`);
  await expect(page.getByRole('heading', { level: 1, name: branded.name })).toBeVisible();
  await page.getByRole('button', { name: `Add ${branded.name} to favourites` }).first().click();
  await expect(page.getByRole('button', { name: `Remove ${branded.name} from favourites` }).first()).toHaveAttribute('aria-pressed', 'true');
  await screenshot(page, 'favourites-product-page');

  await openFavourites(page);
  const favourites = page.getByRole('region', { name: 'Your favourites' });
  // Newest first.
  const cards = favourites.getByTestId('product-card');
  await expect(cards).toHaveCount(3);
  await expect(cards.nth(0)).toContainText(branded.name);
  await expect(cards.nth(1)).toContainText(secondName);
  await expect(cards.nth(2)).toContainText(firstName);
  const regulars = page.getByRole('region', { name: 'Your regulars' });
  await expect(regulars.getByText('No regulars yet')).toBeVisible();
  await screenshot(page, 'favourites-page');
  await expectNoSeriousA11yViolations(page);

  await favourites.getByRole('button', { name: 'Add all available to basket' }).click();
  await expect(page.getByRole('button', { name: 'Shopping cart, 3 items' })).toBeVisible();
  await expect(favourites.getByText('Everything available is in your basket')).toBeVisible();

  // Once ordered, they are regulars: "Buy it again" puts them back in the emptied basket.
  await checkOut(page);
  await expect(page.getByRole('button', { name: 'Shopping cart, 0 items' })).toBeVisible();
  await openFavourites(page);
  await expect(regulars.getByTestId('regular')).toHaveCount(3);
  await expect(regulars.getByTestId('regular').first()).toContainText('Bought once');
  // The same product at the chain selling it for least, with its own Add.
  const beansRow = regulars.getByTestId('regular').filter({ hasText: branded.name });
  await expect(beansRow.getByTestId('best-elsewhere')).toContainText(/Best elsewhere: £\d+\.\d\d at /);
  await expect(beansRow.getByTestId('best-elsewhere').getByRole('button', { name: new RegExp(`^Add ${escape(branded.name)} from .+ to cart$`) })).toBeVisible();
  await screenshot(page, 'favourites-regulars');
  await regulars.getByRole('button', { name: 'Add all available to basket' }).click();
  await expect(page.getByRole('button', { name: 'Shopping cart, 3 items' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
