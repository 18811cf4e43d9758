import { expect, test } from './support/fixtures';

test('home loads and lists the 8 stores @mobile', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('list', { name: 'Nearby stores' }).getByRole('link')).toHaveCount(8);
});

test('an unknown path shows the 404 card', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
});
