import { ageRestrictionOf } from '@/domain/age-restrictions';
import { categoryNameOf } from '@/domain/categories';
import { sameProductKey } from '@/domain/same-product';
import { penceToPounds } from '@/domain/money';
import { multiBuyOf } from '@/domain/multibuy';
import { paidUnitPrice } from '@/domain/unit-price';
import type { Product } from '@/contracts/product';
import type { products } from '../../db/schema';
import { productPictureUrlOf } from '../images/service';

export type ProductRow = typeof products.$inferSelect;

/** The chain's multi-buy on the product, pounds on the wire; null when none (and always on alcohol). */
function multiBuyView(row: Pick<ProductRow, 'multibuyQuantity' | 'multibuyPricePence' | 'abvPercent'>): Product['multiBuy'] {
  const m = multiBuyOf(row);
  return m && { quantity: m.quantity, price: penceToPounds(m.pricePence) };
}

/** The honest "was" while it lasts (products.was_until; modules/prices/record.ts keeps both), for a product on an offer. */
function wasView(row: Pick<ProductRow, 'discountPercent' | 'wasPricePence' | 'wasUntil'>, now: number): number | null {
  if (row.discountPercent <= 0 || row.wasPricePence === null || row.wasUntil === null || row.wasUntil.getTime() <= now) return null;
  return penceToPounds(row.wasPricePence);
}

/** The only place a product row becomes the API's product: pence become pounds here; the unit price is of the price paid, after any offer. */
export function toProduct(
  row: Pick<ProductRow, 'id' | 'name' | 'pricePence' | 'categoryId' | 'storeId' | 'brand' | 'description' | 'discountPercent' | 'multibuyQuantity' | 'multibuyPricePence' | 'unit' | 'available' | 'featured' | 'image' | 'abvPercent' | 'caffeineMgPerLitre' | 'wasPricePence' | 'wasUntil'>,
  now = Date.now(),
): Product {
  const unit = paidUnitPrice({ pricePence: row.pricePence, discountPercent: row.discountPercent, unit: row.unit, name: row.name });
  const category = categoryNameOf(row.categoryId);
  return {
    id: row.id,
    name: row.name,
    price: penceToPounds(row.pricePence),
    category,
    categoryId: row.categoryId,
    storeId: row.storeId,
    brand: row.brand,
    description: row.description,
    discount: row.discountPercent,
    unit: row.unit,
    available: row.available,
    featured: row.featured,
    image: productPictureUrlOf(row),
    unitPrice: unit ? { amount: penceToPounds(unit.pencePerUnit), per: unit.per, label: unit.label } : null,
    ageRestriction: ageRestrictionOf(row),
    multiBuy: multiBuyView(row),
    wasPrice: wasView(row, now),
  };
}

/** A search answer's product with its same-product key, when it has one (a product without a brand has none). */
export function withSameProductKey(product: Product): Product {
  const key = sameProductKey(product);
  return key === null ? product : { ...product, sameProductKey: key };
}
