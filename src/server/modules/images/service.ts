import { eq } from 'drizzle-orm';
import { CATEGORIES } from '@/domain/categories';
import { productPlaceholderSvg } from '@/domain/placeholder-svg';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';

/** A product's generated picture (its name on its category's colour and icon), or null for an unknown product. */
export async function productImageSvg(db: Db, productId: number): Promise<string | null> {
  const [row] = await db
    .select({ name: products.name, categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) return null;
  const category = CATEGORIES.find((c) => c.id === row.categoryId)?.name ?? 'Pantry';
  return productPlaceholderSvg(row.name, category);
}
