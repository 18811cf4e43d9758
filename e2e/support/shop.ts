import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures';

export const CHAIN_IDS = { Tesco: 1, "Sainsbury's": 2, Asda: 3, Morrisons: 4, Waitrose: 5, Aldi: 6, Lidl: 7, 'Co-op': 8 } as const;
export type Chain = keyof typeof CHAIN_IDS;

/** Adds the first buyable product of a chain from its store page, as a shopper does; returns its name. */
export async function addFirstProduct(page: Page, chain: Chain): Promise<string> {
  await page.goto(`/stores?store=${CHAIN_IDS[chain]}`);
  await expect(page.getByRole('heading', { name: `${chain} Products` })).toBeVisible();
  const add = page.getByRole('list', { name: 'Products' }).getByRole('button', { name: /^Add .* to cart$/ }).first();
  const label = (await add.getAttribute('aria-label'))!;
  await add.click();
  return label.replace(/^Add /, '').replace(/ to cart$/, '');
}

/** The amount beside a term in a summary's definition list. */
export const amount = (scope: Locator, term: string) => scope.locator('dt', { hasText: new RegExp(`^${term}$`, 'i') }).locator('+ dd');

export async function fillCard(page: Page, card: string) {
  const form = page.getByRole('form', { name: 'Payment' });
  await form.getByLabel('Cardholder name').fill('Ada Lovelace');
  await form.getByLabel('Card number').fill(card);
  await form.getByLabel('Expiry (MM/YY)').fill('12/30');
  await form.getByLabel('CVC').fill('123');
}

/** The first delivery slot still open on the day the picker shows. */
export async function pickFirstSlot(page: Page) {
  const slot = page.getByTestId('slot-picker').getByRole('radio', { disabled: false }).first();
  await slot.check();
  return slot;
}

/** From the basket to the payment step with test card 4242 typed in (standard delivery, the first open slot). */
export async function readyToPay(page: Page): Promise<void> {
  await page.goto('/checkout');
  const details = page.getByRole('form', { name: 'Delivery details' });
  await pickFirstSlot(page);
  await details.getByRole('checkbox', { name: 'I accept the terms and conditions' }).check();
  await details.getByRole('button', { name: 'Continue to Payment' }).click();
  await fillCard(page, '4242 4242 4242 4242');
}

/** From the basket to a placed order (standard delivery, the first open slot, test card 4242): returns the order number. */
export async function checkOut(page: Page): Promise<string> {
  await readyToPay(page);
  await page.getByRole('button', { name: /^Place Order/ }).click();
  await expect(page).toHaveURL(/\/orders\?success=true&order=\d+$/);
  const card = page.getByTestId('order-card').first();
  return (await card.getByRole('heading').textContent())!.replace('Order #', '');
}
