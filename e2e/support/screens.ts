import type { Locator, Page } from '@playwright/test';

/**
 * Pictures for a person to look at (test-results/screens/{name}.png) are taken only when asked:
 * `E2E_SCREENSHOTS=1 npx playwright test`. Without it the journeys run every step and check (sideways scrolling,
 * axe, layout shifts) but write no pictures, which would cost a few seconds each on a busy two-core machine.
 * Failure screenshots and traces (playwright.config.ts) are not affected.
 */
export const SCREENSHOTS = /^(1|true|yes)$/i.test(process.env.E2E_SCREENSHOTS ?? '');

/** Saves a picture of the page (or one element) as test-results/screens/{name}.png, when pictures are asked for. */
export async function saveScreen(target: Page | Locator, name: string, options: { fullPage?: boolean } = {}): Promise<void> {
  if (!SCREENSHOTS) return;
  await target.screenshot({ path: `test-results/screens/${name}.png`, ...options });
}

/**
 * Waits for the page to settle after a change of size: two frames painted (the new layout, and whatever the
 * media queries re-rendered), then every entering or leaving animation finished (endless ones, like spinners, excepted).
 */
export async function settled(page: Page): Promise<void> {
  await page.evaluate(async () => {
    const frame = () => new Promise((resolve) => requestAnimationFrame(() => resolve(undefined)));
    await frame();
    await frame();
    const finite = document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity);
    await Promise.all(finite.map((a) => a.finished.catch(() => undefined)));
  });
}

/** Sets the page to each width in turn (phone 375 × 812, desktop 1280 × 800) to take a picture at each, then back. */
export async function atBothWidths(page: Page, shoot: (width: number) => Promise<void>): Promise<void> {
  if (!SCREENSHOTS) return;
  const before = page.viewportSize()!;
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await settled(page);
    await shoot(width);
  }
  await page.setViewportSize(before);
  await settled(page);
}
