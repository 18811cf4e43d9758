import { expect, test } from '@playwright/test';

test('home loads and lists the 8 stores @mobile', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByTestId('store-list').getByRole('listitem')).toHaveCount(8);
});

test('an unknown path shows the 404 card', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
