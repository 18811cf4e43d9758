import { categoryColor, type CategoryName } from './categories';

const ICONS: Readonly<Record<string, string>> = {
  'Fruit & Vegetables': 'M50 28c-12 0-20 9-20 21s9 23 20 23 20-11 20-23-8-21-20-21zm0-4c2-6 7-9 12-9-1 6-6 9-12 9z',
  'Dairy & Eggs': 'M40 22h20v8l6 10v32H34V40l6-10z',
  'Meat & Poultry': 'M36 40c0-10 10-16 20-12s14 16 8 26-18 14-26 8l-8 8-4-4 8-8c-2-4-0-12 2-18z',
  Bakery: 'M26 56c0-14 11-24 24-24s24 10 24 24v8H26z',
  Drinks: 'M40 20h20v8l4 8v38H36V36l4-8z',
  Frozen: 'M48 20h4v60h-4zM20 48h60v4H20zM28 26l46 46-3 3-46-46zM71 26l3 3-46 46-3-3z',
  Household: 'M34 36h32l-4 40H38zM44 22h12v14H44z',
  'Health & Beauty': 'M42 20h16v12H42zM38 32h24v46H38z',
  'Snacks & Confectionery': 'M30 36h40v28H30zM20 42l10-6v28l-10-6zM80 42l-10-6v28l10-6z',
  Pantry: 'M34 28h32v6H34zM32 34h36v42H32z',
  Alcohol: 'M46 18h8v18c8 4 10 10 10 16v26H36V52c0-6 2-12 10-16z',
} satisfies Record<CategoryName, string>;

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (c) => ({ '<': '&lt;', '>': '&gt;', '&': '&amp;', "'": '&apos;', '"': '&quot;' })[c] ?? c);
}

/** Breaks a name into at most three lines of about 16 characters for the placeholder. */
export function wrapName(name: string, width = 16, maxLines = 3): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of name.split(/\s+/).filter(Boolean)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    const kept = lines.slice(0, maxLines);
    kept[maxLines - 1] = `${kept[maxLines - 1]!.slice(0, width - 1)}…`;
    return kept;
  }
  return lines;
}

/** A square, self-contained SVG in the category colour with an icon and the product's name. */
export function productPlaceholderSvg(name: string, category: string): string {
  const color = categoryColor(category);
  const icon = ICONS[category] ?? ICONS.Pantry!;
  const lines = wrapName(name);
  const text = lines
    .map((l, i) => `<tspan x="100" dy="${i === 0 ? 0 : 17}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 200 200" width="500" height="500" role="img" aria-label="${escapeXml(name)}">
<rect width="200" height="200" fill="${color}" opacity="0.12"/>
<circle cx="100" cy="78" r="46" fill="${color}" opacity="0.18"/>
<g transform="translate(50 28)" fill="${color}"><path d="${icon}"/></g>
<text x="100" y="${150 - (lines.length - 1) * 6}" text-anchor="middle" font-family="system-ui, -apple-system, Segoe UI, Roboto, sans-serif" font-size="14" font-weight="600" fill="#1f2937">${text}</text>
</svg>`;
}
