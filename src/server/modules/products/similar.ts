import type { SimilarProduct } from '@/contracts/product';
import type { Db } from '../../db/client';
import { getProduct } from './service';

/** Placeholder until the similarity rules land in src/domain/similarity.ts. */
export async function similarProducts(db: Db, id: number): Promise<SimilarProduct[]> {
  await getProduct(db, id);
  return [];
}
