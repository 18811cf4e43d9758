import type { Page } from '@playwright/test';

/** Presses Tab until the focused element has this accessible role and name. */
export async function tabTo(page: Page, role: 'button' | 'checkbox' | 'textbox' | 'link', name: RegExp, max = 60) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const hit = await page.evaluate(
      ({ role, source }) => {
        const el = document.activeElement as HTMLElement | null;
        if (!el) return false;
        const label = el.getAttribute('aria-label') ?? (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : null) ?? el.textContent ?? '';
        const actual = el.getAttribute('role') ?? (el.tagName === 'BUTTON' ? 'button' : el.tagName === 'A' ? 'link' : el.tagName === 'INPUT' ? ((el as HTMLInputElement).type === 'checkbox' ? 'checkbox' : 'textbox') : '');
        return actual === role && new RegExp(source).test(label.trim());
      },
      { role, source: name.source },
    );
    if (hit) return;
  }
  throw new Error(`Tab never reached ${role} ${name}`);
}
