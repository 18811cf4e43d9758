import type { APIRequestContext, Locator, Page } from '@playwright/test';
import { expect, freshEmail, SHOPPER_PASSWORD, test } from './support/fixtures';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y';
import { SPLASH_SEEN_KEY } from '../src/web/lib/storage-keys';

interface Summary {
  averageRating: number;
  totalReviews: number;
  ratingCounts: Record<'1' | '2' | '3' | '4' | '5', number>;
}

/** The average the app shows (1 decimal) once `added` joins the reviews counted in `before`. */
function averageWith(before: Summary, added: number): string {
  const sum = Object.entries(before.ratingCounts).reduce((s, [stars, n]) => s + Number(stars) * n, 0) + added;
  return (Math.round((sum / (before.totalReviews + 1)) * 10) / 10).toString();
}

const rating = async (request: APIRequestContext, url: string) => (await (await request.get(url)).json()) as Summary;

/** Each project reviews its own store and product, so the two viewports never share an average. */
const targets = { desktop: { storeId: 1, storeName: 'Tesco' }, mobile: { storeId: 6, storeName: 'Aldi' } } as const;

async function pickStars(scope: Locator, stars: number) {
  await scope.getByRole('radiogroup', { name: 'Rating' }).getByRole('radio', { name: `${stars} ${stars === 1 ? 'star' : 'stars'}` }).click();
}

async function firstProductOf(page: Page, storeId: number): Promise<{ id: number; name: string }> {
  const list = (await (await page.request.get(`/api/stores/${storeId}/products`)).json()) as { id: number; name: string; available: boolean }[];
  return list.find((p) => p.available)!;
}

test('a shopper reviews a store from its card and a product from its page, sees the averages change, edits one and deletes the other', async ({ page, shopper }, testInfo) => {
  test.slow();
  const target = targets[testInfo.project.name as keyof typeof targets];
  const storeBefore = await rating(page.request, `/api/stores/${target.storeId}/rating`);

  // The store card's rating and count open "{store} Reviews".
  await page.goto('/stores');
  const card = page.getByTestId('store-card').filter({ has: page.getByRole('heading', { name: target.storeName, exact: true }) });
  const count = `${storeBefore.totalReviews} ${storeBefore.totalReviews === 1 ? 'review' : 'reviews'}`;
  await card.getByRole('button', { name: count }).click();
  const dialog = page.getByRole('dialog', { name: `${target.storeName} Reviews` });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('tab', { name: 'Write a Review' }).click();
  // A rating is required.
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(dialog.getByText('Please select a rating')).toBeVisible();
  await pickStars(dialog, 4);
  await dialog.getByLabel('Your review').fill('Friendly staff <img src=x onerror=alert(1)> and full shelves.');
  await dialog.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Review submitted', { exact: true }).first()).toBeVisible();

  // The review is listed as typed (inert text), by its author, with the author's menu.
  await dialog.getByRole('tab', { name: 'Reviews' }).click();
  const mine = dialog.getByRole('listitem').filter({ hasText: `${shopper.firstName} ${shopper.lastName}` });
  await expect(mine.getByText('Friendly staff <img src=x onerror=alert(1)> and full shelves.')).toBeVisible();
  await expect(mine.getByRole('button', { name: 'Your review options' })).toBeVisible();
  await screenshot(page, 'store-reviews-dialog');
  await expectNoSeriousA11yViolations(page);

  // Edit: 4 stars become 2.
  await mine.getByRole('button', { name: 'Your review options' }).click();
  await page.getByRole('menuitem', { name: 'Edit' }).click();
  await pickStars(mine, 2);
  await mine.getByRole('button', { name: 'Update Review' }).click();
  await expect(page.getByText('Review updated', { exact: true }).first()).toBeVisible();
  await dialog.getByRole('button', { name: 'Close' }).first().click();
  await expect(dialog).toHaveCount(0);

  // The card shows the real average and count straight away.
  const expectedStore = averageWith(storeBefore, 2);
  await expect(card.getByRole('img', { name: `${expectedStore} out of 5 stars` })).toBeVisible();
  await expect(card.getByRole('button', { name: `${storeBefore.totalReviews + 1} ${storeBefore.totalReviews + 1 === 1 ? 'review' : 'reviews'}` })).toBeVisible();

  // A product from that chain, reviewed from its page's Reviews tab.
  const product = await firstProductOf(page, target.storeId);
  const productBefore = await rating(page.request, `/api/products/${product.id}/rating`);
  await page.goto(`/products/${product.id}`);
  await expect(page.getByRole('heading', { name: product.name, level: 1 })).toBeVisible();
  await page.getByRole('tab', { name: 'Reviews' }).click();
  const form = page.getByRole('form', { name: 'Write a review' });
  await pickStars(form, 5);
  await form.getByLabel('Your review').fill('ok');
  await expect(form.getByText('2/500 characters')).toBeVisible();
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(form.getByText('Review must be at least 3 characters')).toBeVisible();
  await form.getByLabel('Your review').fill('Fresh and good value.');
  await form.getByRole('button', { name: 'Submit Review' }).click();
  await expect(page.getByText('Thank you for sharing your feedback!').first()).toBeVisible();
  const expectedProduct = averageWith(productBefore, 5);
  const summaryStars = page.getByRole('button', { name: `${productBefore.totalReviews + 1} ${productBefore.totalReviews + 1 === 1 ? 'review' : 'reviews'}` });
  await expect(summaryStars).toBeVisible();
  await expect(page.getByRole('img', { name: `${expectedProduct} out of 5 stars` }).first()).toBeVisible();

  // The product reviews dialog from the count, then delete the review after confirming.
  await summaryStars.click();
  const productDialog = page.getByRole('dialog', { name: 'Product Reviews' });
  await expect(productDialog.getByText('Fresh and good value.')).toBeVisible();
  await screenshot(page, 'product-reviews-dialog');
  await expectNoSeriousA11yViolations(page);
  const own = productDialog.getByRole('listitem').filter({ hasText: 'Fresh and good value.' });
  await own.getByRole('button', { name: 'Your review options' }).click();
  await page.getByRole('menuitem', { name: 'Delete' }).click();
  await expect(page.getByRole('alertdialog', { name: 'Delete your review?' })).toBeVisible();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Review deleted', { exact: true }).first()).toBeVisible();
  await expect(productDialog.getByText('Fresh and good value.')).toHaveCount(0);
  const after = await rating(page.request, `/api/products/${product.id}/rating`);
  expect(after.totalReviews).toBe(productBefore.totalReviews);
});

