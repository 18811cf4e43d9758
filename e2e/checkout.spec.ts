import { expect, test } from './support/fixtures';
import { expectNoSeriousA11yViolations, screenshot } from './support/a11y';
import { tabTo } from './support/keyboard';
import { addFirstProduct, amount, fillCard, pickFirstSlot, readyToPay } from './support/shop';

const CHAINS = ['Tesco', 'Aldi', 'Waitrose'] as const;

const pounds = (text: string | null) => Math.round(Number(text!.replace(/[^0-9.]/g, '')) * 100);

test('a shopper fills a basket from three chains, checks out by express with 4242, sees the order and re-orders it @mobile', async ({ page, shopper }) => {
  test.slow();
  const names: string[] = [];
  for (const chain of CHAINS) names.push(await addFirstProduct(page, chain));
  await expect(page.getByRole('button', { name: 'Shopping cart, 3 items' })).toBeVisible();

  // Through the basket drawer to checkout.
  await page.getByRole('button', { name: 'Shopping cart, 3 items' }).click();
  await page.getByRole('button', { name: 'Proceed to Checkout' }).click();
  await expect(page).toHaveURL(/\/checkout$/);
  await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();

  // Step 1: prefilled from the profile; the summary groups by chain and follows the delivery option.
  const details = page.getByRole('form', { name: 'Delivery details' });
  await expect(details.getByLabel('First name')).toHaveValue(shopper.firstName);
  await expect(details.getByLabel('Postcode')).toHaveValue('EH1 3DX');
  const summary = page.getByRole('complementary', { name: 'Order summary' });
  for (const chain of CHAINS) await expect(summary.getByRole('heading', { name: chain, exact: true })).toBeVisible();
  await expect(amount(summary, 'Delivery fee')).toHaveText('£3.99');
  const subtotal = pounds(await amount(summary, 'Subtotal').textContent());
  await details.getByRole('radio', { name: /Express/ }).check();
  await expect(amount(summary, 'Delivery fee')).toHaveText('£5.99');
  await expect(amount(summary, 'Total')).toHaveText(`£${((subtotal + 599) / 100).toFixed(2)}`);
  await pickFirstSlot(page);

  // The terms must be accepted.
  await details.getByRole('button', { name: 'Continue to Payment' }).click();
  await expect(page.getByText('You must accept the terms and conditions')).toBeVisible();
  await details.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await screenshot(page, 'checkout-details');
  await expectNoSeriousA11yViolations(page);
  await details.getByRole('button', { name: 'Continue to Payment' }).click();

  // Step 2: test mode said plainly; a bad card number is caught in the browser.
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeVisible();
  await expect(page.getByText(/test mode/i).first()).toBeVisible();
  await fillCard(page, '4242 4242 4242 4241');
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page.getByText('Please enter a valid card number')).toBeVisible();
  await expect(page.getByLabel('Card number')).toHaveAttribute('aria-invalid', 'true');
  await fillCard(page, '4242 4242 4242 4242');
  await screenshot(page, 'checkout-payment');
  await expectNoSeriousA11yViolations(page);
  // The card goes to the test processor for a token, and nowhere else: the order carries only the token.
  const bodiesSent: { url: string; body: string }[] = [];
  page.on('request', (r) => {
    if (r.method() !== 'GET') bodiesSent.push({ url: new URL(r.url()).pathname, body: r.postData() ?? '' });
  });
  await page.getByRole('button', { name: /^Place Order/ }).click();

  // Success: the toast, the banner, the basket empty everywhere.
  await expect(page.getByText('Order placed successfully!', { exact: true })).toBeVisible();
  await expect(page).toHaveURL(/\/orders\?success=true&order=\d+$/);
  expect(bodiesSent.filter((r) => r.url === '/api/orders')).toHaveLength(1);
  expect(bodiesSent.filter((r) => r.body.replace(/\D/g, '').includes('4242424242424242')).map((r) => r.url)).toEqual(['/api/test-processor/tokens']);
  expect(bodiesSent.find((r) => r.url === '/api/orders')!.body).toMatch(/"paymentToken":"tok_[0-9a-f]{48}"/);
  await expect(page.getByRole('button', { name: 'Shopping cart, 0 items' })).toBeVisible();
  const card = page.getByTestId('order-card').first();
  const orderNumber = (await card.getByRole('heading').textContent())!.replace('Order #', '');
  expect(orderNumber).toMatch(/^ES-[0-9A-Z]{6}$/);
  await expect(page.getByText(`Your order #${orderNumber} has been placed.`, { exact: true })).toBeVisible();
  await expect(page.getByText(`Thank you! Your order #${orderNumber} has been placed.`)).toBeVisible();

  // The order holds the three lines and the total the summary showed.
  await expect(card.getByText('In Progress')).toBeVisible();
  for (const name of names) await expect(card.getByText(name, { exact: false })).toBeVisible();
  await expect(amount(card, 'Delivery fee')).toHaveText('£5.99');
  await expect(amount(card, 'Total')).toHaveText(`£${((subtotal + 599) / 100).toFixed(2)}`);
  await screenshot(page, 'orders');
  await expectNoSeriousA11yViolations(page);

  // View Details: everything, grouped by chain.
  await card.getByRole('button', { name: `View details of order ${orderNumber}` }).click();
  const dialog = page.getByRole('dialog');
  await expect(dialog.getByText('Visa')).toBeVisible();
  // The success toast steps aside: on a phone it would sit over the dialog's heading and close button.
  await expect(page.getByText('Order placed successfully!', { exact: true })).toBeHidden();
  await expect(dialog.getByText(/4242/)).toBeVisible();
  for (const chain of CHAINS) await expect(dialog.getByText(chain).first()).toBeVisible();
  await screenshot(page, 'order-details');
  await expectNoSeriousA11yViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toHaveCount(0);

  // Re-order: the lines come back into the basket, which opens.
  await card.getByRole('button', { name: `Re-order ${orderNumber}` }).click();
  await expect(page.getByText('Re-order initiated', { exact: true })).toBeVisible();
  await expect(page.getByRole('dialog', { name: 'Shopping Cart (3)' })).toBeVisible();
  for (const name of names) await expect(page.getByTestId('cart-drawer').getByText(name)).toBeVisible();

  // A reload reads it all from the server again.
  await page.goto('/orders');
  await expect(page.getByTestId('order-card')).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Shopping cart, 3 items' })).toBeVisible();
});


