import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { RenderedApp } from '@/web/entry-server';

/** One chunk of Vite's build manifest (dist/web/.vite/manifest.json), keyed by source path relative to src/web. */
interface ManifestChunk {
  file: string;
  isEntry?: boolean;
  imports?: string[];
  css?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const ROOT = '<div id="root"></div>';
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
   * The head of a rendered page. The page is on screen before its script runs, so the script's chunks are fetched
   * after what the first paint needs (the stylesheet, the largest picture), not beside it.
   */
  private readonly head: string;

  private constructor(
    /** The head of the plain shell, as built: there the script is what paints. */
    private readonly shellHead: string,
    private readonly tail: string,
    private readonly manifest: Manifest,
  ) {
    this.head = shellHead.replaceAll('<link rel="modulepreload" crossorigin href=', '<link rel="modulepreload" crossorigin fetchpriority="low" href=');
    this.inShell = new Set([...shellHead.matchAll(/(?:href|src)="\/([^"]+)"/g)].map((m) => m[1]!));
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

  /** The chunks a screen needs besides the entry, each once, as head links. */
  private preloads(module: string): string {
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
    visit(module);
    return [
      ...[...styles].map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`),
      ...[...files].map((file) => `<link rel="modulepreload" crossorigin fetchpriority="low" href="/${file}">`),
    ].join('');
  }

  compose(page: RenderedApp): string {
    const hoisted = HOISTED.exec(page.html)?.[0] ?? '';
    const markup = page.html.slice(hoisted.length);
    // The page's own title replaces the shell's.
    const head = hoisted.includes('<title>') ? this.head.replace(/<title>[\s\S]*?<\/title>/, '') : this.head;
    const headEnd = head.lastIndexOf('</head>');
    const extra = hoisted + this.preloads(page.module);
    const opened = headEnd < 0 ? head + extra : head.slice(0, headEnd) + extra + head.slice(headEnd);
    return `${opened}<div id="root">${markup}</div><script type="application/json" id="es-state">${page.state}</script>${this.tail}`;
  }

  /** The plain shell: the browser renders everything (signed-in screens, pages the server could not render). */
  shell(): string {
    return `${this.shellHead}${ROOT}${this.tail}`;
  }
}
