import { expect, test } from '@playwright/test';

/**
 * Without JavaScript (the shared fixtures wait for the app to go live, which it never does here, so this file uses
 * Playwright's own test): the server-rendered pages still search and browse, and the client-only pages say why
 * they are blank.
 */
test.use({ javaScriptEnabled: false });

test('the header search is a plain form: it submits to /search?q=milk and the server renders the results', async ({ page }) => {
  await page.goto('/');
  const header = page.getByTestId('site-header');
  // (Playwright's text search skips <noscript>, so the notes are found by CSS and their text read.)
  const note = header.locator('noscript p');
  await expect(note).toBeVisible();
  await expect(note).toHaveText('The menu, Add to basket, signing in and checkout need JavaScript. Search and browsing work without it.');
  await header.getByRole('searchbox', { name: 'Search products across all stores' }).fill('milk');
  await header.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/search\?q=milk$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Search Results' })).toBeVisible();
  await expect(page.getByRole('article').first()).toContainText(/milk/i);
  // The shell's note is only for the pages the server does not render.
  await expect(page.locator('#shell-noscript')).toHaveCount(0);
});

for (const path of ['/auth', '/checkout']) {
  test(`${path} says it needs JavaScript instead of a blank page`, async ({ page }) => {
    await page.goto(path);
    const note = page.locator('#shell-noscript p');
    await expect(note).toBeVisible();
    await expect(note).toContainText('Everystore needs JavaScript for signing in and checkout. Search and browsing work without it');
    await expect(note.getByRole('link', { name: 'go to the home page' })).toHaveAttribute('href', '/');
  });
}