test('a second shopper marks a review helpful from a signed-out start, through the sign-in modal', async ({ page, browser, shopper: _signedIn }) => {
  // The first shopper (signed in on `page`) reviews a product of Morrisons.
  const product = await firstProductOf(page, 4);
  const posted = await page.request.post(`/api/products/${product.id}/reviews`, { data: { rating: 4, reviewText: 'Worth every penny.', isVerifiedPurchase: true } });
  expect(posted.status()).toBe(201);

  // A second shopper exists but starts signed out in a fresh browser.
  const second = { email: freshEmail('helpful'), password: SHOPPER_PASSWORD };
  const context = await browser.newContext();
  try {
    const api = context.request;
    const registered = await api.post('/api/register', {
      data: { ...second, passwordConfirm: second.password, firstName: 'Grace', lastName: 'Hopper', addressLine1: '1 Leith Walk', addressLine2: null, city: 'Edinburgh', county: null, postcode: 'EH6 5AA', phoneNumber: '07700900456' },
    });
    expect(registered.status()).toBe(201);
    expect((await api.post('/api/logout', { data: {} })).status()).toBeLessThan(300);
    const visitor = await context.newPage();
    await visitor.addInitScript((key) => localStorage.setItem(key, 'true'), SPLASH_SEEN_KEY);
    await visitor.goto(`/products/${product.id}`);
    await visitor.getByRole('tab', { name: 'Reviews' }).click();
    const review = visitor.getByRole('listitem').filter({ hasText: 'Worth every penny.' });
    await expect(review.getByText('0 people found this helpful')).toBeVisible();
    await review.getByRole('button', { name: 'Mark as helpful' }).click();

    const modal = visitor.getByRole('dialog', { name: 'Sign in to continue' });
    await expect(modal).toBeVisible();
    await modal.getByLabel('Email').fill(second.email);
    await modal.getByLabel('Password').fill(second.password);
    await modal.getByRole('button', { name: 'Sign In' }).click();
    await expect(modal).toHaveCount(0);
    // Applied after signing in, without a second click.
    await expect(review.getByText('1 person found this helpful')).toBeVisible();
    await expect(review.getByRole('button', { name: 'Mark as helpful' })).toHaveAttribute('aria-pressed', 'true');
  } finally {
    await context.close();
  }
});

test('the store reviews dialog works from the keyboard alone', async ({ page, shopper: _signedIn }) => {
  await page.goto('/stores');
  const card = page.getByTestId('store-card').filter({ has: page.getByRole('heading', { name: 'Lidl', exact: true }) });
  const count = card.getByRole('button', { name: /\d+ reviews?$/ });
  await count.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Lidl Reviews' });
  await expect(dialog).toBeVisible();
  // To the Write a Review tab, and the stars as a radio group driven by arrow keys.
  await dialog.getByRole('tab', { name: 'Reviews' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(dialog.getByRole('tab', { name: 'Write a Review' })).toHaveAttribute('aria-selected', 'true');
  // The tab panel itself takes focus first (Radix), then the first star.
  const stars = dialog.getByRole('radiogroup', { name: 'Rating' });
  for (let i = 0; i < 3 && !(await stars.getByRole('radio').first().evaluate((el) => el === document.activeElement)); i += 1) await page.keyboard.press('Tab');
  await expect(stars.getByRole('radio').first()).toBeFocused();
  for (let i = 0; i < 3; i += 1) await page.keyboard.press('ArrowRight'); // 1 -> 4
  await expect(stars.getByRole('radio', { name: '4 stars' })).toHaveAttribute('aria-checked', 'true');
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);
  await expect(count).toBeFocused();
});
