import { brotliCompressSync, gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { PICTURE_ICONS } from '@/domain/product-picture';
import { ICON_SET_VERSION, pickIcons, pictureIcons, withOwnIcons } from './icon-set';
import { OWN_ICONS } from './own-icons';
import { PICTURE_SIZE, pictureSvg, pictureVersion } from './picture-svg';

describe('product picture SVG', async () => {
  const icons = await pictureIcons();

  it('finds every icon the picture rule can name in the installed set', () => {
    expect([...icons.keys()].sort()).toEqual([...PICTURE_ICONS].sort());
  });

  it('draws the icon on the category colour with an explicit size, a label and no text', () => {
    const svg = pictureSvg('Bananas & "Co"', 'Fruit & Vegetables', icons.get('banana')!);
    expect(svg).toMatch(new RegExp(`^<svg [^>]*width="${PICTURE_SIZE}" height="${PICTURE_SIZE}"`));
    expect(svg).toContain('role="img" aria-label="Bananas &amp; &quot;Co&quot;"');
    expect(svg).toContain('fill="#2F7D32"');
    expect(svg).toContain(icons.get('banana')!.body);
    expect(svg).not.toMatch(/<text|<tspan|<title/);
  });

  it('stays a few KB on the wire for every icon, so a product page picture is light', () => {
    let largest = { name: '', raw: 0, gzip: 0, brotli: 0 };
    for (const [name, icon] of icons) {
      const svg = pictureSvg('Seriously Strong Extra Mature Cheddar', 'Dairy & Eggs', icon);
      const size = { name, raw: Buffer.byteLength(svg), gzip: gzipSync(svg).length, brotli: brotliCompressSync(svg).length };
      if (size.raw > largest.raw) largest = size;
    }
    console.log(`Largest product picture: ${largest.name}, ${largest.raw} B raw, ${largest.gzip} B gzip, ${largest.brotli} B brotli`);
    expect(largest.gzip).toBeLessThan(4096);
  });

  it('changes its URL version when the picture would change, and only then', () => {
    const v = pictureVersion('Bananas', 'Fruit & Vegetables', ICON_SET_VERSION);
    expect(pictureVersion('Bananas', 'Fruit & Vegetables', ICON_SET_VERSION)).toBe(v);
    expect(pictureVersion('Cheddar', 'Dairy & Eggs', ICON_SET_VERSION)).not.toBe(v);
    expect(pictureVersion('Bananas', 'Fruit & Vegetables', '0.0.0')).not.toBe(v);
    expect(v).toMatch(/^[0-9a-z]{1,8}$/);
  });

  it('draws crisps with our own packet, under a name the installed set does not use', () => {
    expect(icons.get('crisp-packet')).toEqual({ body: OWN_ICONS['crisp-packet']!.body, size: 32 });
    const set = { width: 32, icons: { a: { body: '<path d="M0 0"/>' } } };
    expect(pickIcons(withOwnIcons(set), ['a', 'crisp-packet']).size).toBe(2);
    expect(pickIcons(withOwnIcons({ ...set, icons: { 'crisp-packet': { body: '<path d="M1 1"/>' } } }), ['crisp-packet']).get('crisp-packet')?.body).toBe('<path d="M1 1"/>');
  });

  it('refuses an icon that is not in the set, and follows aliases', () => {
    const set = { width: 32, icons: { a: { body: '<path d="M0 0"/>' } }, aliases: { b: { parent: 'a' } } };
    expect(pickIcons(set, ['b']).get('b')).toEqual({ body: '<path d="M0 0"/>', size: 32 });
    expect(() => pickIcons(set, ['missing'])).toThrow(/missing/);
  });
});
