import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';

const NEW_PASSWORD = 'Fresh#Start2026';

/** The latest reset code mailed to `email`; it is sent just after the answer, so it is waited for. */
async function resetCode(page: Page, email: string): Promise<string> {
  let code: string | undefined;
  await expect
    .poll(async () => {
      const res = await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(email)}`);
      const { messages } = (await res.json()) as { messages: { subject: string; body: string }[] };
      const mail = messages.find((m) => m.subject.includes('password reset'));
      code = mail ? /\b(\d{6})\b/.exec(mail.body)?.[1] : undefined;
      return code;
    })
    .toMatch(/^\d{6}$/);
  return code!;
}

test('forgot the password: a code by e-mail, a new password, signed in; the old password and other devices are out', async ({ page, shopper }) => {
  // Another device signed in as the shopper: the reset must sign it out.
  const other = await page.context().browser()!.newContext({ baseURL: test.info().project.use.baseURL });
  const login = await other.request.post('/api/login', { data: { email: shopper.email, password: shopper.password } });
  expect(login.status()).toBe(200);

  await page.goto('/profile');
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);

  await page.getByRole('link', { name: 'Forgot your password?' }).click();
  await expect(page).toHaveURL(/\/auth\/forgot\?redirect=%2Fprofile$/);
  await expect(page.getByRole('heading', { name: 'Reset your password' })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByRole('button', { name: 'Send code' }).click();
  await expect(page.getByText('If an account exists for that e-mail, we have sent a code to reset the password.')).toBeVisible();

  const code = await resetCode(page, shopper.email);
  await page.getByLabel('Reset code').fill(code);
  await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByLabel('Confirm new password').fill(NEW_PASSWORD);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('button', { name: 'Set new password' }).click();

  // Signed in on a new session and back where the shopper was going.
  await expect(page.getByText('Password reset', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/profile$/);
  await expect(page.getByRole('heading', { name: 'Your Profile' })).toBeVisible();

  expect((await other.request.get('/api/user')).status(), 'the other device was signed out').toBe(401);
  await other.close();

  // The old password no longer works; the new one does.
  await page.getByRole('button', { name: 'Log Out' }).click();
  await expect(page).toHaveURL(/\/auth\?redirect=/);
  await page.getByLabel('Email').fill(shopper.email);
  await page.getByLabel('Password', { exact: true }).fill(shopper.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByRole('alert')).toHaveText('Invalid email or password');
  await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/profile$/);
});
