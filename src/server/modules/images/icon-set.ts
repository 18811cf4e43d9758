import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { PICTURE_ICONS } from '@/domain/product-picture';
import { OWN_ICONS } from './own-icons';

/**
 * The product pictures' icons: Fluent Emoji Flat (MIT, Microsoft) in Iconify's JSON packaging, and the few drawn
 * here in its style (own-icons.ts). The set's file is about 9 MB, so it is read once, on the first picture, and
 * only the icons the picture rule names are kept.
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

/** The set with our own drawings added under names it does not use (its own icon wins a name clash). */
export function withOwnIcons(set: IconifyJson): IconifyJson {
  return { ...set, icons: { ...OWN_ICONS, ...set.icons } };
}

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
  loading ??= readFile(ICON_SET_FILE, 'utf8').then((text) => pickIcons(withOwnIcons(JSON.parse(text) as IconifyJson), PICTURE_ICONS));
  // A failed read is tried again on the next picture rather than remembered.
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
