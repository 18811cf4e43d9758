import type { APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations } from './support/a11y';
import { atBothWidths, saveScreen } from './support/screens';
import { addFirstProduct, checkOut } from './support/shop';
import { STAFF } from './support/staff';

/** Staff take an order to the door through the API (the staff screens have journeys of their own). */
async function deliver(request: APIRequestContext, orderNumber: string): Promise<void> {
  expect((await request.post('/api/login', { data: { email: STAFF.email, password: STAFF.password } })).status()).toBe(200);
  const list = (await (await request.get('/api/fulfilment/orders?view=open')).json()) as { id: number; orderNumber: string }[];
  const { id } = list.find((o) => o.orderNumber === orderNumber)!;
  const order = (await (await request.get(`/api/fulfilment/orders/${id}`)).json()) as { pickingLists: { storeId: number; lines: { id: number }[] }[] };
  const post = async (path: string, data?: object) => expect((await request.post(`/api/fulfilment/orders/${id}${path}`, data ? { data } : {})).status(), path).toBe(200);
  for (const list of order.pickingLists) {
    await post(`/chains/${list.storeId}/start`);
    for (const line of list.lines) await post(`/lines/${line.id}`, { outcome: 'picked' });
    await post(`/chains/${list.storeId}/collect`);
  }
  await post('/out-for-delivery');
  await post('/deliver');
}

test('a shopper turns delivery e-mails off and gets none for the next delivery, downloads their data, then deletes the account @mobile', async ({ page, browser, shopper }) => {
  test.slow();
  await addFirstProduct(page, 'Asda');
  const orderNumber = await checkOut(page);

  // Notifications: delivery updates off, saved at once.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Settings notifications' }).click();
  const settings = page.getByRole('dialog', { name: 'Notifications' });
  const delivery = settings.getByRole('switch', { name: 'Delivery updates' });
  await expect(delivery).toHaveAttribute('aria-checked', 'true');
  await expect(settings.getByText(/are always sent/)).toBeVisible();
  const saved = page.waitForResponse((r) => r.url().endsWith('/api/notification-preferences') && r.request().method() === 'PUT');
  await delivery.focus();
  await page.keyboard.press('Space');
  expect((await saved).status()).toBe(200);
  await expect(delivery).toHaveAttribute('aria-checked', 'false');
  await atBothWidths(page, (width) => saveScreen(page, `notifications-${width}`));
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');

  // The order goes out and arrives: no delivery e-mail reaches the shopper; the confirmation did.
  const staff = await browser.newContext();
  try {
    await deliver(staff.request, orderNumber);
  } finally {
    await staff.close();
  }
  const outbox = (await (await page.request.get(`/api/dev/outbox?to=${encodeURIComponent(shopper.email)}`)).json()) as { messages: { subject: string }[] };
  const aboutOrder = outbox.messages.map((m) => m.subject).filter((s) => s.includes(orderNumber));
  expect(aboutOrder).toEqual([`Your Everystore order ${orderNumber} is confirmed`]);

  // Download my data: a JSON file holding the order.
  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download my data' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^everystore-my-data-\d{4}-\d{2}-\d{2}\.json$/);
  const data = JSON.parse(await readFile((await download.path())!, 'utf8')) as { profile: { email: string }[]; orders: { orderNumber: string }[] };
  expect(data.profile[0]!.email).toBe(shopper.email);
  expect(data.orders.map((o) => o.orderNumber)).toEqual([orderNumber]);

  // Delete my account: the password again, reviews kept; signed out and the address no longer signs in.
  await page.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete my account' });
  await dialog.getByLabel('Your password').fill(shopper.password);
  await atBothWidths(page, (width) => saveScreen(page, `delete-account-${width}`));
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(page.getByText('Your account is closed and you have been signed out everywhere.', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/$/);
  expect((await page.request.get('/api/user')).status()).toBe(401);
  expect((await page.request.post('/api/login', { data: { email: shopper.email, password: shopper.password } })).status()).toBe(401);
});
