import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y';
import { addFirstProduct, fillCard } from './support/shop';

interface SlotsAnswer {
  days: { date: string; label: string; slots: { id: string; label: string; end: string; status: string; available: boolean; remaining: number }[] }[];
}

test('a shopper picks a delivery slot at checkout and the order carries it', async ({ page, shopper: _signedIn }) => {
  test.slow();
  await addFirstProduct(page, 'Tesco');

  // The real answer, with the first day's 12:00 slot shown full (as 20 other orders would make it).
  await page.route((url) => url.pathname === '/api/delivery-slots' && url.searchParams.get('option') === 'standard', async (route) => {
    const response = await route.fetch();
    const body = (await response.json()) as SlotsAnswer;
    const noon = body.days[0]!.slots[2]!;
    Object.assign(noon, { status: 'full', available: false, remaining: 0 });
    await route.fulfill({ response, json: body });
  });

  // Through the basket, as a shopper goes: the browser asks for the slots (a /checkout loaded afresh comes from the
  // server with them already in it, decision 014, and the answer above would not be seen).
  await page.getByRole('button', { name: /^Shopping cart, 1 items?$/ }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  const details = page.getByRole('form', { name: 'Delivery details' });
  const picker = details.getByTestId('slot-picker');
  await expect(picker.getByRole('group', { name: 'Delivery day' }).getByRole('button')).toHaveCount(6);
  const firstDay = picker.getByRole('group', { name: 'Delivery day' }).getByRole('button').first();
  await expect(firstDay).toHaveAttribute('aria-pressed', 'true');
  const full = picker.getByRole('radio', { name: /^12:00–14:00/ });
  await expect(full).toBeDisabled();
  await expect(full).toHaveAccessibleName('12:00–14:00 Full');
  await picker.getByRole('radio', { name: /^16:00–18:00/ }).check();
  await screenshot(page, 'checkout-slots');
  await expectNoSeriousA11yViolations(page);

  // Express offers tomorrow only; back to standard, the second day, 16:00–18:00.
  await details.getByRole('radio', { name: /Express/ }).check();
  await expect(picker.getByRole('group', { name: 'Delivery day' })).toHaveCount(0);
  await expect(picker.getByRole('radio')).toHaveCount(7);
  await details.getByRole('radio', { name: /Standard/ }).check();
  const secondDay = picker.getByRole('group', { name: 'Delivery day' }).getByRole('button').nth(1);
  const dayLabel = (await secondDay.textContent())!.replace(/ Full$/, '');
  await secondDay.click();
  await expect(picker.getByRole('radiogroup', { name: `Slots on ${dayLabel}` })).toBeVisible();
  await picker.getByRole('radio', { name: /^16:00–18:00/ }).check();
  await details.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();

  // Pay; the order carries the slot and promises its end.
  await details.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await fillCard(page, '4242 4242 4242 4242');
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/orders\?success=true&order=\d+$/);
  const slots = (await (await page.request.get('/api/delivery-slots?option=standard')).json()) as SlotsAnswer;
  const picked = slots.days[1]!.slots[4]!;
  expect(picked.label).toBe('16:00–18:00');
  const orders = (await (await page.request.get('/api/orders')).json()) as { orders: { deliverySlot: { id: string; label: string } | null; estimatedDelivery: string }[] };
  expect(orders.orders[0]!.deliverySlot).toMatchObject({ id: picked.id, label: `${dayLabel}, 16:00–18:00` });
  expect(orders.orders[0]!.estimatedDelivery).toBe(picked.end);
});

test('a postcode outside the delivery area is said on the details step, before paying', async ({ page, shopper: _signedIn }) => {
  await addFirstProduct(page, 'Tesco');
  await page.goto('/checkout');
  const details = page.getByRole('form', { name: 'Delivery details' });
  await details.getByLabel('Postcode').fill('G1 1AA');
  const message = "We don't deliver to G1 1AA yet: Everystore delivers across Edinburgh (postcodes EH1 to EH17).";
  await expect(details.getByTestId('slot-picker').getByText(message)).toBeVisible();
  await details.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await details.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(details.getByLabel('Postcode')).toHaveAccessibleDescription(message);
  await expect(page.getByRole('heading', { name: 'Payment' })).toHaveCount(0);
  await screenshot(page, 'checkout-postcode-not-covered');
});
