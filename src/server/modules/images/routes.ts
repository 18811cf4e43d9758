import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { CATEGORIES } from '@/domain/categories';
import { productPlaceholderSvg } from '@/domain/placeholder-svg';
import { products } from '../../db/schema';
import { notFound, parseInput } from '../../http/errors';

const imageParams = z.object({ file: z.string().regex(/^[1-9]\d{0,9}\.svg$/, 'file must look like 12.svg') });

/** Generated product pictures: no photos ship offline, so each product gets a category-coloured SVG. */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/img/products/:file', async (request, reply) => {
    const { file } = parseInput(imageParams, request.params);
    const id = Number(file.slice(0, -4));
    const [row] = await app.database.db
      .select({ name: products.name, categoryId: products.categoryId })
      .from(products)
      .where(eq(products.id, id));
    if (!row) throw notFound(`Image ${file} not found`);
    const category = CATEGORIES.find((c) => c.id === row.categoryId)?.name ?? 'Pantry';
    return reply
      .type('image/svg+xml')
      .header('cache-control', 'public, max-age=86400')
      .send(productPlaceholderSvg(row.name, category));
  });
}
