import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/fixtures';
import { screenshot } from './support/a11y';
import { saveScreen, settled } from './support/screens';
import { addFirstProduct, checkOut, fillCard, pickFirstSlot } from './support/shop';
import type { Store } from '../src/contracts/store';
import { ukTimeToInstant } from '../src/domain/delivery-slots';
import { collectingFrom } from '../src/domain/fulfilment';
import { COLLECTION_MINUTES, openingWindow } from '../src/domain/tracking-estimates';
import { CHECKOUT_DETAILS_KEY } from '../src/web/lib/storage-keys';

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** A timeline step's 'Estimated 30 Nov 2026, 07:30' (UK time) as its UK date and instant. */
async function estimateOf(step: Locator): Promise<{ date: string; at: Date }> {
  const match = /Estimated (\d{1,2}) (\w{3}) (\d{4}), (\d\d):(\d\d)/.exec(await step.innerText());
  expect(match, `an estimate in '${await step.innerText()}'`).not.toBeNull();
  const [, day, month, year, hour, minute] = match!;
  const date = `${year}-${String(MONTHS.indexOf(month!) + 1).padStart(2, '0')}-${day!.padStart(2, '0')}`;
  return { date, at: ukTimeToInstant(date, Number(hour), Number(minute)) };
}

/**
 * The shop at its edges, in orders and checkout: the browser's Back and a reload in checkout, the tracking dialog at
 * a phone's and a small tablet's width, and a toast shown over an open dialog on a phone.
 */

const PHONE = { width: 375, height: 812 };
const TABLET = { width: 640, height: 800 };
const DESKTOP = { width: 1280, height: 800 };

/** A picture of the whole page from its top at a phone's and a desktop's width (E2E_SCREENSHOTS=1 only). */
async function pictures(page: Page, name: string) {
  const before = page.viewportSize()!;
  for (const size of [PHONE, DESKTOP]) {
    await page.setViewportSize(size);
    await page.evaluate(() => window.scrollTo(0, 0));
    await settled(page);
    await saveScreen(page, `${name}-${size.width}`, { fullPage: true });
  }
  await page.setViewportSize(before);
  await settled(page);
}

