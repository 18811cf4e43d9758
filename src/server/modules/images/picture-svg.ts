import { categoryColor } from '@/domain/categories';
import { pictureFor } from '@/domain/product-picture';
import { hashSeed } from '@/domain/seeded-random';
import type { IconBody } from './icon-set';

/** Bump when the drawing below changes, so year-long cached copies are not shown any more. */
const RENDER_VERSION = 1;
/** The SVG's own size; pages scale it with their <img> width and height. */
export const PICTURE_SIZE = 320;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/**
 * A product's picture: its illustration centred on a soft disc of the category's colour, with no text
 * (the card prints the name). Drawn on a 32-unit canvas, the icon's own grid, so bodies need no transform.
 */
export function pictureSvg(name: string, category: string, icon: IconBody): string {
  const color = categoryColor(category);
  const scale = 20 / icon.size;
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32" width="${PICTURE_SIZE}" height="${PICTURE_SIZE}" role="img" aria-label="${escapeXml(name)}">` +
    `<rect width="32" height="32" fill="${color}" fill-opacity="0.08"/>` +
    `<circle cx="16" cy="16" r="13" fill="${color}" fill-opacity="0.14"/>` +
    `<g transform="translate(6 6) scale(${scale})">${icon.body}</g></svg>`
  );
}

/** Versions worked out so far (every order line and product answer asks; choosing the icon is the costly part). */
const versions = new Map<string, string>();
const VERSIONS_KEPT = 50_000;

/** What a picture's URL carries so that a changed picture gets a new URL: everything the drawing depends on. */
export function pictureVersion(name: string, category: string, iconSetVersion: string): string {
  const key = `${iconSetVersion}|${category}|${name}`;
  let version = versions.get(key);
  if (version === undefined) {
    const { icon } = pictureFor(name, category);
    version = hashSeed(`${RENDER_VERSION}|${iconSetVersion}|${icon}|${categoryColor(category)}|${name}`).toString(36);
    if (versions.size >= VERSIONS_KEPT) versions.clear();
    versions.set(key, version);
  }
  return version;
}
