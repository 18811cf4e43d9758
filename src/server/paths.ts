import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The project's folder (where package.json is), found from this module's own place: src/server/ when the source
 * runs (tsx, the tests), dist/server/main.js when the build runs (`npm start` bundles this module into it). What the
 * server reads from disk at run time is named from here, never from a module's own URL, which bundling moves.
 */
function projectRoot(): string {
  for (let dir = dirname(fileURLToPath(import.meta.url)); ; ) {
    if (existsSync(join(dir, 'package.json'))) return dir;
    const up = dirname(dir);
    if (up === dir) throw new Error(`no package.json above ${fileURLToPath(import.meta.url)}`);
    dir = up;
  }
}

export const PROJECT_ROOT = projectRoot();

/** The SQL migrations and drizzle-kit's journal of them. */
export const MIGRATIONS_DIR = join(PROJECT_ROOT, 'src/server/db/migrations');
/** The seed catalogue's CSV files. */
export const CATALOGUE_DIR = join(PROJECT_ROOT, 'src/server/db/seed/catalogue');
/** Where `npm run build` puts the web app. */
export const BUILT_WEB_ROOT = join(PROJECT_ROOT, 'dist/web');
