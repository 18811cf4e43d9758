/**
 * `npm run alerts:send`: the daily price-drop e-mails (modules/prices/alerts.ts) on the database the server uses. With
 * SMTP_URL set the messages are queued in the outbox for the running app's sender; without it they are written as
 * sent and printed here. At most one a shopper a day, however often it runs (the app also runs it on a timer).
 * On the embedded database it refuses while the app runs there, as every command does (db/data-dir-lock.ts).
 */
import { loadEnv } from '../src/server/env';
import { Mailer, type MailMessage } from '../src/server/modules/mail/mailer';
import { UnsubscribeTokens } from '../src/server/modules/notifications/unsubscribe-tokens';
import { PRICE_ALERTS_LOCK, sendPriceAlerts } from '../src/server/modules/prices/alerts';
import { openCommandDatabase } from './command-database';

const env = loadEnv();
const database = await openCommandDatabase(env);
try {
  const links = { tokens: await UnsubscribeTokens.load(database.db), origin: env.PUBLIC_URL ?? `http://localhost:${env.PORT}` };
  const print = (m: MailMessage) => console.log(`e-mail to ${m.to}: ${m.subject}\n${m.body}\n`);
  // With SMTP the running app's sender delivers what is queued (it polls the outbox); here nothing is woken.
  const mailer = env.SMTP_URL ? new Mailer(database.db, { wake() {} }, undefined, links) : new Mailer(database.db, null, print, links);
  const result = await database.tryWithLock(PRICE_ALERTS_LOCK, () => sendPriceAlerts(database.db, mailer));
  if (result === null) console.log('Another instance is sending the price alerts now; nothing done.');
  else console.log(`Price alerts: ${result.sent} e-mail${result.sent === 1 ? '' : 's'} ${env.SMTP_URL ? 'queued' : 'written'}.`);
} catch (error) {
  process.exitCode = 1;
  console.error(error instanceof Error ? error.message : error);
} finally {
  await database.close();
}
