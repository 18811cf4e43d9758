import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { DB_ID_MAX } from '@/contracts/common';
import { notFound, parseInput } from '../../http/errors';
import { pictureIcons } from './icon-set';
import { productPicture } from './service';

const imageParams = z.object({
  file: z
    .string()
    .regex(/^[1-9]\d{0,9}\.svg$/, 'file must look like 12.svg')
    .transform((file) => Number(file.slice(0, -4)))
    .refine((id) => id <= DB_ID_MAX, 'file must look like 12.svg'),
});
// Other query parameters are ignored, like any static file's; only the version decides the cache lifetime.
const imageQuery = z.object({ v: z.string().max(20, 'v is a picture version').optional() });

/** The year a versioned picture may be kept: its URL changes whenever the picture does. */
const VERSIONED = 'public, max-age=31536000, immutable';
/** Unversioned or outdated URLs (order lines keep the bare path) still answer, but are checked again daily. */
const UNVERSIONED = 'public, max-age=86400';

/** Product pictures: an illustration of the item chosen by the domain's picture rule, drawn as an SVG. */
export async function imageRoutes(app: FastifyInstance): Promise<void> {
  // The icon set is read once per process (about 100 ms): start that as the server gets ready, not on a shopper's first picture.
  app.addHook('onReady', async () => {
    void pictureIcons().catch((error: unknown) => app.log.warn({ err: error }, 'product picture icons could not be read yet'));
  });
  app.get('/img/products/:file', async (request, reply) => {
    const { file: productId } = parseInput(imageParams, request.params);
    const { v } = parseInput(imageQuery, request.query);
    const picture = await productPicture(app.database.db, productId);
    if (picture === null) throw notFound(`Image ${productId}.svg not found`);
    return reply
      .type('image/svg+xml')
      .header('cache-control', v === picture.version ? VERSIONED : UNVERSIONED)
      .send(picture.svg);
  });
}
