import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import type { Product } from '../src/contracts/product';
import type { Store } from '../src/contracts/store';
import { CART_DELIVERY_FEE_PENCE } from '../src/domain/cart';
import { discountedPence, formatPence, poundsToPence } from '../src/domain/money';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y';
import { saveScreen } from './support/screens';

async function headerShot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await saveScreen(page.getByTestId('site-header'), `${name}-${width}`);
}

/** What the shopper sees (the viewport): full-page shots misplace fixed overlays such as drawers. */
async function viewShot(page: Page, name: string): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  await saveScreen(page, `${name}-${width}`);
}

/** Puts 2 of an available product in this browser's cart (page.request shares the page's cookie). */
async function addTwoOfAnAvailableProduct(page: Page): Promise<{ product: Product; store: Store }> {
  const products = (await (await page.request.get('/api/products?limit=5')).json()) as Product[];
  const product = products.find((p) => p.available);
  if (!product) throw new Error('No available product among the first five');
  const added = await page.request.post('/api/cart/items', { data: { productId: product.id, quantity: 2 } });
  expect(added.ok()).toBe(true);
  const stores = (await (await page.request.get('/api/stores')).json()) as Store[];
  return { product, store: stores.find((s) => s.id === product.storeId)! };
}

test.describe('a first visit', () => {
  test.use({ seenSplash: false });
  test('first visit shows the splash; Shop Now dismisses it and it stays dismissed after reload @mobile', async ({ page }) => {
    await page.goto('/');
    const splash = page.getByRole('dialog', { name: 'One Order. Every Store.' });
    await expect(splash).toBeVisible();
    await expect(splash.getByText("UK's first multi-store grocery shopping app")).toBeVisible();
    await expect(splash.getByRole('link', { name: 'How it Works / FAQs' })).toHaveAttribute('href', '/faq');
    await expect(page.getByTestId('site-header')).toBeHidden();
    await expect(splash.getByRole('listitem').filter({ hasText: 'Tesco' })).toHaveCount(1);
    await viewShot(page, 'splash');
    await expectNoSeriousA11yViolations(page);

    await splash.getByRole('button', { name: 'Shop Now' }).click();
    await expect(splash).toHaveCount(0);
    await expect(page.getByTestId('site-header')).toBeVisible();

    await page.reload();
    await expect(page.getByTestId('site-header')).toBeVisible();
    await expect(page.getByTestId('splash-screen')).toHaveCount(0);
  });
});

