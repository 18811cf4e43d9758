/**
 * Which CSS property family a Tailwind utility sets, so cn() can let a later class replace an earlier one
 * (a caller's `px-6` replaces a component's `px-4`). The families are the ones our components set and their
 * callers override; a class that fits none (a custom or rare utility) is never dropped.
 *
 * A utility is looked up in three steps: a keyword (`flex`, `text-left`), then a pattern for the families
 * that share a prefix with another (`text-sm` is a size, `border-t` a side's width), then its prefix
 * (`px-4`, `text-red-600`, `bg-white/60`).
 */

/** Keyword utilities, by family. */
const KEYWORDS: Record<string, string> = {
  display: 'block inline-block inline flex inline-flex grid inline-grid contents flow-root list-item hidden table table-row table-cell',
  position: 'static fixed absolute relative sticky',
  visibility: 'visible invisible collapse',
  'sr-only': 'sr-only not-sr-only',
  'text-align': 'text-left text-center text-right text-justify text-start text-end',
  'text-wrap': 'text-wrap text-nowrap text-balance text-pretty',
  'text-overflow': 'truncate text-ellipsis text-clip',
  'font-weight': 'font-thin font-extralight font-light font-normal font-medium font-semibold font-bold font-extrabold font-black',
  'font-style': 'italic not-italic',
  'text-transform': 'uppercase lowercase capitalize normal-case',
  'text-decoration': 'underline overline line-through no-underline',
  'bg-size': 'bg-auto bg-cover bg-contain',
  'bg-position': 'bg-center bg-top bg-bottom bg-left bg-right',
  'bg-repeat': 'bg-repeat bg-no-repeat bg-repeat-x bg-repeat-y',
  'bg-attachment': 'bg-fixed bg-local bg-scroll',
  'border-style': 'border-solid border-dashed border-dotted border-double border-hidden border-none',
  'border-collapse': 'border-collapse border-separate',
  'outline-style': 'outline-none outline-hidden outline-solid outline-dashed outline-dotted outline-double',
  'ring-inset': 'ring-inset',
  overflow: 'overflow-auto overflow-hidden overflow-clip overflow-visible overflow-scroll',
  'flex-direction': 'flex-row flex-row-reverse flex-col flex-col-reverse',
  'flex-wrap': 'flex-wrap flex-wrap-reverse flex-nowrap',
  'justify-content': 'justify-start justify-end justify-center justify-between justify-around justify-evenly justify-stretch justify-normal',
  'align-content': 'content-center content-start content-end content-between content-around content-evenly content-stretch',
  'object-fit': 'object-contain object-cover object-fill object-none object-scale-down',
  'list-type': 'list-none list-disc list-decimal',
  // The bare forms of families named by their prefix below (`shrink-0`, `transition-colors`).
  grow: 'grow',
  shrink: 'shrink',
  transition: 'transition',
  blur: 'blur',
  'backdrop-blur': 'backdrop-blur',
};
const KEYWORD_FAMILY = new Map(Object.entries(KEYWORDS).flatMap(([family, words]) => words.split(' ').map((w) => [w, family] as const)));

/** An arbitrary length: text-[0.625rem] is a font size where text-[#fff] is a colour. */
const LENGTH = '\\[(?:length:.+|[\\d.]+[a-z%]*|(?:calc|min|max|clamp)\\(.+\\))\\]';
const WIDTH = `(?:-(?:\\d+|${LENGTH}))?`;

/** Families that share a prefix with another; `$1` is the side a class names, so sides never clash. */
const PATTERNS: [family: string, pattern: RegExp][] = [
  ['font-size', new RegExp(`^text-(?:xs|sm|base|lg|\\d?xl|${LENGTH})(?:/.+)?$`)],
  ['border-w', new RegExp(`^border${WIDTH}$`)],
  ['border-w-$1', new RegExp(`^border-([xytrblse])${WIDTH}$`)],
  ['border-color-$1', /^border-([xytrblse])-.+$/],
  ['rounded', /^rounded(?:-(?:xs|sm|md|lg|\d?xl|none|full|\[.+\]))?$/],
  ['rounded-$1', /^rounded-([trblse]|tl|tr|br|bl|ss|se|ee|es)(?:-.+)?$/],
  ['shadow', /^shadow(?:-(?:\d?xs|sm|md|lg|\d?xl|inner|none|\[.+\]))?$/],
  ['ring-w', new RegExp(`^ring${WIDTH}$`)],
  ['ring-offset-w', new RegExp(`^ring-offset-(?:\\d+|${LENGTH})$`)],
  ['outline-w', new RegExp(`^outline${WIDTH}$`)],
  ['stroke-w', new RegExp(`^stroke-(?:\\d+|${LENGTH})$`)],
  ['divide-$1', /^divide-([xy])(?:-\d+)?$/],
  ['overflow-$1', /^overflow-([xy])-/],
  ['bg-image', /^bg-(?:none|linear-.+|radial.*|conic.*|gradient-to-.+|\[(?:url|image:|(?:linear|radial|conic)-gradient).+\])$/],
  // An arbitrary property (`[grid-template-rows:2rem_auto]`) is a family of its own.
  ['$1', /^\[([a-z-]+):.+\]$/],
];

