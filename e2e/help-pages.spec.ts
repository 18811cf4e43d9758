import type { Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { SPLASH_CHANGED_EVENT, SPLASH_SEEN_KEY } from '../src/web/lib/storage-keys';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y';

const POLICIES = [
  { slug: 'privacy', title: 'Privacy Policy' },
  { slug: 'terms', title: 'Terms of Service' },
  { slug: 'cookies', title: 'Cookie Policy' },
  { slug: 'modern-slavery', title: 'Modern Slavery Statement' },
  { slug: 'gdpr', title: 'GDPR Compliance' },
];

/** A policy's body is its own chunk: wait for its first section before judging the page. */
async function waitForPolicyBody(page: Page) {
  await expect(page.getByRole('navigation', { name: 'On this page' })).toBeVisible();
}

// The five share one layout: the first is also looked at on a phone.
for (const [i, policy] of POLICIES.entries()) {
  test(`${policy.title}: date, sections, the operator's details and Back to Home${i === 0 ? ' @mobile' : ''}`, async ({ page }) => {
    await page.goto(`/policies/${policy.slug}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(policy.title);
    await expect(page.getByText('last updated May 12, 2025', { exact: true })).toBeVisible();
    await waitForPolicyBody(page);
    // The server's development defaults (OPERATOR_* unset), never a "Template" box or a [placeholder].
    await expect(page.getByRole('region', { name: 'Who runs Everystore' })).toContainText('Everystore Ltd (development)');
    await expect(page.getByRole('note')).toHaveCount(0);
    await expect(page.locator('main')).not.toContainText(/Template|\[[^\]]+\]/);
    expect(await page.getByRole('heading', { level: 2 }).count()).toBeGreaterThan(4);
    await expectNoSeriousA11yViolations(page);
    await screenshot(page, `policy-${policy.slug}`);

    await page.getByRole('link', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/^http:\/\/localhost:\d+\/$/);
  });
}

test('the cookie policy lists every cookie duration @mobile', async ({ page }) => {
  await page.goto('/policies/cookies');
  await waitForPolicyBody(page);
  // One of the table (desktop) or the cards (mobile) shows; the visible one must carry all four.
  for (const text of ['Session (deleted when you sign out or close your browser)', '30 days', '1 year', '2 years']) {
    await expect(page.getByText(text, { exact: true }).locator('visible=true')).toHaveCount(1);
  }
});

test('the GDPR page states the 72-hour breach notification', async ({ page }) => {
  await page.goto('/policies/gdpr');
  await expect(page.getByRole('heading', { name: 'Data breaches' })).toBeVisible();
  await expect(page.getByText(/notify the ICO within 72 hours/)).toBeVisible();
});

test('an unknown policy shows the 404 card', async ({ page }) => {
  await page.goto('/policies/refunds');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
});

test('FAQ: three steps, ten questions, one answer open at a time @mobile', async ({ page }) => {
  await page.goto('/faq');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How it Works and FAQs');
  await expect(page.getByRole('region', { name: 'How it Works' }).getByRole('listitem')).toHaveCount(3);

  const faqs = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const questions = faqs.getByRole('button');
  await expect(questions).toHaveCount(10);
  await expectNoSeriousA11yViolations(page);

  const cost = faqs.getByRole('button', { name: 'How much does delivery cost?' });
  const time = faqs.getByRole('button', { name: 'How quickly will my order arrive?' });
  await cost.click();
  await expect(cost).toHaveAttribute('aria-expanded', 'true');
  const costAnswer = faqs.getByRole('region', { name: 'How much does delivery cost?' });
  // Today's checkout fees and the planned pricing, each labelled.
  await expect(costAnswer).toContainText('During the beta: The checkout charges £3.99 for standard delivery or £5.99 for express delivery');
  await expect(costAnswer).toContainText('Planned: Delivery from £4.99, and free delivery on orders over £50.');
  await screenshot(page, 'faq');

  await time.click();
  await expect(time).toHaveAttribute('aria-expanded', 'true');
  await expect(cost).toHaveAttribute('aria-expanded', 'false');
  await expect(costAnswer).toBeHidden();
  await expect(faqs.getByRole('region', { name: 'How quickly will my order arrive?' })).toContainText('express delivery within 90 minutes');

  await time.click();
  await expect(time).toHaveAttribute('aria-expanded', 'false');
  await expect(faqs.locator('[data-state="open"]')).toHaveCount(0);

  await expect(page.getByRole('link', { name: 'Start Shopping' })).toHaveAttribute('href', '/stores');
});

test('FAQ answers carry the spec facts', async ({ page }) => {
  await page.goto('/faq');
  const faqs = page.getByRole('region', { name: 'Frequently Asked Questions' });
  const facts: Record<string, string[]> = {
    'How quickly will my order arrive?': ['2-4 hours', 'up to 7 days ahead', '90 minutes'],
    'Is there a minimum order?': ['no minimum order', '£2.50 basket fee on orders under £30'],
    'What is Everystore Premium?': ['£5.99/month or £59.99/year', 'free delivery on orders over £20'],
    'What if an item is missing or damaged?': ['within 24 hours of delivery'],
  };
  for (const [question, texts] of Object.entries(facts)) {
    await faqs.getByRole('button', { name: question }).click();
    const answer = faqs.getByRole('region', { name: question });
    for (const text of texts) await expect(answer).toContainText(text);
  }
});

test('tutorial: a spinner, then the walkthrough after the delay; six steps, three FAQs', async ({ page }) => {
  // A fake clock makes the 1000 ms delay deterministic: nothing appears until the clock moves.
  await page.clock.install({ time: new Date('2025-05-12T09:00:00Z') });
  await page.clock.pauseAt(new Date('2025-05-12T09:00:01Z'));
  await page.goto('/tutorial');
  const spinner = page.getByRole('status', { name: 'Loading walkthrough' });
  const walkthrough = page.getByTestId('tutorial-walkthrough');
  // React reveals a lazily loaded screen on a short timer of its own, so step the paused clock until the
  // spinner shows; the page's 1000 ms delay starts then, within the last 50 ms step.
  await expect
    .poll(async () => {
      await page.clock.runFor(50);
      return spinner.isVisible();
    })
    .toBe(true);
  await screenshot(page, 'tutorial-loading');
  await page.clock.runFor(900);
  await expect(spinner).toBeVisible();
  await expect(walkthrough).toHaveCount(0);
  await page.clock.runFor(200);
  await expect(walkthrough).toBeVisible();
  await expect(spinner).toHaveCount(0);
  await page.clock.resume();

  await expect(page.getByRole('heading', { level: 1 })).toHaveText('How to Shop with Everystore');
  await expect(page.getByRole('region', { name: 'Your first order in six steps' }).getByRole('listitem')).toHaveCount(6);
  await expect(page.getByRole('region', { name: 'Frequently Asked Questions' }).getByRole('heading', { level: 3 })).toHaveCount(3);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'tutorial');

  await walkthrough.getByRole('button', { name: 'Play walkthrough' }).click();
  await expect(walkthrough.getByText('Step 1 of 3')).toBeVisible();
  await walkthrough.getByRole('button', { name: 'Next step' }).click();
  await expect(walkthrough.getByText('Step 2 of 3')).toBeVisible();
  await expect(walkthrough.getByRole('button', { name: 'Play walkthrough' })).toBeVisible();
  await walkthrough.getByRole('button', { name: 'Go to step 3: Get one delivery' }).click();
  await expect(walkthrough.getByText('Get one delivery', { exact: true })).toBeVisible();
  await expect(walkthrough.getByRole('button', { name: 'Next step' })).toBeDisabled();
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'tutorial-walkthrough');

  await page.getByRole('link', { name: 'Start Shopping' }).click();
  await expect(page).toHaveURL(/\/stores$/);
});

test('debug lists products with raw price and type, paginated', async ({ page, request }) => {
  const first = (await (await request.get('/api/products?limit=50&offset=0')).json()) as { id: number; price: number }[];
  const second = (await (await request.get('/api/products?limit=50&offset=50')).json()) as { id: number; price: number }[];

  await page.goto('/debug');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Debug');
  const items = page.getByTestId('debug-product');
  await expect(items).toHaveCount(50);
  await expect(page.getByText('Showing products 1–50')).toBeVisible();
  await expect(items.first().getByTestId('raw-price')).toHaveText(String(first[0]!.price));
  await expect(items.first().getByTestId('price-type')).toHaveText('number');
  await expect(page.getByTestId('price-type').filter({ hasNotText: 'number' })).toHaveCount(0);

  await items.first().getByText('Full JSON').click();
  const json = await items.first().getByRole('region', { name: `JSON of product ${first[0]!.id}` }).textContent();
  expect(JSON.parse(json ?? '')).toEqual(first[0]);
  await expectNoSeriousA11yViolations(page);
  await screenshot(page, 'debug');

  const top = page.getByRole('navigation', { name: 'Product pages, top' });
  await expect(top.getByRole('button', { name: 'Previous' })).toBeDisabled();
  await page.getByRole('navigation', { name: 'Product pages, bottom' }).getByRole('button', { name: 'Next' }).click();
  await expect(page).toHaveURL(/\/debug\?page=2$/);
  await expect(page.getByText('Showing products 51–100')).toBeVisible();
  await expect(items.first()).toContainText(`#${second[0]!.id}`);
  await expect(items.first().getByTestId('raw-price')).toHaveText(String(second[0]!.price));
  await top.getByRole('button', { name: 'Previous' }).click();
  await expect(page).toHaveURL(/\/debug$/);
  await expect(items.first()).toContainText(`#${first[0]!.id}`);
});

test('debug: Reset splash flag removes only the splash key and tells this tab', async ({ page }) => {
  await page.goto('/debug');
  await page.evaluate((event) => {
    localStorage.setItem('everystore_location', '{"postcode":"EH1 1YZ"}');
    (window as unknown as { splashEvents: number }).splashEvents = 0;
    window.addEventListener(event, () => (window as unknown as { splashEvents: number }).splashEvents++);
  }, SPLASH_CHANGED_EVENT);
  expect(await page.evaluate((key) => localStorage.getItem(key), SPLASH_SEEN_KEY)).not.toBeNull();

  await page.getByRole('button', { name: 'Reset splash flag' }).click();
  await expect(page.getByText('Splash flag reset', { exact: true })).toBeVisible();
  expect(await page.evaluate((key) => localStorage.getItem(key), SPLASH_SEEN_KEY)).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('everystore_location'))).not.toBeNull();
  expect(await page.evaluate(() => (window as unknown as { splashEvents: number }).splashEvents)).toBe(1);
});

test('debug: Clear all local storage empties it and tells this tab', async ({ page }) => {
  await page.goto('/debug');
  await page.evaluate((event) => {
    localStorage.setItem('everystore_recently_viewed', '[{"id":1}]');
    localStorage.setItem('some_other_key', 'x');
    (window as unknown as { splashEvents: number }).splashEvents = 0;
    window.addEventListener(event, () => (window as unknown as { splashEvents: number }).splashEvents++);
  }, SPLASH_CHANGED_EVENT);
  // The splash flag plus ours, and whatever else the app has stored by now.
  const before = await page.evaluate(() => localStorage.length);
  expect(before).toBeGreaterThanOrEqual(3);

  await page.getByRole('button', { name: 'Clear all local storage' }).click();
  await expect(page.getByText('Local storage cleared', { exact: true })).toBeVisible();
  await expect(page.getByText(`Removed ${before} keys from local storage.`, { exact: true })).toBeVisible();
  expect(await page.evaluate(() => localStorage.length)).toBe(0);
  expect(await page.evaluate(() => (window as unknown as { splashEvents: number }).splashEvents)).toBe(1);
});

test('debug is a 404 when the server has it switched off', async ({ page }) => {
  await page.route('**/api/config', (route) => route.fulfill({ json: { debugEnabled: false } }));
  await page.goto('/debug');
  await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  await expect(page.getByTestId('debug-product')).toHaveCount(0);
});
