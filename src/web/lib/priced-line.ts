import type { Product } from '@/contracts/product';
import type { PricedLine } from '@/domain/cart';
import { poundsToPence } from '@/domain/money';
import type { MultiBuy } from '@/domain/multibuy';

/** A multi-buy as the API shows it (pounds) in the domain's pence; null when none. */
export function multiBuyPence(view: { quantity: number; price: number } | null | undefined): MultiBuy | null {
  return view ? { quantity: view.quantity, pricePence: poundsToPence(view.price) } : null;
}

/** A product at a quantity as the domain prices it (cart.ts `lineTotalPence`): shelf price, discount and multi-buy, pence. */
export function pricedLineOf(product: Pick<Product, 'price' | 'discount' | 'multiBuy'>, quantity: number): PricedLine {
  return { pricePence: poundsToPence(product.price), discountPercent: product.discount, quantity, multiBuy: multiBuyPence(product.multiBuy) };
}