/**
 * Families named by their prefix, whatever the value (`p-4`, `gap-x-2`, `text-red-600` as text-color).
 * Longer prefixes come first so `px` is not read as `p`, nor `ring-offset` as `ring`.
 */
const PREFIXES: [prefix: string, family?: string][] = [
  ...[
    'px py pt pr pb pl ps pe p mx my mt mr mb ml ms me m',
    'inset-x inset-y inset top right bottom left start end gap-x gap-y gap space-x space-y',
    'min-w max-w min-h max-h size w h z order opacity basis aspect leading tracking line-clamp whitespace',
    'grid-cols grid-rows col-span col-start col-end row-span row-start row-end items self justify-items justify-self',
    'place-content place-items place-self translate-x translate-y scale rotate duration delay ease animate',
    'cursor pointer-events select underline-offset outline-offset scroll-mt scroll-mb scroll-m from via to',
    'grow shrink flex transition backdrop-blur blur stroke fill',
  ]
    .join(' ')
    .split(' ')
    .map((prefix): [string] => [prefix]),
  ['text', 'text-color'],
  ['font', 'font-family'],
  ['bg', 'bg-color'],
  ['border', 'border-color'],
  ['shadow', 'shadow-color'],
  ['ring-offset', 'ring-offset-color'],
  ['ring', 'ring-color'],
  ['outline', 'outline-color'],
  ['object', 'object-position'],
  ['divide', 'divide-color'],
];

/** What else a family replaces: a later `p-4` drops an earlier `px-2`, but a later `px-2` keeps `p-4`. */
const ALSO_REPLACES: Record<string, string> = {
  p: 'px py pt pr pb pl ps pe',
  px: 'pr pl ps pe',
  py: 'pt pb',
  m: 'mx my mt mr mb ml ms me',
  mx: 'mr ml ms me',
  my: 'mt mb',
  inset: 'inset-x inset-y top right bottom left start end',
  'inset-x': 'right left',
  'inset-y': 'top bottom',
  gap: 'gap-x gap-y',
  size: 'w h',
  overflow: 'overflow-x overflow-y',
  rounded: 'rounded-t rounded-r rounded-b rounded-l rounded-s rounded-e rounded-tl rounded-tr rounded-br rounded-bl rounded-ss rounded-se rounded-ee rounded-es',
  'rounded-t': 'rounded-tl rounded-tr',
  'rounded-r': 'rounded-tr rounded-br',
  'rounded-b': 'rounded-br rounded-bl',
  'rounded-l': 'rounded-tl rounded-bl',
  'border-w': 'border-w-x border-w-y border-w-t border-w-r border-w-b border-w-l border-w-s border-w-e',
  'border-w-x': 'border-w-l border-w-r',
  'border-w-y': 'border-w-t border-w-b',
  'border-color': 'border-color-x border-color-y border-color-t border-color-r border-color-b border-color-l border-color-s border-color-e',
  // Tailwind's text-* sizes set a line height too, so a later size replaces an earlier leading-*.
  'font-size': 'leading',
  // flex-1 sets grow, shrink and basis; line-clamp-2 sets display and overflow.
  flex: 'grow shrink basis',
  'line-clamp': 'display overflow',
};

/** The family of a utility written without variants or `!` (`px-4`, `-mt-2`), or undefined for one we do not know. */
export function classFamily(utility: string): string | undefined {
  const base = utility.replace(/^-/, '');
  const keyword = KEYWORD_FAMILY.get(base);
  if (keyword) return keyword;
  for (const [family, pattern] of PATTERNS) {
    const match = pattern.exec(base);
    if (match) return family.replace('$1', match[1] ?? '');
  }
  for (const [prefix, family = prefix] of PREFIXES) {
    if (base.startsWith(`${prefix}-`)) return family;
  }
  return undefined;
}

/** The other families a member of `family` replaces. */
export function alsoReplaces(family: string): readonly string[] {
  return ALSO_REPLACES[family]?.split(' ') ?? [];
}
