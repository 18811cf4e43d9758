import type { Page } from '@playwright/test';
import { expect, freshEmail, test } from './support/fixtures';
import { expectNoSeriousA11yViolations, expectNoSideways, screenshot } from './support/a11y';

const PASSWORD = 'Groceries#2025';
const NEW_PASSWORD = 'Brand#New2025';


/** Requests from the page itself: same origin, the browser's own cookies, like the app's calls. */
async function browserFetch<T>(page: Page, method: string, url: string, body?: unknown): Promise<T> {
  return page.evaluate(
    async ({ method, url, body }) => {
      const res = await fetch(url, {
        method,
        credentials: 'include',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      return res.json();
    },
    { method, url, body },
  );
}

async function availableProductIds(page: Page, count: number): Promise<number[]> {
  const res = await page.request.get('/api/stores/1/products');
  const body = await res.json();
  const list: { id: number; available: boolean }[] = Array.isArray(body) ? body : body.products;
  return list.filter((p) => p.available).slice(0, count).map((p) => p.id);
}

async function latestCode(page: Page, email: string): Promise<string> {
  const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
  expect(res.status()).toBe(200);
  const { messages } = (await res.json()) as { messages: { body: string }[] };
  return /\b(\d{6})\b/.exec(messages[0]!.body)![1]!;
}

async function register(page: Page, email: string) {
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Email', { exact: true }).fill(email);
  await form.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await form.getByLabel('Confirm password').fill(PASSWORD);
  await form.getByLabel('First name').fill('Ada');
  await form.getByLabel('Last name').fill('Lovelace');
  await form.getByLabel('Phone number').fill('07700 900123');
  await form.getByLabel('Address line 1').fill('12 Princes Street');
  await form.getByLabel('City/Town').fill('Edinburgh');
  await form.getByLabel('Postcode').pressSequentially('eh13dx');
  await expect(form.getByLabel('Postcode')).toHaveValue('EH13DX');
}

test('register, verify, edit the profile, change the password, sign out and back in; the basket survives', async ({ page }) => {
  // One long journey with five accessibility scans: give it the slow-test budget.
  test.slow();
  const email = freshEmail('journey');
  const [first, second] = await availableProductIds(page, 2);

  // An anonymous visitor fills a basket first.
  await page.goto('/');
  await browserFetch(page, 'POST', '/api/cart/items', { productId: first, quantity: 2 });

  await page.goto('/auth?redirect=/profile');
  await expect(page.getByRole('heading', { name: 'Why choose Everystore?' })).toBeVisible();
  await screenshot(page, 'auth-login');
  await expectNoSeriousA11yViolations(page);
  await register(page, email);
  await screenshot(page, 'auth-register');
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Create Account' }).click();

  // The code arrives in the dev outbox; the button waits for six digits.
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await expect(page.getByText('Registration successful', { exact: true })).toBeVisible();
  const verify = page.getByRole('button', { name: 'Verify Email' });
  await expect(verify).toBeDisabled();
  await screenshot(page, 'verify-email');
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Verification code').fill(await latestCode(page, email));
  await verify.click();
  await expect(page).toHaveURL(/\/profile$/);

  // Profile: verified, editable, email locked.
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();
  await expect(page.getByRole('main').getByText('Email verified')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('readonly', '');
  await page.getByLabel('First name').fill('Augusta');
  await page.getByLabel('Postcode').fill('eh1 2ng');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated', { exact: true })).toBeVisible();
  await expect(page.getByText('Augusta Lovelace')).toBeVisible();
  await expect(page.getByLabel('Postcode')).toHaveValue('EH1 2NG');
  await screenshot(page, 'profile');
  await expectNoSeriousA11yViolations(page);

  // Change the password.
  await page.getByRole('button', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change password' });
  await dialog.getByLabel('Current password').fill(PASSWORD);
  await dialog.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await dialog.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await screenshot(page, 'change-password');
  await expectNoSeriousA11yViolations(page);
  await dialog.getByRole('button', { name: 'Change Password' }).click();
  await expect(page.getByText('Password changed', { exact: true })).toBeVisible();
  await expect(dialog).toBeHidden();

  // Log out: the protected page now asks for sign-in, also when opened afresh.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page.getByText('Logged out', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await page.goto('/profile');
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  expect(new URL(page.url()).searchParams.get('redirect')).toBe('/profile');

  // Signed out, the visitor adds another item; signing in keeps both.
  await browserFetch(page, 'POST', '/api/cart/items', { productId: second, quantity: 1 });
  await page.getByLabel('Email').fill(email.toUpperCase());
  await page.getByLabel('Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid email or password').first()).toBeVisible();
  await page.getByLabel('Password').fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Augusta Lovelace')).toBeVisible();

  const cart = await browserFetch<{ items: { productId: number; quantity: number }[] }>(page, 'GET', '/api/cart');
  expect(cart.items.map((l) => [l.productId, l.quantity]).sort()).toEqual(
    [
      [first, 2],
      [second, 1],
    ].sort(),
  );
});

test('the auth screens at phone width @mobile', async ({ page }) => {
  test.slow();
  const email = freshEmail('mobile');
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  await expectNoSideways(page);
  await screenshot(page, 'auth-login-mobile');
  await expectNoSeriousA11yViolations(page);
  await register(page, email);
  await screenshot(page, 'auth-register-mobile');
  await page.getByRole('button', { name: 'Create Account' }).click();
  await expect(page.getByRole('heading', { name: 'Verify Your Email' })).toBeVisible();
  await screenshot(page, 'verify-email-mobile');
  await page.getByRole('button', { name: 'Skip for now' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Already signed in: /auth sends the visitor on at once.
  await page.goto('/auth?redirect=/profile');
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByText('Email not verified')).toBeVisible();
  await expectNoSideways(page);
  await screenshot(page, 'profile-mobile');
  await expectNoSeriousA11yViolations(page);
});

test('wrong details and a locked-out address are explained, not hidden', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Please enter a valid email address')).toBeVisible();
  await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
  await expect(page.getByLabel('Email')).toHaveAttribute('aria-invalid', 'true');

  const email = freshEmail('locked');
  await page.getByLabel('Email').fill(email);
  for (let i = 0; i < 11; i++) {
    await page.getByLabel('Password').fill(`Wrong#Pass${i}`);
    await page.getByRole('button', { name: 'Sign In' }).click();
    await expect(page.getByRole('button', { name: 'Sign In' })).toBeEnabled();
  }
  await expect(page.getByRole('alert')).toHaveText('Too many sign-in attempts. Please wait a minute and try again.');
});
