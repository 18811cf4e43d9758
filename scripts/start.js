/**
 * `npm start`: builds the web app (vite, into dist/web, unless WEB_ROOT names another folder) and the server
 * (scripts/server-build.js, into dist/server) when a build is missing or older than its sources, then runs the built
 * server in this process, with source maps for its stack traces. The server migrates and seeds an empty database
 * itself. Plain JavaScript: nothing is compiled at run time.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildServer, isStale, ROOT, SERVER_BUILD, serverIsStale } from './server-build.js';

const WEB_DIR = join(ROOT, 'dist/web');
const WEB_STAMP = join(WEB_DIR, 'index.html');
const WEB_INPUTS = ['src/web', 'src/contracts', 'src/domain', 'vite.config.ts', 'package-lock.json'];

// A WEB_ROOT elsewhere is someone else's build: only dist/web is built here.
const servesDistWeb = resolve(process.env.WEB_ROOT || WEB_DIR) === WEB_DIR;
if (servesDistWeb && isStale(WEB_STAMP, WEB_INPUTS)) {
  console.log(existsSync(WEB_STAMP) ? 'Web app sources changed: rebuilding…' : 'Building the web app (first run)…');
  // Vite's note about its future config loader is for whoever works on the build, not someone starting the shop.
  const env = { VITE_CONFIG_NATIVE_IGNORE_WARNING: 'true', ...process.env };
  const result = spawnSync('npx', ['vite', 'build', '--logLevel', 'warn'], { cwd: ROOT, stdio: 'inherit', env });
  if (result.status !== 0) process.exit(result.status ?? 1);
}
if (serverIsStale()) {
  console.log(existsSync(SERVER_BUILD) ? 'Server sources changed: rebuilding…' : 'Building the server (first run)…');
  // esbuild has told its errors.
  await buildServer().catch(() => process.exit(1));
}

process.env.NODE_ENV ??= 'production';
process.setSourceMapsEnabled(true);
await import(pathToFileURL(SERVER_BUILD).href);
