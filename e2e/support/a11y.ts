import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import { saveScreen } from './screens';

/** Fails on any serious or critical axe-core violation, listing them readably. */
export async function expectNoSeriousA11yViolations(page: Page, options: { exclude?: string[] } = {}): Promise<void> {
  let builder = new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']);
  for (const selector of options.exclude ?? []) builder = builder.exclude(selector);
  const results = await builder.analyze();
  const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
  const summary = serious.map((v) => `${v.impact} ${v.id}: ${v.help} -> ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(' | ')}`);
  expect(summary, summary.join('\n')).toEqual([]);
}

/** Nothing wider than the screen: no row, field or long word may push the page sideways. */
export async function expectNoSideways(page: Page): Promise<void> {
  // Measured once entering dialogs, drawers and toasts have finished moving in (endless ones, like spinners, excepted).
  await page.evaluate(() =>
    Promise.race([
      Promise.all(document.getAnimations().filter((a) => a.effect?.getTiming().iterations !== Infinity).map((a) => a.finished.catch(() => undefined))),
      new Promise((resolve) => setTimeout(resolve, 2_000)),
    ]),
  );
  const { scroll, client, wide } = await page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    // The innermost elements past the right edge, to name the culprit in the failure.
    const past = Array.from(document.querySelectorAll('body *')).filter((el) => el.getBoundingClientRect().right > width + 0.5);
    const innermost = past.filter((el) => !past.some((other) => other !== el && el.contains(other)));
    const describe = (el: Element) => `<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class') ?? '').slice(0, 80)}"> right ${Math.round(el.getBoundingClientRect().right)}`;
    return { scroll: document.documentElement.scrollWidth, client: width, wide: innermost.slice(0, 5).map(describe) };
  });
  expect(scroll, `the page scrolls sideways: ${wide.join('; ')}`).toBeLessThanOrEqual(client);
}

/**
 * A screen worth a look: always checked for sideways scrolling (checkout once grew to 435 px on a 375 px phone),
 * and, with E2E_SCREENSHOTS=1 (support/screens.ts), a full-page picture into test-results/screens/{name}-{width}.png.
 */
export async function screenshot(page: Page, name: string): Promise<void> {
  await expectNoSideways(page);
  const width = page.viewportSize()?.width ?? 0;
  await saveScreen(page, `${name}-${width}`, { fullPage: true });
}
