import { describe, expect, it } from 'vitest';
import { startupMessage } from './startup-message';

const base = { PORT: 3000, DATABASE_URL: undefined, DATA_DIR: './data', SMTP_URL: undefined, debugEnabled: false };

describe('the start-up message', () => {
  it('says where to open the shop, the embedded database, where e-mails (and codes) go, and how to reach /debug', () => {
    expect(startupMessage(base).split('\n')).toEqual([
      'Everystore is ready: http://localhost:3000',
      'Database: embedded (PGlite), kept in ./data',
      "E-mails are written to this log: look for 'e-mail to' (a new account's verification code is there).",
      'The /debug page is off: start with ENABLE_DEBUG=1 to use it.',
    ]);
  });

  it('names a PostgreSQL server without its password, SMTP when set, and /debug when on', () => {
    const text = startupMessage({ ...base, DATABASE_URL: 'postgres://shop:s3cret@db.internal:5433/everystore', SMTP_URL: 'smtp://mail:25', debugEnabled: true });
    expect(text).toContain('Database: PostgreSQL at db.internal:5433/everystore');
    expect(text).not.toContain('s3cret');
    expect(text).toContain('E-mails are sent through the SMTP server in SMTP_URL.');
    expect(text).toContain('The /debug page is on.');
  });
});
