import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type TestProjectInlineConfiguration } from 'vitest/config';

const src = fileURLToPath(new URL('./src', import.meta.url));
const alias = { '@': src };

/** The API suite's settings, shared by its PGlite (`api`) and PostgreSQL (`api-pg`) projects. */
const api: TestProjectInlineConfiguration['test'] = {
  environment: 'node',
  include: ['src/server/**/*.api.test.ts'],
  // Builds the run's database templates (src/server/test/database-template.ts), of the project's kind.
  globalSetup: ['src/server/test/global-setup.ts'],
  testTimeout: 30_000,
  hookTimeout: 60_000,
  // A worker keeps its module graph from file to file: the app's modules are imported and PGlite's WebAssembly
  // compiled once per worker, not once per file (about 2 s a file). Each file still boots an app and a database
  // of its own (createTestApp); what a module keeps between files is a cache that any file may share.
  isolate: false,
};

/**
 * With TEST_DATABASE_URL set (scripts/pg-cluster.sh sets it), the same run also holds the API suite on that
 * PostgreSQL as a project of its own, so its files share the workers with the rest instead of waiting for a
 * second run. `TEST_DB=postgres vitest run --project api` (npm run test:pg) still runs the suite on PostgreSQL alone.
 */
/** API files that test the embedded database's own process (start-up, seed, shutdown, the data folder's lock, the price commands): run once, in `api`. */
const EMBEDDED_ONLY = ['src/server/main.api.test.ts', 'src/server/shutdown.api.test.ts', 'src/server/built-server.api.test.ts', 'src/server/modules/prices/price-commands.api.test.ts'];

const withPostgres = Boolean(process.env.TEST_DATABASE_URL) && process.env.TEST_DB !== 'postgres';

/** The component tests' settings (jsdom), shared by `web` and `web-forks`. */
const web: TestProjectInlineConfiguration['test'] = {
  environment: 'jsdom',
  include: ['src/web/**/*.test.{ts,tsx}'],
  setupFiles: ['src/web/test/setup.ts'],
  // The budget of one test on a busy 2-core machine (two workers, jsdom); not a speed target.
  testTimeout: 30_000,
};
/** Web test files that cannot run in a VM context (see `web-forks`). */
const VM_UNFIT = ['src/web/boot.test.ts'];

export default defineConfig({
  test: {
    // Vitest's default is one worker fewer than the cores: one on a 2-core machine. The files mostly wait (on a
    // database, a child process, the DOM), so every core gets one.
    maxWorkers: availableParallelism(),
    projects: [
      {
        resolve: { alias },
        test: {
          name: 'unit',
          environment: 'node',
          include: ['src/domain/**/*.test.ts', 'src/contracts/**/*.test.ts', 'src/server/**/*.test.ts', 'scripts/**/*.test.ts'],
          exclude: ['src/server/**/*.api.test.ts'],
        },
      },
      { resolve: { alias }, test: { name: 'api', ...api } },
      ...(withPostgres ? [{ resolve: { alias }, test: { name: 'api-pg', ...api, exclude: [...EMBEDDED_ONLY], env: { TEST_DB: 'postgres' } } }] : []),
      {
        plugins: [react()],
        resolve: { alias },
        test: {
          name: 'web',
          ...web,
          exclude: [...VM_UNFIT],
          // A worker runs file after file, each in a fresh VM context with its own jsdom, reusing the worker and its
          // loaded code instead of starting a process per file (a third faster; `isolate: false` shares module
          // state between files, which these tests do not allow).
          pool: 'vmThreads',
        },
      },
      // The few that need Node's own globals in the page (boot.ts reads performance.getEntriesByType, which a VM
      // context's `performance` lacks): a process per file, as before.
      { plugins: [react()], resolve: { alias }, test: { name: 'web-forks', ...web, include: [...VM_UNFIT] } },
    ],
  },
});
