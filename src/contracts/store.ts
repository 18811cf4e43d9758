import { z } from 'zod';

export const openingHoursSchema = z.array(z.object({ day: z.string(), hours: z.string() }));

export const storeSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  logoColor: z.string(),
  logoImage: z.string().nullable(),
  logoLetter: z.string(),
  /** Miles from the requested (or default) location, 1 decimal. */
  distance: z.number(),
  address: z.string(),
  city: z.string(),
  postcode: z.string(),
  lat: z.number(),
  lng: z.number(),
  phone: z.string(),
  email: z.string().nullable(),
  website: z.string(),
  description: z.string().nullable(),
  openingHours: openingHoursSchema,
  features: z.array(z.string()),
  imageScale: z.number(),
  averageRating: z.number(),
  totalReviews: z.number().int(),
});
export type Store = z.infer<typeof storeSchema>;
/** GET /api/stores */
export const storeListSchema = z.array(storeSchema);

const coordinate = (name: string, min: number, max: number) =>
  z.coerce.number({ error: `${name} must be a number` }).min(min, `${name} must be between ${min} and ${max}`).max(max, `${name} must be between ${min} and ${max}`);

export const storeListQuerySchema = z
  .object({ lat: coordinate('lat', -90, 90).optional(), lng: coordinate('lng', -180, 180).optional() })
  .refine((q) => (q.lat === undefined) === (q.lng === undefined), { message: 'lat and lng must be given together', path: ['lat'] });
