import { eq } from 'drizzle-orm';
import { categoryNameOf } from '@/domain/categories';
import { pictureFor } from '@/domain/product-picture';
import type { Db } from '../../db/client';
import { products } from '../../db/schema';
import { ICON_SET_VERSION, pictureIcons } from './icon-set';
import { pictureSvg, pictureVersion } from './picture-svg';

export interface ProductPictureFile {
  svg: string;
  /** The version the product's current URL carries (see productPictureUrl). */
  version: string;
}

/** A product's picture (its illustration on its category's colour), or null for an unknown product. */
export async function productPicture(db: Db, productId: number): Promise<ProductPictureFile | null> {
  const [row] = await db
    .select({ name: products.name, categoryId: products.categoryId })
    .from(products)
    .where(eq(products.id, productId));
  if (!row) return null;
  const category = categoryNameOf(row.categoryId);
  const icon = (await pictureIcons()).get(pictureFor(row.name, category).icon)!;
  return { svg: pictureSvg(row.name, category, icon), version: pictureVersion(row.name, category, ICON_SET_VERSION) };
}

/** The URL the API gives for a product's picture: the stored path plus a version, so it can be cached for a year. */
export function productPictureUrl(storedPath: string, name: string, category: string): string {
  if (!storedPath.startsWith('/img/products/') || storedPath.includes('?')) return storedPath;
  return `${storedPath}?v=${pictureVersion(name, category, ICON_SET_VERSION)}`;
}

/** productPictureUrl for a row read with the product's current name and category id (an order's lines). */
export function productPictureUrlOf(row: { image: string; name: string; categoryId: number }): string {
  return productPictureUrl(row.image, row.name, categoryNameOf(row.categoryId));
}
