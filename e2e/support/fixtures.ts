import { test as base, expect, type Page } from '@playwright/test';
import { APP_READY_ATTRIBUTE } from '../../src/web/lib/app-ready';
import { HYDRATION_ERROR_PREFIX } from '../../src/web/lib/hydration-errors';
import { SPLASH_SEEN_KEY } from '../../src/web/lib/storage-keys';

export { expect };

export const SHOPPER_PASSWORD = 'Groceries#2025';

/** A unique address per call, so parallel tests and projects never collide. */
export const freshEmail = (tag: string) => `e2e-${tag}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

export interface Shopper {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
}

interface Fixtures {
  /** Whether the page starts having seen the first-visit splash (default true); journeys about the splash turn it off. */
  seenSplash: boolean;
  /** A newly registered shopper, signed in on `page` by the session cookie the API sets, e-mail address verified. */
  shopper: Shopper;
}

/**
 * A server-rendered page shows its buttons before its script has hydrated them: as a shopper would, a journey
 * waits for the page to come alive after loading one (goto, reload) before it clicks. Installed once on the Page
 * class, so it holds for every page, including those of a context a journey opens itself; a document that is not
 * the app (no #root) is not waited for.
 */
function waitForLivePages(page: Page): void {
  const proto = Object.getPrototypeOf(page) as Page & { [LIVE]?: true };
  if (proto[LIVE]) return;
  proto[LIVE] = true;
  const { goto, reload } = proto;
  const live = async <T>(target: Page, loaded: T): Promise<T> => {
    // A page without JavaScript never comes alive: its <noscript> notes are parsed as elements only then.
    await target.waitForSelector(`html[${APP_READY_ATTRIBUTE}], html:not(:has(#root)), html:has(noscript > *)`, { state: 'attached' });
    return loaded;
  };
  proto.goto = async function (this: Page, ...args: Parameters<Page['goto']>) {
    return live(this, await goto.apply(this, args));
  };
  proto.reload = async function (this: Page, ...args: Parameters<Page['reload']>) {
    return live(this, await reload.apply(this, args));
  };
}
const LIVE = Symbol('waits for live pages');

/** The journeys' `test`: the splash skipped unless asked for, and a signed-in shopper on demand. */
export const test = base.extend<Fixtures>({
  seenSplash: [true, { option: true }],
  page: async ({ page, seenSplash }, use) => {
    if (seenSplash) await page.addInitScript((key) => localStorage.setItem(key, 'true'), SPLASH_SEEN_KEY);
    // A server-rendered page that the browser renders differently fails the journey (src/web/main.tsx says so).
    const hydrationErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' && message.text().startsWith(HYDRATION_ERROR_PREFIX)) hydrationErrors.push(`${page.url()}: ${message.text()}`);
    });
    waitForLivePages(page);
    await use(page);
    expect(hydrationErrors, 'pages hydrate exactly as the server rendered them').toEqual([]);
  },
  // Registered through the API from the page's own request context, which shares the browser's cookie jar: the
  // session cookie the API sets is the page's, with no page loaded first (a page load costs a journey a second or
  // two). The context sends no Origin or Sec-Fetch-Site, which the cross-site rule lets through as it would curl.
  shopper: async ({ page }, use, testInfo) => {
    const shopper: Shopper = { email: freshEmail(testInfo.project.name), password: SHOPPER_PASSWORD, firstName: 'Ada', lastName: 'Lovelace' };
    const api = page.request;
    const registered = await api.post('/api/register', {
      data: {
        email: shopper.email,
        password: shopper.password,
        passwordConfirm: shopper.password,
        firstName: shopper.firstName,
        lastName: shopper.lastName,
        addressLine1: '12 Princes Street',
        addressLine2: null,
        city: 'Edinburgh',
        county: 'Midlothian',
        postcode: 'EH1 3DX',
        phoneNumber: '07700900123',
      },
    });
    expect(registered.status()).toBe(201);
    // Only a verified address may order: the shopper types the e-mailed code, here read from the dev outbox.
    const outbox = await api.get(`/api/dev/outbox?to=${encodeURIComponent(shopper.email)}`);
    expect(outbox.status()).toBe(200);
    const { messages } = (await outbox.json()) as { messages: { body: string }[] };
    const code = /\b(\d{6})\b/.exec(messages[0]?.body ?? '')?.[1];
    expect(code, 'the verification code was mailed').toBeDefined();
    const verified = await api.post('/api/verify-email', { data: { code } });
    expect(verified.status()).toBe(200);
    // The context's cookie jar is the browser's: the page sends this cookie too.
    const me = await api.get('/api/user');
    expect(me.status(), 'the registration signed the shopper in').toBe(200);
    expect((await me.json()) as { email: string; emailVerified: boolean }).toMatchObject({ email: shopper.email, emailVerified: true });
    await use(shopper);
  },
});
