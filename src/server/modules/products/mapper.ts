import { CATEGORIES } from '@/domain/categories';
import { penceToPounds } from '@/domain/money';
import { unitPrice } from '@/domain/unit-price';
import type { Product } from '@/contracts/product';
import type { products } from '../../db/schema';

export type ProductRow = typeof products.$inferSelect;

const categoryNames = new Map<number, string>(CATEGORIES.map((c) => [c.id, c.name]));

/** The only place a product row becomes the API's product: pence become pounds here. */
export function toProduct(row: Pick<ProductRow, 'id' | 'name' | 'pricePence' | 'categoryId' | 'storeId' | 'brand' | 'description' | 'discountPercent' | 'unit' | 'available' | 'featured' | 'image'>): Product {
  const unit = row.unit ? unitPrice(row.pricePence, row.unit, row.name) : null;
  return {
    id: row.id,
    name: row.name,
    price: penceToPounds(row.pricePence),
    category: categoryNames.get(row.categoryId) ?? 'Other',
    categoryId: row.categoryId,
    storeId: row.storeId,
    brand: row.brand,
    description: row.description,
    discount: row.discountPercent,
    unit: row.unit,
    available: row.available,
    featured: row.featured,
    image: row.image,
    unitPrice: unit ? { amount: penceToPounds(unit.pencePerUnit), per: unit.per, label: unit.label } : null,
  };
}