test('checkout: the browser’s Back from payment returns to the details, and a reload keeps them but never the card', async ({ page, shopper: _signedIn }) => {
  test.slow();
  await addFirstProduct(page, 'Tesco');
  await page.goto('/checkout');
  const details = page.getByRole('form', { name: 'Delivery details' });
  const county = details.getByLabel(/^County/);
  const notes = details.getByLabel(/Delivery notes/);
  const terms = details.getByRole('checkbox', { name: 'I accept the terms and conditions' });
  await county.fill('Lothian');
  await notes.fill('Ring twice, the bell is stiff');
  const slotId = (await (await pickFirstSlot(page)).getAttribute('value'))!;
  await terms.check();
  await pictures(page, 'checkout-details');
  await details.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page).toHaveURL(/\/checkout\?step=payment$/);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await screenshot(page, 'checkout-edges-payment');
  await pictures(page, 'checkout-payment');

  const expectDetailsAsLeft = async () => {
    await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
    await expect(county).toHaveValue('Lothian');
    await expect(notes).toHaveValue('Ring twice, the bell is stiff');
    await expect(terms).toBeChecked();
    await expect(page.getByTestId('slot-picker').getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(page.getByTestId('slot-picker').getByRole('radio', { checked: true })).toHaveAttribute('value', slotId);
  };

  // The browser's Back leaves payment for the details, not the shop; Forward comes back.
  await page.goBack();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectDetailsAsLeft();
  await page.goForward();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();

  // A reload on the payment step stays there; the card is typed again, it was never kept.
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveValue('');
  const kept = await page.evaluate(() => JSON.stringify(Object.entries(sessionStorage)));
  expect(kept).toContain('Lothian');
  for (const secret of ['4242424242424242', '4242 4242 4242 4242', '12/30', '"cvc"', 'cardNumber']) expect(kept).not.toContain(secret);
  await page.getByRole('button', { name: 'Back to Details' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expectDetailsAsLeft();

  // A reload on the details keeps them too; then the order is placed and they are forgotten.
  await page.reload();
  await expectDetailsAsLeft();
  await details.getByRole('button', { name: 'Continue to Payment' }).click();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/orders\?success=true&order=\d+$/);
  expect(await page.evaluate((key) => sessionStorage.getItem(key), CHECKOUT_DETAILS_KEY)).toBeNull();

  // The payment step typed in by hand, with no details behind it, is the details step.
  await addFirstProduct(page, 'Aldi');
  await page.goto('/checkout?step=payment');
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();
  await expect(county).toHaveValue('Midlothian');
  await expect(terms).not.toBeChecked();
  await expect(page.getByLabel('Card number')).toHaveCount(0);
});

/** Nothing in the open dialog is wider than it: no row, card or price runs past its edge or is cut off. */
async function expectFits(dialog: Locator) {
  const { scrollWidth, clientWidth, past } = await dialog.evaluate((d) => {
    const box = d.getBoundingClientRect();
    const left = box.left + d.clientLeft;
    const right = left + d.clientWidth;
    const describe = (el: Element) => `<${el.tagName.toLowerCase()} class="${String(el.getAttribute('class') ?? '').slice(0, 70)}"> ${el.scrollWidth}/${Math.round(el.getBoundingClientRect().width)}`;
    const past = Array.from(d.querySelectorAll('*'))
      .filter((el) => {
        const r = el.getBoundingClientRect();
        return r.width > 0 && (el.scrollWidth > d.clientWidth || r.right > right + 0.5 || r.left < left - 0.5);
      })
      .map(describe);
    return { scrollWidth: d.scrollWidth, clientWidth: d.clientWidth, past: past.slice(0, 5) };
  });
  expect(past, 'elements wider than the dialog').toEqual([]);
  expect(scrollWidth, 'the dialog scrolls sideways').toBeLessThanOrEqual(clientWidth);
}

/**
 * A toast on screen, by what it says. Found by its region's label rather than by role: while a modal dialog is open
 * the page behind it, toasts included, is hidden from the accessibility tree (screen readers hear the toast through
 * Radix's own live region, a hidden copy this leaves out).
 */
const toastSaying = (page: Page, text: string) => page.locator('[role="region"][aria-label^="Notification"] li').filter({ hasText: text });

const overlaps = (a: { x: number; y: number; width: number; height: number }, b: { x: number; y: number; width: number; height: number }) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

/** The toast is on screen over the open dialog, and neither the dialog's heading nor its close button (top right) is under it. */
async function expectToastClearOfDialog(page: Page, dialog: Locator, toast: Locator) {
  await expect(toast).toBeVisible();
  // A pointer over the toast holds its timer while it is measured.
  await toast.hover();
  await dialog.evaluate((d) => d.scrollTo(0, 0));
  const heading = dialog.getByRole('heading').first();
  const close = dialog.locator(':scope > button').last();
  await expect(close).toHaveAccessibleName('Close');
  const [toastBox, headingBox, closeBox] = await Promise.all([toast.boundingBox(), heading.boundingBox(), close.boundingBox()]);
  const viewport = page.viewportSize()!;
  for (const [what, box] of [
    ['heading', headingBox],
    ['close button', closeBox],
  ] as const) {
    expect(box, what).not.toBeNull();
    expect(box!.y, `${what} on screen`).toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, `${what} on screen`).toBeLessThanOrEqual(viewport.height);
    expect(overlaps(toastBox!, box!), `the toast ${JSON.stringify(toastBox)} covers the ${what} ${JSON.stringify(box)}`).toBe(false);
  }
}

