import type { Env } from './env';

/**
 * What `npm start` tells the person who started the shop, once it is ready, in plain lines (the JSON log follows
 * for machines): where to open it, which database it is on, where its e-mails go (sign-up codes included), and how to
 * reach /debug. Build reports and the like are kept out of it: they read as errors to someone starting a shop.
 */
export function startupMessage(env: Pick<Env, 'PORT' | 'DATABASE_URL' | 'DATA_DIR' | 'SMTP_URL' | 'debugEnabled'>): string {
  const database = env.DATABASE_URL ? `PostgreSQL at ${postgresWhere(env.DATABASE_URL)}` : `embedded (PGlite), kept in ${env.DATA_DIR}`;
  const mail = env.SMTP_URL
    ? `E-mails are sent through the SMTP server in SMTP_URL.`
    : `E-mails are written to this log: look for 'e-mail to' (a new account's verification code is there).`;
  const debug = env.debugEnabled ? 'The /debug page is on.' : 'The /debug page is off: start with ENABLE_DEBUG=1 to use it.';
  return [`Everystore is ready: http://localhost:${env.PORT}`, `Database: ${database}`, mail, debug].join('\n');
}

/** host:port/name of a database URL, never its password. */
function postgresWhere(url: string): string {
  try {
    const u = new URL(url);
    return `${u.hostname}${u.port ? `:${u.port}` : ''}${u.pathname}`;
  } catch {
    return 'DATABASE_URL';
  }
}
