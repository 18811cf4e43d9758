import { expect, type Page } from '@playwright/test';
import { SPLASH_SEEN_KEY } from '../../src/web/lib/storage-keys';

/** The staff account the e2e server starts with (playwright.config.ts makes it with `npm run staff:create`). */
export const STAFF = { email: 'staff@e2e.example', password: 'Staff#Pass2025', firstName: 'Sam' } as const;

/** Staff sign in on the shop's own /auth, as a shopper does, and land on /fulfilment. */
export async function signInAsStaff(staff: Page): Promise<void> {
  await staff.addInitScript((key) => localStorage.setItem(key, 'true'), SPLASH_SEEN_KEY);
  await staff.goto('/auth?redirect=%2Ffulfilment');
  await staff.getByLabel('Email').first().fill(STAFF.email);
  await staff.getByLabel('Password').first().fill(STAFF.password);
  await staff.getByRole('button', { name: 'Sign In' }).first().click();
  await expect(staff).toHaveURL(/\/fulfilment$/);
}
