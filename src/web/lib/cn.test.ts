import { describe, expect, it } from 'vitest';
import { classFamily } from './class-groups';
import { cn, parseClass } from './cn';

describe('cn joins like clsx', () => {
  it('drops falsy values and flattens arrays and objects', () => {
    expect(cn('a', false, null, undefined, 0, '', ['b', ['c']], { d: true, e: false })).toBe('a b c d');
  });

  it('normalises whitespace', () => {
    expect(cn('  flex\n  items-center  ', ' gap-2 ')).toBe('flex items-center gap-2');
  });

  it('keeps classes it does not know, even repeated', () => {
    expect(cn('peer group tabular-nums card-widget', 'card-widget')).toBe('peer group tabular-nums card-widget card-widget');
  });
});

describe('cn: a later class of the same family wins, earlier order kept', () => {
  it.each([
    // family, component default, caller override, result
    ['padding', 'p-4 text-sm', 'p-6', 'text-sm p-6'],
    ['padding x', 'h-10 px-4 py-2', 'px-3', 'h-10 py-2 px-3'],
    ['margin', 'mt-2 mx-auto', 'mt-4', 'mx-auto mt-4'],
    ['negative margin', '-mt-2', 'mt-1', 'mt-1'],
    ['height', 'h-10 w-10', 'h-9', 'w-10 h-9'],
    ['width and max width apart', 'w-full max-w-md', 'w-64', 'max-w-md w-64'],
    ['min height', 'min-h-10', 'min-h-[50vh]', 'min-h-[50vh]'],
    ['size', 'h-8 w-8', 'size-6', 'size-6'],
    ['rounded', 'rounded-lg', 'rounded-none', 'rounded-none'],
    ['rounded side', 'rounded-t-2xl rounded-b-md', 'rounded-t-none', 'rounded-b-md rounded-t-none'],
    ['rounded all over corners', 'rounded-tl-lg rounded-b-md', 'rounded-xl', 'rounded-xl'],
    ['background colour', 'bg-brand-700 text-white', 'bg-red-700', 'text-white bg-red-700'],
    ['background colour with opacity', 'bg-white', 'bg-white/10', 'bg-white/10'],
    ['text colour', 'text-gray-900', 'text-red-600', 'text-red-600'],
    ['text size', 'text-sm', 'text-lg', 'text-lg'],
    ['arbitrary text size', 'text-xs', 'text-[0.625rem]', 'text-[0.625rem]'],
    ['text align', 'text-left', 'text-center', 'text-center'],
    ['font weight', 'font-medium', 'font-bold', 'font-bold'],
    ['display', 'inline-flex', 'flex', 'flex'],
    ['display hidden', 'flex', 'hidden', 'hidden'],
    ['gap', 'gap-4', 'gap-0', 'gap-0'],
    ['gap over gap-x', 'gap-x-2', 'gap-4', 'gap-4'],
    ['position', 'fixed', 'absolute', 'absolute'],
    ['inset over sides', 'top-0 left-2', 'inset-0', 'inset-0'],
    ['shadow', 'shadow-lg', 'shadow-none', 'shadow-none'],
    ['border width', 'border', 'border-2', 'border-2'],
    ['border colour', 'border-gray-300', 'border-red-600', 'border-red-600'],
    ['ring width', 'ring-1', 'ring-2', 'ring-2'],
    ['ring colour', 'ring-white/80', 'ring-brand-700', 'ring-brand-700'],
    ['opacity', 'opacity-70', 'opacity-100', 'opacity-100'],
    ['overflow over overflow-y', 'overflow-y-auto', 'overflow-hidden', 'overflow-hidden'],
    ['flex direction', 'flex-col', 'flex-row', 'flex-row'],
    ['flex over shrink', 'shrink-0', 'flex-1', 'flex-1'],
    ['z-index', 'z-50', 'z-[60]', 'z-[60]'],
    ['translate', 'translate-x-0', 'translate-x-5', 'translate-x-5'],
    ['transition', 'transition-colors', 'transition-all', 'transition-all'],
    ['leading', 'leading-tight', 'leading-none', 'leading-none'],
    ['arbitrary property', '[grid-template-rows:2rem_auto]', '[grid-template-rows:1fr]', '[grid-template-rows:1fr]'],
  ])('%s: %s then %s', (_family, base, override, expected) => {
    expect(cn(base, override)).toBe(expected);
  });
});

