import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

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

/** Prints the home route's initial JavaScript (gzip) at the end of `vite build`; the target is 100 KB. */
export function initialJsReport(routeModuleSuffix = 'features/home/home-page.tsx'): Plugin {
  return {
    name: 'everystore-initial-js-report',
    apply: 'build',
    generateBundle(_options, bundle) {
      const { files, gzip } = initialJsBytes(bundle, routeModuleSuffix);
      console.log(`\nHome route initial JS: ${(gzip / 1024).toFixed(1)} KB gzip across ${files.length} files (target <= 100 KB)`);
    },
  };
}
