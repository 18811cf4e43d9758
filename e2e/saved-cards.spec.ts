import { expectNoSeriousA11yViolations, screenshot } from './support/a11y';
import { expect, test } from './support/fixtures';
import { addFirstProduct, pickFirstSlot, readyToPay } from './support/shop';

/** Saved cards (issue 36): a card saved at checkout pays the next order, and the profile manages it. */
test('save a card at checkout, pay the next order with it, and see it under Payment Methods @mobile', async ({ page, shopper }) => {
  test.slow();
  expect(shopper.email).toContain('@');

  // The first order: a new card, kept for next time (the box starts unticked).
  await addFirstProduct(page, 'Tesco');
  await readyToPay(page);
  const payment = page.getByRole('form', { name: 'Payment' });
  const save = payment.getByRole('checkbox', { name: 'Save this card for next time' });
  await expect(save).not.toBeChecked();
  await save.check();
  await screenshot(page, 'saved-cards-new-card');
  await payment.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/orders\?success=true&order=\d+$/);

  // The next order: the saved card is offered first and chosen; no card is typed.
  await addFirstProduct(page, 'Tesco');
  await page.goto('/checkout');
  const details = page.getByRole('form', { name: 'Delivery details' });
  await pickFirstSlot(page);
  await details.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await details.getByRole('button', { name: 'Continue to Payment' }).click();
  const saved = payment.getByRole('radio', { name: /Visa ending 4242/ });
  await expect(saved).toBeChecked();
  await expect(payment.getByRole('radio', { name: 'Use a new card' })).not.toBeChecked();
  await expect(payment.getByLabel('Card number')).toHaveCount(0);
  await screenshot(page, 'saved-cards-payment-step');
  await expectNoSeriousA11yViolations(page);
  await payment.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/orders\?success=true&order=\d+$/);
  const orderNumber = (await page.getByTestId('order-card').first().getByRole('heading').textContent())!.replace('Order #', '');

  // The profile's Payment Methods: the card, its expiry, "Default"; it pays for an open order, so it stays.
  await page.goto('/profile');
  await page.getByRole('button', { name: 'Manage payment methods' }).click();
  const dialog = page.getByRole('dialog', { name: 'Payment Methods' });
  const row = dialog.getByRole('listitem').filter({ hasText: 'Visa ending 4242' });
  await expect(row).toContainText('Default');
  await expect(row).toContainText('Expires 12/30');
  await dialog.getByRole('button', { name: 'Remove Visa ending 4242' }).click();
  // Both orders pay with it; the latest is named.
  await expect(dialog.getByRole('alert')).toHaveText(`This card pays for order ${orderNumber}: you can remove it once that order is delivered or cancelled`);
  await expect(row).toBeVisible();
  await screenshot(page, 'saved-cards-dialog');
  await expectNoSeriousA11yViolations(page);
});
