import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedApp } from '@/web/entry-server';
import { PRELOAD_META } from '@/web/lib/preload-meta';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json), keyed by source path relative to src/web. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROOT = '<div id="root"></div>';

/** The shell's note for a browser without JavaScript: a rendered page works without it, so it is left out there. */
const SHELL_NOSCRIPT = /[ \t]*<noscript id="shell-noscript">[\s\S]*?<\/noscript>\n?/;

/** What React 19 hoists to the front of a rendering: a page's <title>, <meta> and <link> elements. */
const HOISTED = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/**
 * The built index.html with a rendered page poured in: the page's title and its screen's chunks (preloaded,
 * so hydration does not wait for them) in the head, the markup in #root, and the query cache it was rendered
 * from as a JSON data block (not a script that runs: the CSP allows no inline script).
 */
export class PageDocument {
  /** The files the shell's head already loads (the entry and its imports): not named twice. */
  private readonly inShell: Set<string>;

  /**
   * The head of a rendered page. The page is on screen before its script runs, so it loads only the boot script
   * (src/web/boot.ts), which fetches the app's code after the first paint: the stylesheet and the page's largest
   * picture have the connection to themselves until then. Without a boot script in the build, the shell's head
   * with its chunks fetched at low priority.
   */
  private readonly head: string;

  private constructor(
    /** The head of the plain shell, as built: there the script is what paints. */
    private readonly shellHead: string,
    private readonly tail: string,
    private readonly manifest: Manifest,
  ) {
    this.inShell = new Set([...shellHead.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]!));
    const boot = manifest['boot.ts']?.file;
    this.head = boot
      ? shellHead
          .replace(/[ \t]*<script type="module"[^>]*><\/script>\n?/g, '')
          .replace(/[ \t]*<link rel="modulepreload"[^>]*>\n?/g, '')
          .replace('</head>', `<script type="module" crossorigin src="/${boot}"></script>\n</head>`)
      : shellHead.replaceAll('<link rel="modulepreload" crossorigin href=', '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
  }

  /** The built app in `webRoot`; throws when its index.html has no empty #root to render into. */
  static load(webRoot: string): PageDocument {
    const template = readFileSync(join(webRoot, 'index.html'), 'utf8');
    const at = template.indexOf(ROOT);
    if (at < 0) throw new Error(`${webRoot}/index.html has no ${ROOT} to render pages into`);
    const manifestPath = join(webRoot, '.vite', 'manifest.json');
    const manifest = existsSync(manifestPath) ? (JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest) : {};
    return new PageDocument(template.slice(0, at), template.slice(at + ROOT.length), manifest);
  }

  /**
   * What the screen needs besides the app's entry: its stylesheets as links, and its chunks, named for the boot
   * script to preload after the first paint (or, without one, as low-priority preloads).
   */
  private screenLinks(modules: string[]): string {
    const files = new Set<string>();
    const styles = new Set<string>();
    const visited = new Set<string>();
    const visit = (key: string) => {
      const chunk = this.manifest[key];
      if (!chunk || chunk.isEntry || visited.has(key)) return;
      visited.add(key);
      if (!this.inShell.has(chunk.file)) files.add(chunk.file);
      for (const css of chunk.css ?? []) if (!this.inShell.has(css)) styles.add(css);
      for (const imported of chunk.imports ?? []) visit(imported);
    };
    for (const module of modules) visit(module);
    const scripts = [...files].map((file) => `/${file}`);
    return [
      ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...(this.manifest['boot.ts']
        ? scripts.length > 0
          ? [`<meta name="${PRELOAD_META}" content="${scripts.join(' ')}">`]
          : []
        : scripts.map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="${file}">`)),
    ].join('');
  }

  compose(page: RenderedApp): string {
    const hoisted = HOISTED.exec(page.html)?.[0] ?? '';
    const markup = page.html.slice(hoisted.length);
    // The page's own title replaces the shell's.
    const head = hoisted.includes('<title>') ? this.head.replace(/<title>[\s\S]*?<\/title>/, '') : this.head;
    const headEnd = head.lastIndexOf('</head>');
    // React hoists a preload of each picture marked fetchpriority="high" (the largest): it goes in the head too.
    const extra = hoisted + this.screenLinks([page.module, ...(page.alsoModules ?? [])]);
    const opened = headEnd < 0 ? head + extra : head.slice(0, headEnd) + extra + head.slice(headEnd);
    return `${opened}<div id="root">${markup}</div><script type="application/json" id="es-state">${page.state}</script>${this.tail.replace(SHELL_NOSCRIPT, '')}`;
  }

  /** The plain shell: the browser renders everything (signed-in screens, pages the server could not render). */
  shell(): string {
    return `${this.shellHead}${ROOT}${this.tail}`;
  }
}
