import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { saveScreen } from './support/screens';

test.beforeEach(async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('everystore_seen_splash', 'true'));
});

test('search pages through results with "Show more", from the keyboard', async ({ page }) => {
  await page.goto('/search?q=milk');
  const heading = page.getByRole('heading', { name: /^Results \(\d+\) for "milk"$/ });
  await expect(heading).toHaveText('Results (48) for "milk"');
  const cards = page.getByRole('article');
  await expect(cards).toHaveCount(48);
  // Milk leads with milk, not milk chocolate.
  await expect(cards.first()).toContainText(/Milk/);
  await expect(cards.first()).not.toContainText(/Chocolate/);

  const more = page.getByRole('button', { name: 'Show more' });
  await more.focus();
  await expect(more).toBeFocused();
  const width = page.viewportSize()!.width;
  await more.scrollIntoViewIfNeeded();
  await saveScreen(page, `search-show-more-${width}`);
  await page.keyboard.press('Enter');
  await expect(heading).not.toHaveText('Results (48) for "milk"');
  const shown = Number((await heading.textContent())!.match(/\((\d+)\)/)![1]);
  expect(shown).toBeGreaterThan(48);
  await expect(cards).toHaveCount(shown);
  await expectNoSeriousA11yViolations(page);
  await page.getByRole('article').nth(48).scrollIntoViewIfNeeded();
  await saveScreen(page, `search-show-more-after-${width}`);
});