// The shopper fixture signs a new shopper in before the test starts.
test('with the keyboard alone, a declined card keeps the basket and says why', async ({ page, shopper: _signedIn }) => {
  test.slow();
  const name = await addFirstProduct(page, 'Tesco');
  await page.goto('/checkout');
  await expect(page.getByRole('heading', { name: 'Your Details' })).toBeVisible();

  // Details by keyboard: a delivery day with Enter, its first open slot with Tab and Space, the terms with Space, submit with Enter.
  await tabTo(page, 'button', /^(Mon|Tue|Wed|Thu|Fri|Sat|Sun) \d{1,2} \w{3}/);
  await page.keyboard.press('Enter');
  for (let i = 0; i < 10 && !(await page.evaluate(() => (document.activeElement as HTMLInputElement | null)?.type === 'radio')); i++) await page.keyboard.press('Tab');
  await page.keyboard.press('Space');
  await expect(page.getByTestId('slot-picker').getByRole('radio', { checked: true })).toHaveCount(1);
  await tabTo(page, 'checkbox', /I accept the terms and conditions/);
  await page.keyboard.press('Space');
  await tabTo(page, 'button', /Continue to Payment/);
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: 'Payment' })).toBeFocused();

  // Payment by keyboard: type each field, then Enter.
  for (const [field, value] of [
    [/Cardholder name/, 'Ada Lovelace'],
    [/Card number/, '4000000000000002'],
    [/Expiry/, '1230'],
    [/CVC/, '123'],
  ] as const) {
    await tabTo(page, 'textbox', field);
    await page.keyboard.type(value);
  }
  await tabTo(page, 'button', /Place Order/);
  await page.keyboard.press('Enter');

  await expect(page.getByText('Checkout failed', { exact: true })).toBeVisible();
  await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toContainText('Nothing was charged and your basket is kept.');
  await expect(page).toHaveURL(/\/checkout\?step=payment$/);
  await expect(page.getByRole('button', { name: 'Shopping cart, 1 items' }).or(page.getByRole('button', { name: 'Shopping cart, 1 item' }))).toBeVisible();
  await screenshot(page, 'checkout-declined');

  // Nothing was ordered; the basket is still there after a reload.
  const orders = await page.evaluate(async () => (await (await fetch('/api/orders', { credentials: 'include' })).json()) as { totalCount: number });
  expect(orders.totalCount).toBe(0);
  await page.reload();
  await expect(page.getByRole('complementary', { name: 'Order summary' }).getByText(name)).toBeVisible();
});

test('two tabs on one basket: the first places the order, the second is told its basket changed and charges nothing', async ({ page, shopper: _signedIn }) => {
  test.slow();
  await addFirstProduct(page, 'Tesco');
  await addFirstProduct(page, 'Lidl');
  // A second tab of the same browser, at the payment step of the same basket.
  const second = await page.context().newPage();
  for (const tab of [page, second]) await readyToPay(tab);
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/orders\?success=true&order=\d+$/);

  await second.getByRole('button', { name: /^Place Order/ }).click();
  // Told why, and shown the basket as it is now: empty, the other tab ordered it.
  await expect(second.getByText('Your basket changed in another window: review it before paying.', { exact: false }).first()).toBeVisible();
  await expect(second.getByRole('heading', { name: 'Your Cart is Empty' })).toBeVisible();
  await screenshot(second, 'checkout-basket-changed');
  await expect(second.getByRole('button', { name: 'Shopping cart, 0 items' })).toBeVisible();

  // One order, as the first tab placed it.
  await page.goto('/orders');
  await expect(page.getByTestId('order-card')).toHaveCount(1);
});
