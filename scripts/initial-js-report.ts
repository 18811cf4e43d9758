import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

/**
 * Every public route's screen module (src/web/app/page-table.ts), relative to src/web as the build's manifest names
 * it. Listed again here because Vite's config loads this file and cannot resolve the app's '@/' imports;
 * src/web/app/page-table.test.tsx checks the two agree.
 */
export const PUBLIC_ROUTE_MODULES: { route: string; module: string; home?: true }[] = [
  { route: '/', module: 'features/home/home-page.tsx', home: true },
  { route: '/stores, /stores?store=N', module: 'features/stores/stores-page.tsx' },
  { route: '/products/:id, /product/:id', module: 'features/products/product-page.tsx' },
  { route: '/search?q=', module: 'features/search/search-page.tsx' },
  { route: '/faq', module: 'features/help/faq-page.tsx' },
  { route: '/tutorial', module: 'features/help/tutorial-page.tsx' },
  { route: '/policies/:policy', module: 'features/legal/legal-page.tsx' },
];

interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}

/**
 * The files a first visit to a route loads, from a build's .vite/manifest.json: the entries, the route's screen
 * module and everything they import statically (lazy chunks are not counted: they load on use).
 */
export function routeInitialFiles(webRoot: string, module: string): { js: string[]; css: string[] } {
  const manifest = JSON.parse(readFileSync(join(webRoot, '.vite/manifest.json'), 'utf8')) as Record<string, ManifestChunk>;
  if (!manifest[module]) throw new Error(`${module} is not in the build's manifest (${webRoot})`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key]!.imports ?? []) visit(imported);
  };
  for (const key of [...Object.keys(manifest).filter((k) => manifest[k]!.isEntry), module]) visit(key);
  const js = [...new Set([...seen].map((key) => manifest[key]!.file))].filter((file) => file.endsWith('.js'));
  const css = [...new Set([...seen].flatMap((key) => manifest[key]!.css ?? []))];
  return { js, css };
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
}

/** The JavaScript a first visit to `route` must load: the entry, the route's chunk, and their static imports. */
export function initialJsBytes(bundle: Record<string, { type: string }>, routeModuleSuffix: string): { files: string[]; gzip: number } {
  const chunks = Object.values(bundle).filter((c): c is ChunkLike => c.type === 'chunk');
  const byName = new Map(chunks.map((c) => [c.fileName, c]));
  const seen = new Set<string>();
  const visit = (c: ChunkLike | undefined) => {
    if (!c || seen.has(c.fileName)) return;
    seen.add(c.fileName);
    for (const i of c.imports) visit(byName.get(i));
  };
  for (const c of chunks) if (c.isEntry || c.facadeModuleId?.endsWith(routeModuleSuffix)) visit(c);
  const files = [...seen];
  const gzip = files.reduce((sum, f) => sum + gzipSync(byName.get(f)!.code, { level: 9 }).length, 0);
  return { files, gzip };
}

/**
 * Prints the home route's initial JavaScript (gzip) at the end of `vite build`; the target is 100 KB. A build run
 * quietly (`--logLevel warn`, as `npm start` and the tests run it) prints nothing: it is a report for whoever works
 * on the bundle, and read as an error by someone starting the shop.
 */
export function initialJsReport(routeModuleSuffix = 'features/home/home-page.tsx'): Plugin {
  let quiet = false;
  return {
    name: 'everystore-initial-js-report',
    apply: 'build',
    configResolved(config) {
      quiet = config.logLevel === 'warn' || config.logLevel === 'error' || config.logLevel === 'silent';
    },
    generateBundle(_options, bundle) {
      if (quiet) return;
      const { files, gzip } = initialJsBytes(bundle, routeModuleSuffix);
      console.log(`\nHome route initial JS: ${(gzip / 1024).toFixed(1)} KB gzip across ${files.length} files (target <= 100 KB)`);
    },
  };
}
