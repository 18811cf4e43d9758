import { z } from 'zod';

const envSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int('PORT must be a whole number').min(0).max(65535).default(3000),
  HOST: z.string().min(1).default('0.0.0.0'),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, 'DATABASE_URL must be a postgres:// or postgresql:// URL')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  DATA_DIR: z.string().min(1).default('./data'),
  /** The built web app to serve; unset (or empty) serves dist/web. A relative path is from the working directory. */
  WEB_ROOT: z
    .string()
    .min(1)
    .optional()
    .or(z.literal('').transform(() => undefined)),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /**
   * How many reverse proxies stand in front of the app (0 = none). The client's address is taken that many
   * hops from the right of X-Forwarded-For, so addresses a client writes into the header itself are never
   * believed. 'true' means one proxy, 'false' none.
   */
  TRUST_PROXY: z
    .string()
    .default('0')
    .transform((v) => (v === 'true' ? '1' : v === 'false' ? '0' : v))
    .pipe(z.string().regex(/^\d$/, 'TRUST_PROXY must be a number of proxy hops from 0 to 9, true (1) or false (0)'))
    .transform(Number),
  /** The debug page and the dev mail outbox are off in production unless this is set. */
  ENABLE_DEBUG: z
    .enum(['true', 'false', '1', '0'])
    .optional()
    .transform((v) => (v === undefined ? undefined : v === 'true' || v === '1')),
});

export type Env = z.infer<typeof envSchema> & { debugEnabled: boolean };

/** Validates process.env at start-up and fails fast with one line per problem. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return { ...env, debugEnabled: env.ENABLE_DEBUG ?? env.NODE_ENV !== 'production' };
}