test('the tracking dialog fits at 375, 640 and 1280 px, and "Order cancelled" over it on a phone leaves its heading and close button clear', async ({ page, shopper: _signedIn }) => {
  test.slow();
  for (const chain of ['Tesco', 'Waitrose', 'Aldi'] as const) await addFirstProduct(page, chain);
  const orderNumber = await checkOut(page);
  await page.getByRole('button', { name: `Track order ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog', { name: `Order #${orderNumber}` });
  await expect(dialog.getByTestId('agent-name')).toBeVisible();
  await expect(dialog.getByTestId('tracking-line')).toHaveCount(3);

  for (const size of [PHONE, TABLET, DESKTOP]) {
    await page.setViewportSize(size);
    await settled(page);
    await expectFits(dialog);
    // Every price whole: pounds and pence, inside the dialog.
    for (const line of await dialog.getByTestId('tracking-line').all()) await expect(line).toHaveText(/£\d+\.\d\d$/);
    if (size !== TABLET) await saveScreen(page, `checkout-tracking-${size.width}`);
  }

  // Estimated times that could be true: the van leaves on the delivery day, within the hour before the slot.
  const outFor = dialog.getByTestId('tracking-step').filter({ has: page.getByTestId('step-title').getByText('Out for Delivery', { exact: true }) });
  await expect(outFor).toContainText(/Estimated \d{1,2} \w{3} \d{4}, (0[7-9]|1\d|2[01]):30/);
  // Each chain's collection lies inside that store's opening hours that day (finished before it closes), and before the van leaves.
  const leaves = (await estimateOf(outFor)).at;
  const stores = (await (await page.request.get('/api/stores')).json()) as Store[];
  for (const chain of ['Tesco', 'Waitrose', 'Aldi']) {
    const step = dialog.getByTestId('tracking-step').filter({ has: page.getByTestId('step-title').getByText(collectingFrom(chain), { exact: true }) });
    const { date, at } = await estimateOf(step);
    const open = openingWindow(stores.find((s) => s.name === chain)!.openingHours, date);
    expect(open, `${chain} opens on ${date}`).not.toBeNull();
    expect(at.getTime(), `${chain}'s collection at ${at.toISOString()} after it opens`).toBeGreaterThanOrEqual(open!.open.getTime());
    expect(at.getTime() + COLLECTION_MINUTES * 60_000, `${chain}'s collection done before it closes`).toBeLessThanOrEqual(open!.close.getTime());
    expect(at.getTime(), `${chain}'s collection before the van leaves`).toBeLessThan(leaves.getTime());
  }

  // On a phone, the shopper cancels: the toast says so while the dialog stays open.
  await page.setViewportSize(PHONE);
  await settled(page);
  await dialog.getByRole('button', { name: 'Cancel order' }).click();
  await page.getByRole('alertdialog').getByRole('button', { name: 'Cancel order' }).click();
  await expect(dialog.getByText('Cancelled', { exact: true }).first()).toBeVisible();
  await expectToastClearOfDialog(page, dialog, toastSaying(page, 'Order cancelled'));
  await saveScreen(page, 'checkout-tracking-cancelled-toast-375');
});

test('on a phone, a toast over the store reviews dialog leaves its heading and close button clear', async ({ page }) => {
  // The reviews cannot be loaded: the dialog stays open and a toast says so.
  await page.route(/\/api\/stores\/\d+\/reviews(\?|$)/, (route) => route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ message: 'Internal Server Error' }) }));
  await page.setViewportSize(PHONE);
  await page.goto('/stores');
  const card = page.getByTestId('store-card').filter({ has: page.getByRole('heading', { name: 'Lidl', exact: true }) });
  await card.getByRole('button', { name: /\d+ reviews?$/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Lidl Reviews' });
  await expect(dialog).toBeVisible();
  await expectToastClearOfDialog(page, dialog, toastSaying(page, 'Failed to fetch reviews'));
});

test('the payment step the server renders is painted at its final size: nothing moves when it hydrates and fills its totals @mobile', async ({ page, shopper: _signedIn }, testInfo) => {
  test.slow();
  await addFirstProduct(page, 'Tesco');
  await page.goto('/checkout');
  const details = page.getByRole('form', { name: 'Delivery details' });
  await pickFirstSlot(page);
  await details.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await details.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  const place = page.getByRole('button', { name: /^Place Order/ });
  const total = await place.innerText();

  // Where each part of the page is: the step's heading and its test-mode notice, the button, the summary, the footer.
  const parts = [
    page.getByRole('heading', { name: 'Payment' }),
    page.getByRole('region', { name: 'Test mode: no money moves' }),
    place,
    page.getByRole('complementary', { name: 'Order summary' }),
    page.getByRole('contentinfo'),
  ];
  const layout = async () =>
    Promise.all(
      parts.map(async (part) => {
        const box = (await part.boundingBox())!;
        return [Math.round(box.x), Math.round(box.y), Math.round(box.width), Math.round(box.height)];
      }),
    );
  const width = page.viewportSize()!.width;

  // The first paint: the server's page before any script runs (this tab's details are kept; the server never sees them).
  await page.route('**/*.js', (route) => route.abort());
  // Not page.reload(): that waits for the app to be live, which a page without its script never is.
  await Promise.all([page.waitForEvent('load'), page.evaluate(() => location.reload())]);
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.locator('[data-pending-figure]').first()).toBeVisible();
  await expect(place).toBeDisabled();
  await page.screenshot({ path: testInfo.outputPath(`payment-painted-${width}.png`), fullPage: true });
  const painted = await layout();

  // Hydrated: the kept details are in, the totals filled, and everything where it was painted.
  await page.unroute('**/*.js');
  await page.reload();
  await expect(page.locator('[data-pending-figure]')).toHaveCount(0);
  await expect(place).toBeEnabled();
  await expect(place).toHaveText(total);
  await page.screenshot({ path: testInfo.outputPath(`payment-hydrated-${width}.png`), fullPage: true });
  expect(await layout()).toEqual(painted);
});
