import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PICTURE_ICONS } from '@/domain/product-picture';

/**
 * The product pictures' icons: Fluent Emoji Flat (MIT, Microsoft) in Iconify's JSON packaging. The set's file is
 * about 9 MB, so it is read once, on the first picture, and only the icons the picture rule names are kept.
 */
const require = createRequire(import.meta.url);
const ICON_SET_FILE = require.resolve('@iconify-json/fluent-emoji-flat/icons.json');
/** Part of every picture's URL version, so a new release of the set reaches browsers holding year-long copies. */
export const ICON_SET_VERSION: string = (require('@iconify-json/fluent-emoji-flat/package.json') as { version: string }).version;

export interface IconBody {
  body: string;
  /** The icon's own viewBox side (Fluent Emoji Flat draws on 32). */
  size: number;
}

interface IconifyJson {
  width?: number;
  height?: number;
  icons: Record<string, { body: string; width?: number; height?: number }>;
  aliases?: Record<string, { parent: string }>;
}

let loading: Promise<ReadonlyMap<string, IconBody>> | null = null;

/** Picks the named icons (following aliases) out of a parsed Iconify set. */
export function pickIcons(set: IconifyJson, names: readonly string[]): Map<string, IconBody> {
  const picked = new Map<string, IconBody>();
  for (const name of names) {
    const icon = set.icons[name] ?? set.icons[set.aliases?.[name]?.parent ?? ''];
    if (!icon) throw new Error(`Icon ${name} is not in the picture icon set`);
    picked.set(name, { body: icon.body, size: icon.width ?? set.width ?? 16 });
  }
  return picked;
}

export function pictureIcons(): Promise<ReadonlyMap<string, IconBody>> {
  loading ??= readFile(ICON_SET_FILE, 'utf8').then((text) => pickIcons(JSON.parse(text) as IconifyJson, PICTURE_ICONS));
  // A failed read is tried again on the next picture rather than remembered.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