describe('cn: families that share a prefix stay apart', () => {
  it('text size, colour, alignment and wrapping are four families', () => {
    expect(cn('text-sm text-gray-900 text-left text-balance', 'text-red-600')).toBe('text-sm text-left text-balance text-red-600');
    expect(cn('text-sm text-gray-900 text-left', 'text-lg')).toBe('text-gray-900 text-left text-lg');
    expect(cn('text-[0.625rem] text-brand-900', 'text-[#fff]')).toBe('text-[0.625rem] text-[#fff]');
  });

  it('a caller px keeps the p it refines; a caller p replaces px and py', () => {
    expect(cn('p-4', 'px-2')).toBe('p-4 px-2');
    expect(cn('px-2 py-1 pt-3', 'p-4')).toBe('p-4');
    expect(cn('px-4', 'pl-2')).toBe('px-4 pl-2');
    expect(cn('pl-2 pr-8', 'px-4')).toBe('px-4');
  });

  it('sides of a border or corner do not replace each other', () => {
    expect(cn('border-t border-b', 'border-l')).toBe('border-t border-b border-l');
    expect(cn('border-t-2', 'border-t')).toBe('border-t');
    expect(cn('border-x', 'border')).toBe('border');
    expect(cn('rounded-t-lg', 'rounded-b-lg')).toBe('rounded-t-lg rounded-b-lg');
  });

  it('border width, style and colour are three families', () => {
    expect(cn('border border-gray-200 border-dashed', 'border-transparent')).toBe('border border-dashed border-transparent');
    expect(cn('border-2 border-gray-200', 'border-0')).toBe('border-gray-200 border-0');
    expect(cn('border-t border-t-gray-200', 'border-t-red-600')).toBe('border-t border-t-red-600');
  });

  it('background colour and background image are apart', () => {
    expect(cn('bg-brand-900 bg-[radial-gradient(circle,#0f766e_0%,transparent_60%)]', 'bg-white')).toBe('bg-[radial-gradient(circle,#0f766e_0%,transparent_60%)] bg-white');
    expect(cn('bg-white', 'bg-gradient-to-br')).toBe('bg-white bg-gradient-to-br');
  });

  it('shadow size and shadow colour, ring width and ring colour, ring offset are apart', () => {
    expect(cn('shadow-md shadow-black/10', 'shadow-lg')).toBe('shadow-black/10 shadow-lg');
    expect(cn('ring-2 ring-white ring-offset-2 ring-offset-white', 'ring-brand-700')).toBe('ring-2 ring-offset-2 ring-offset-white ring-brand-700');
  });

  it('font weight and font family are apart', () => {
    expect(cn('font-mono font-bold', 'font-medium')).toBe('font-mono font-medium');
  });

  it('a later text size replaces an earlier leading, which Tailwind sizes set too', () => {
    expect(cn('text-lg font-semibold leading-tight', 'text-xl')).toBe('font-semibold text-xl');
    expect(cn('text-xl', 'leading-tight')).toBe('text-xl leading-tight');
  });

  it('width does not touch min or max width, nor w the h', () => {
    expect(cn('w-full min-w-0 max-w-sm h-4', 'w-1/2')).toBe('min-w-0 max-w-sm h-4 w-1/2');
  });

  it('gap-x and gap-y refine gap', () => {
    expect(cn('gap-4', 'gap-x-2')).toBe('gap-4 gap-x-2');
  });

  it('display and sr-only are apart', () => {
    expect(cn('sr-only flex', 'md:not-sr-only')).toBe('sr-only flex md:not-sr-only');
    expect(cn('sr-only', 'not-sr-only')).toBe('not-sr-only');
  });
});

describe('cn: variants', () => {
  it('a class under variants only replaces one under the same variants', () => {
    expect(cn('px-4 md:px-6', 'px-2')).toBe('md:px-6 px-2');
    expect(cn('px-4 md:px-6', 'md:px-8')).toBe('px-4 md:px-8');
    expect(cn('bg-white hover:bg-gray-100', 'hover:bg-red-50')).toBe('bg-white hover:bg-red-50');
    expect(cn('md:hover:bg-white', 'hover:bg-white')).toBe('md:hover:bg-white hover:bg-white');
  });

  it('arbitrary and data variants with colons and brackets inside', () => {
    expect(cn('data-[state=open]:bg-white data-[state=closed]:bg-gray-50', 'data-[state=open]:bg-brand-50')).toBe('data-[state=closed]:bg-gray-50 data-[state=open]:bg-brand-50');
    expect(cn('[&:has(a:focus-visible)]:ring-2', '[&:has(a:focus-visible)]:ring-4')).toBe('[&:has(a:focus-visible)]:ring-4');
    expect(cn('[&_svg]:shrink-0', 'shrink')).toBe('[&_svg]:shrink-0 shrink');
  });

  it('important classes only replace important classes', () => {
    expect(cn('!px-4', 'px-2')).toBe('!px-4 px-2');
    expect(cn('px-4!', '!px-2')).toBe('!px-2');
  });
});

describe('parseClass and classFamily', () => {
  it('splits variants only at top-level colons', () => {
    expect(parseClass('md:data-[state=open]:!p-4')).toEqual({ variants: 'md:data-[state=open]', important: true, utility: 'p-4' });
    expect(parseClass('[grid-template-rows:1fr]')).toEqual({ variants: '', important: false, utility: '[grid-template-rows:1fr]' });
  });

  it('names a family for the utilities our components override, none for unknown ones', () => {
    expect(classFamily('px-4')).toBe('px');
    expect(classFamily('text-sm')).toBe('font-size');
    expect(classFamily('text-red-600')).toBe('text-color');
    expect(classFamily('pointer-events-none')).toBe('pointer-events');
    expect(classFamily('border-b')).toBe('border-w-b');
    expect(classFamily('border-black')).toBe('border-color');
    expect(classFamily('tabular-nums')).toBeUndefined();
    expect(classFamily('group')).toBeUndefined();
  });
});
