import { z } from 'zod';
import { ORDER_LIMITS } from '../domain/order-limits';
import { operatorDetailsFrom, operatorEnv, type OperatorDetails } from './operator-env';

const DEFAULT_MAIL_FROM = 'Everystore <no-reply@everystore.local>';
/** An address, or "Name <address>". */
const MAILBOX = /^(?:[^<>\r\n]*<[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+>|[^\s@<>]+@[^\s@<>]+\.[^\s@<>]+)$/;

function isUrl(value: string): boolean {
  try {
    return new URL(value).hostname !== '';
  } catch {
    return false;
  }
}

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
  /** The SMTP server the outbox is sent through (smtp:// or smtps://, user and password in the URL); unset logs each e-mail instead. */
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\/[^/?#\s]+/, 'SMTP_URL must be an smtp:// or smtps:// URL with a host')
    .refine(isUrl, 'SMTP_URL must be an smtp:// or smtps:// URL with a host')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  /** The From header of every e-mail: an address, or a name and an address in angle brackets. */
  /** The shop's public origin, for links in e-mails (unsubscribe); default http://localhost:$PORT. */
  PUBLIC_URL: z
    .string()
    .refine(isUrl, 'PUBLIC_URL must be an http(s) URL such as https://everystore.example')
    .transform((v) => v.replace(/\/+$/, ''))
    .optional()
    .or(z.literal('').transform(() => undefined)),
  MAIL_FROM: z.string().regex(MAILBOX, 'MAIL_FROM must be an e-mail address or "Name <address>"').default(DEFAULT_MAIL_FROM),
  /**
   * A secret that lets GET /api/metrics be read from other machines (`Authorization: Bearer <token>`); unset, only
   * this machine (loopback, not through a proxy) may read it.
   */
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .regex(/^\S+$/, 'METRICS_TOKEN must not contain spaces')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  ...operatorEnv,
  /** Orders one delivery slot takes (issue 12), and how many hours before a slot starts its orders close. */
  DELIVERY_SLOT_CAPACITY: z.coerce.number().int('DELIVERY_SLOT_CAPACITY must be a whole number').min(1).max(1_000_000).default(20),
  DELIVERY_SLOT_CUTOFF_HOURS: z.coerce.number().int('DELIVERY_SLOT_CUTOFF_HOURS must be a whole number').min(0).max(72).default(12),
  /** How much one account may order: orders in any hour, and open orders for one delivery day (src/domain/order-limits.ts). */
  ORDERS_PER_HOUR: z.coerce.number().int('ORDERS_PER_HOUR must be a whole number').min(1).max(1_000_000).default(ORDER_LIMITS.perHour),
  OPEN_ORDERS_PER_DAY: z.coerce.number().int('OPEN_ORDERS_PER_DAY must be a whole number').min(1).max(1_000_000).default(ORDER_LIMITS.openPerDay),
  /** How often (ms) an instance asks whether the catalogue's prices changed before answering from its caches (http/catalogue-freshness.ts). */
  /** How often (minutes) the app runs the price-drop alerts job (one instance at a time); 0 turns the timer off. */
  PRICE_ALERTS_MINUTES: z.coerce.number().int('PRICE_ALERTS_MINUTES must be a whole number').min(0).max(1440).default(60),
  CATALOGUE_CHECK_MS: z.coerce.number().int('CATALOGUE_CHECK_MS must be a whole number').min(0).max(60_000).default(1000),
});

export type Env = z.infer<typeof envSchema> & {
  debugEnabled: boolean;
  /** The company that runs the shop, shown on the policy pages (operator-env.ts). */
  operator: OperatorDetails;
};

/** Validates process.env at start-up and fails fast with one line per problem. */
export function loadEnv(source: NodeJS.ProcessEnv = process.env): Env {
  const parsed = envSchema.safeParse(source);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((i) => `  ${i.path.join('.') || 'env'}: ${i.message}`);
    throw new Error(`Invalid environment configuration:\n${lines.join('\n')}`);
  }
  const env = parsed.data;
  return { ...env, debugEnabled: env.ENABLE_DEBUG ?? env.NODE_ENV !== 'production', operator: operatorDetailsFrom(env) };
}