test('the cart badge and drawer show an added item by store with £3.99 delivery and the total @mobile', async ({ page }) => {
  await page.goto('/');
  const { product, store } = await addTwoOfAnAvailableProduct(page);
  await page.reload();

  const cartButton = page.getByRole('button', { name: 'Shopping cart, 2 items' });
  await expect(cartButton).toBeVisible();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await headerShot(page, 'header');
  await screenshot(page, 'home-with-header');

  await cartButton.click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart (2)' })).toBeVisible();
  // The title follows the count, so hold the drawer by its test id from here on.
  const drawer = page.getByTestId('cart-drawer');
  await expect(drawer.getByRole('heading', { name: store.name })).toBeVisible();
  await expect(drawer.getByText(product.name)).toBeVisible();

  const linePence = discountedPence(poundsToPence(product.price), product.discount) * 2;
  const amount = (term: string) => drawer.locator('dt', { hasText: new RegExp(`^${term}$`) }).locator('+ dd');
  await expect(amount('Subtotal')).toHaveText(formatPence(linePence));
  await expect(amount('Delivery Fee')).toHaveText('£3.99');
  await expect(amount('Total')).toHaveText(formatPence(linePence + CART_DELIVERY_FEE_PENCE));
  await expect(drawer.getByRole('button', { name: `Decrease quantity of ${product.name}` })).toBeEnabled();
  await viewShot(page, 'cart-drawer');

  // Down to 1: minus is then disabled, the total follows at once.
  await drawer.getByRole('button', { name: `Decrease quantity of ${product.name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart (1)' })).toBeVisible();
  await expect(drawer.getByRole('button', { name: `Decrease quantity of ${product.name}` })).toBeDisabled();
  await expect(amount('Total')).toHaveText(formatPence(linePence / 2 + CART_DELIVERY_FEE_PENCE));

  await drawer.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/(checkout|auth\?redirect=%2Fcheckout)$/);
});

test('an empty cart drawer offers Browse Stores @mobile', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('button', { name: 'Shopping cart, 0 items' }).click();
  const drawer = page.getByRole('dialog', { name: 'Shopping Cart (0)' });
  await expect(drawer.getByText('Your cart is empty')).toBeVisible();
  await expect(drawer.getByText('Start adding items from your favorite stores')).toBeVisible();
  await viewShot(page, 'cart-drawer-empty');
  await drawer.getByRole('button', { name: 'Browse Stores' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
  await expect(page).toHaveURL(/\/stores$/);
});

test("changing the postcode in the panel updates 'Delivering to:'", async ({ page }) => {
  await page.goto('/');
  const picker = page.getByRole('button', { name: /Delivering to:/ });
  await expect(picker).toContainText('Princes Street, EH1 3DX');
  await picker.click();

  const panel = page.getByRole('dialog', { name: 'Change Location' });
  const input = panel.getByPlaceholder('Enter postcode');
  await expect(input).toBeFocused();
  await input.fill('EH1 XYZ');
  await expect(panel.getByText('Please enter a valid UK postcode')).toBeVisible();
  await expect(panel.getByRole('button', { name: 'Update Location' })).toBeDisabled();
  await viewShot(page, 'location-panel');

  await input.fill('eh8 8aq');
  const submit = panel.getByRole('button', { name: 'Update Location' });
  await expect(submit).toBeEnabled();
  await submit.click();
  await expect(picker).toContainText('Canongate, EH8 8AQ');
  await expect(panel).toHaveCount(0);

  // A recent location sets it straight away, and the choice survives a reload.
  await picker.click();
  await page.getByRole('dialog', { name: 'Change Location' }).getByRole('button', { name: /George Street/ }).click();
  await expect(picker).toContainText('George Street, EH2 2ER');
  await page.reload();
  await expect(page.getByRole('button', { name: /Delivering to:/ })).toContainText('George Street, EH2 2ER');
});

test("Track shows 'Login Required' when signed out @mobile", async ({ page, isMobile }) => {
  await page.goto('/');
  if (isMobile) {
    await expect(page.getByTestId('desktop-footer')).toBeHidden();
    await page.getByRole('navigation', { name: 'Primary' }).getByRole('button', { name: 'Track' }).click();
  } else {
    // The tab bar is mobile only; on desktop the footer's Track Order opens the same dialog.
    await expect(page.getByTestId('bottom-tab-bar')).toBeHidden();
    await page.getByTestId('desktop-footer').getByRole('button', { name: 'Track Order' }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'Login Required' });
  await expect(dialog).toContainText('Please login to track your order status. Order tracking is only available for registered users.');
  await viewShot(page, 'track-login-required');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toHaveCount(0);
});

test("the side menu shows 'Login / Register' when signed out @mobile", async ({ page }) => {
  await page.goto('/stores?store=2');
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByTestId('side-menu');
  await expect(menu.getByRole('link', { name: 'Login / Register' })).toHaveAttribute('href', '/auth');
  await expect(menu.getByRole('link', { name: 'Profile' })).toHaveCount(0);
  await expect(menu.getByText("UK's first multi-store grocery shopping app")).toBeVisible();
  await viewShot(page, 'side-menu');
  await expectNoSeriousA11yViolations(page);

  await menu.getByRole('link', { name: 'Stores' }).click();
  await expect(menu).toHaveCount(0);
  await expect(page).toHaveURL(/\/stores$/);
});

test('the home page has no serious accessibility violations with the cart drawer closed and open @mobile', async ({ page }) => {
  await page.goto('/');
  await addTwoOfAnAvailableProduct(page);
  await page.reload();
  await expect(page.getByTestId('cart-badge')).toHaveText('2');
  await expectNoSeriousA11yViolations(page);

  await page.getByRole('button', { name: 'Shopping cart, 2 items' }).click();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart (2)' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});

test('the header shrinks and gains a shadow once scrolled, and the scroll-to-top button appears past 400 px @mobile', async ({ page }) => {
  await page.goto('/');
  const header = page.getByTestId('site-header');
  await expect(header).not.toHaveClass(/shadow-md/);
  // Make sure the page is tall enough to scroll whatever the home page holds today.
  await page.evaluate(() => {
    document.getElementById('main')!.style.minHeight = '3000px';
  });
  const fullHeight = (await header.boundingBox())!.height;
  await page.mouse.wheel(0, 600);
  await expect(header).toHaveClass(/shadow-md/);
  await expect.poll(async () => (await header.boundingBox())!.height).toBeLessThan(fullHeight);
  await headerShot(page, 'header-scrolled');
  const toTop = page.getByRole('button', { name: 'Scroll to top' });
  await expect(toTop).toBeVisible();
  await toTop.click();
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
  await expect(toTop).toHaveCount(0);
  await expect(header).not.toHaveClass(/shadow-md/);
});

/** True when the middle of the locator's box is the element itself (or inside it): nothing lies on top of it. */
async function uncovered(page: Page, selector: ReturnType<Page['getByRole']>): Promise<boolean> {
  const box = (await selector.boundingBox())!;
  const handle = await selector.elementHandle();
  return page.evaluate(
    ({ x, y, el }) => {
      const top = document.elementFromPoint(x, y);
      return top !== null && (top === el || el!.contains(top));
    },
    { x: box.x + box.width / 2, y: box.y + box.height / 2, el: handle },
  );
}

test('the "Added to cart" toast never covers the basket button or the drawer\'s checkout @mobile', async ({ page }) => {
  await page.goto('/stores?store=1');
  await page.getByRole('list', { name: 'Products' }).getByRole('button', { name: /^Add .* to cart$/ }).first().click();
  await expect(page.getByText('Added to cart', { exact: true }).first()).toBeVisible();
  const basket = page.getByRole('button', { name: 'Shopping cart, 1 items' }).or(page.getByRole('button', { name: 'Shopping cart, 1 item' }));
  expect(await uncovered(page, basket)).toBe(true);
  await basket.click();
  const checkout = page.getByRole('button', { name: 'Proceed to Checkout' });
  await expect(checkout).toBeVisible();
  await expect(page.getByText('Added to cart', { exact: true }).first()).toBeVisible();
  expect(await uncovered(page, checkout)).toBe(true);
});
