/**
 * `npm run staff:create -- --email x@y [--first-name A --last-name B] [--password-stdin]`: makes a staff account
 * (or promotes an existing one) on the database the server uses (DATABASE_URL, or the embedded one in
 * DATA_DIR). A new account's random password is printed once; with --password-stdin the password is read
 * from standard input instead (and set on an existing account too).
 */
import { parseArgs } from 'node:util';
import { ZodError } from 'zod';
import { openDatabase } from '../src/server/db/client';
import { runMigrations } from '../src/server/db/migrate';
import { loadEnv } from '../src/server/env';
import { createOrPromoteStaff } from '../src/server/modules/fulfilment/staff-accounts';

async function readStdin(): Promise<string> {
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks).toString('utf8').replace(/\r?\n$/, '');
}

const { values } = parseArgs({
  options: {
    email: { type: 'string' },
    'first-name': { type: 'string' },
    'last-name': { type: 'string' },
    'password-stdin': { type: 'boolean', default: false },
  },
});
if (!values.email) {
  console.error('Usage: npm run staff:create -- --email someone@example.com [--first-name A --last-name B] [--password-stdin]');
  process.exit(2);
}

const env = loadEnv();
const password = values['password-stdin'] ? await readStdin() : undefined;
const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
try {
  await runMigrations(database);
  const result = await createOrPromoteStaff(database.db, { email: values.email, firstName: values['first-name'], lastName: values['last-name'], password });
  console.log(`${result.created ? 'Created' : 'Promoted'} staff account ${result.email} (id ${result.userId}).`);
  if (result.created && !values['password-stdin']) console.log(`One-time password (shown once; change it after signing in): ${result.password}`);
  else if (values['password-stdin']) console.log('Password set from standard input.');
  else console.log('The account keeps its password.');
} catch (error) {
  process.exitCode = 1;
  if (error instanceof ZodError) console.error(error.issues.map((i) => `${i.path.join('.') || 'input'}: ${i.message}`).join('\n'));
  else console.error(error);
} finally {
  await database.close();
}
