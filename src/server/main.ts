import { setFlagsFromString } from 'node:v8';
import { buildApp } from './app';
import { openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { loadCatalogue } from './db/seed/catalogue';
import { seedIfEmpty } from './db/seed/seed';
import { loadEnv } from './env';
import { handlersFinished, takeInWhatWasSent } from './http/shutdown';
import { warmUp } from './http/warm-up';
import { startupMessage } from './startup-message';
import { currentVocabulary } from './modules/products/vocabulary';

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    console.error((error as Error).message);
    process.exit(1);
  }
  // The embedded database is PostgreSQL compiled to WebAssembly. V8 compiles WebAssembly with its baseline compiler
  // first and optimises a function only once it is hot, so a search or an order taking a path not yet taken ran
  // at baseline speed (first searches p95 8.5 -> 5.5 ms at 100,000 products). Compiling it optimised up front costs
  // about a second at start-up, once.
  if (!env.DATABASE_URL) setFlagsFromString('--no-liftoff');
  const database = await openDatabase({ url: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await runMigrations(database);
  const seeded = await seedIfEmpty(database, loadCatalogue);
  const app = await buildApp({ database, env });
  if (seeded) app.log.info('seeded the catalogue into an empty database');
  // The search vocabulary is read before the first shopper arrives: read by the first search, it held the embedded
  // database (and so the event loop) for a quarter of a second while a crowd's first requests queued behind it.
  await currentVocabulary(database.db);

  let closing = false;
  /**
   * SIGTERM/SIGINT: take in what clients already sent (http/shutdown.ts), stop listening, answer the requests in
   * flight (each with `Connection: close`), end the tracking streams (their preClose hook), send the mail that is
   * due (the mail plugin's onClose), close the database and exit 0; past 10 s, exit 1 whatever is left.
   */
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    app.shuttingDown = true;
    const force = setTimeout(() => {
      app.log.error('shutdown took longer than 10 s: exiting');
      process.exit(1);
    }, 10_000);
    force.unref();
    try {
      await takeInWhatWasSent(app);
      // Keep-alive sockets that finish their last response would otherwise hold close() open.
      const reaper = setInterval(() => app.server.closeIdleConnections(), 100);
      reaper.unref();
      await app.close();
      // A handler whose client went away is still at work: its database goes last.
      await handlersFinished(app);
      await database.close();
      app.log.info('shut down cleanly');
      process.exitCode = 0;
    } catch (error) {
      app.log.error({ err: error }, 'error during shutdown');
      process.exitCode = 1;
    }
    // Let pino flush before leaving.
    setImmediate(() => process.exit());
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  // The first crowd meets a warm server: the first-time costs of the common reads are paid before the port opens.
  const warm = await warmUp(app);
  app.log.info(`warmed up in ${Math.round(warm.ms)} ms`);
  await app.listen({ port: env.PORT, host: env.HOST });
  app.log.info(`Everystore is ready on http://localhost:${env.PORT} (${database.kind} database)`);
  console.log(`\n${startupMessage(env)}\n`);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
