/**
 * The server's build, for `npm start`: src/server/main.ts and everything of ours it imports (the '@/...' paths of
 * tsconfig.json resolved) bundled into one ES module for Node 20, with a source map; packages stay imports of
 * node_modules. What the server reads from disk at run time (migrations, the seed catalogue, the web build) it
 * finds from the project's folder (src/server/paths.ts), so it runs the same from the build as from the source.
 *
 * Plain JavaScript, so `npm start` runs without a TypeScript loader.
 */
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('..', import.meta.url));
export const SERVER_BUILD = join(ROOT, 'dist/server/main.js');

/** What the server's build is made from: when any of it is newer than the build, it is built again. */
const SERVER_INPUTS = ['src/server', 'src/web', 'src/contracts', 'src/domain', 'tsconfig.json', 'package-lock.json', 'scripts/server-build.js'];

/** The newest modification time under `path` (tests and node_modules left out); 0 when it does not exist. */
export function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry.endsWith('.test.ts') || entry.endsWith('.test.tsx')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

/** Whether `output` is missing or older than any of `inputs` (paths from the project's folder). */
export function isStale(output, inputs) {
  const builtAt = existsSync(output) ? statSync(output).mtimeMs : 0;
  return builtAt < Math.max(...inputs.map((p) => newestMtime(join(ROOT, p))));
}

export const serverIsStale = () => isStale(SERVER_BUILD, SERVER_INPUTS);

/** Builds the server into `outfile` (default dist/server/main.js, with main.js.map beside it); only warnings are told. */
export async function buildServer(outfile = SERVER_BUILD) {
  const esbuild = await import('esbuild');
  try {
    await esbuild.build({
      absWorkingDir: ROOT,
      entryPoints: ['src/server/main.ts'],
      outfile,
      bundle: true,
      packages: 'external',
      platform: 'node',
      format: 'esm',
      target: 'node20',
      sourcemap: true,
      sourcesContent: false,
      tsconfig: 'tsconfig.json',
      logLevel: 'warning',
    });
  } finally {
    await esbuild.stop();
  }
}
