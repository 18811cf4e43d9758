import { z } from 'zod';

/** GET /api/config: what the web app may know about this deployment. */
export const appConfigSchema = z.object({ debugEnabled: z.boolean() });
export type AppConfig = z.infer<typeof appConfigSchema>;
