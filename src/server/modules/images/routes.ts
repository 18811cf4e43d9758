import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DB_ID_MAX } from '@/contracts/common';
import { notFound, parseInput } from '../../http/errors';
import { productImageSvg } from './service';

const imageParams = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,9}\.svg$/, 'file must look like 12.svg')
    .transform((file) => Number(file.slice(0, -4)))
    .refine((id) => id <= DB_ID_MAX, 'file must look like 12.svg'),
});

/** Generated product pictures: no photos ship offline, so each product gets a category-coloured SVG. */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  app.get('/img/products/:file', async (request, reply) => {
    const { file: productId } = parseInput(imageParams, request.params);
    const svg = await productImageSvg(app.database.db, productId);
    if (svg === null) throw notFound(`Image ${productId}.svg not found`);
    return reply.type('image/svg+xml').header('cache-control', 'public, max-age=86400').send(svg);
  });
}
