import { clsx, type ClassValue } from 'clsx';
import { alsoReplaces, classFamily } from './class-groups';

/**
 * Joins class names (clsx) and lets a later Tailwind class replace an earlier one of the same family under
 * the same variants, so `cn('px-4 text-sm', className)` with `px-6 text-red-600` gives `text-sm px-6 text-red-600`.
 */
export function cn(...inputs: ClassValue[]): string {
  const joined = clsx(inputs);
  const known = merged.get(joined);
  if (known !== undefined) return known;
  const result = mergeClasses(joined);
  // A component passes the same few class lists on every render (a page of product cards, hundreds of times):
  // each is merged once. Bounded, since a class list can carry a value (`w-[37px]`).
  if (merged.size >= MERGED_MAX) merged.clear();
  merged.set(joined, result);
  return result;
}

const MERGED_MAX = 2_000;
const merged = new Map<string, string>();

/** Splits `md:hover:!px-4` into its variants (`md:hover`), whether it is important, and the utility (`px-4`). */
export function parseClass(className: string): { variants: string; important: boolean; utility: string } {
  let depth = 0;
  let start = 0;
  const variants: string[] = [];
  for (let i = 0; i < className.length; i++) {
    const c = className[i];
    if (c === '[' || c === '(') depth++;
    else if (c === ']' || c === ')') depth--;
    else if (c === ':' && depth === 0) {
      variants.push(className.slice(start, i));
      start = i + 1;
    }
  }
  const last = className.slice(start);
  // Tailwind 4 writes important at the end (`px-4!`); the leading form (`!px-4`) still works.
  const important = last.startsWith('!') || last.endsWith('!');
  const utility = important ? last.replace(/^!|!$/g, '') : last;
  return { variants: variants.join(':'), important, utility };
}

/**
 * Walks the classes from last to first and keeps each one unless a later class already set its family
 * under the same variants. Unknown classes are always kept; order is preserved.
 */
export function mergeClasses(classList: string): string {
  const classes = classList.split(/\s+/).filter(Boolean);
  const taken = new Set<string>();
  const kept: string[] = [];
  for (let i = classes.length - 1; i >= 0; i--) {
    const className = classes[i]!;
    const { variants, important, utility } = parseClass(className);
    const family = classFamily(utility);
    if (family) {
      const scope = `${variants}|${important ? '!' : ''}|`;
      if (taken.has(scope + family)) continue;
      taken.add(scope + family);
      for (const replaced of alsoReplaces(family)) taken.add(scope + replaced);
    }
    kept.push(className);
  }
  return kept.reverse().join(' ');
}
