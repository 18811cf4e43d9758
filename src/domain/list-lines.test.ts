import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { countListLines, describeListLine, itemsPerPack, LIST_LINE_MAX_CHARS, packsFor, parseListLine, parseListText, splitListText } from './list-lines';

const read = (line: string) => parseListLine(line);

describe('parseListLine: quantities as people type them', () => {
  it.each([
    ['2x milk', { text: 'milk', quantity: 2 }],
    ['2 x milk', { text: 'milk', quantity: 2 }],
    ['2X Milk', { text: 'Milk', quantity: 2 }],
    ['2 * milk', { text: 'milk', quantity: 2 }],
    ['2×milk', { text: '2×milk', quantity: 1 }],
    ['x2 milk', { text: 'milk', quantity: 2 }],
    ['milk x2', { text: 'milk', quantity: 2 }],
    ['milk x 2', { text: 'milk', quantity: 2 }],
    ['milk 2x', { text: 'milk', quantity: 2 }],
    ['milk (2)', { text: 'milk', quantity: 2 }],
    ['milk: 2', { text: 'milk', quantity: 2 }],
    ['milk - 2', { text: 'milk', quantity: 2 }],
    ['bananas x6', { text: 'bananas', quantity: 6 }],
    ['2 milk', { text: 'milk', quantity: 2 }],
    ['6 eggs', { text: 'eggs', quantity: 6 }],
    ['milk', { text: 'milk', quantity: 1 }],
  ])('%s', (line, expected) => {
    expect(read(line)).toEqual(expected);
  });

  it.each([
    ['500g mince', { text: 'mince', quantity: 1, unit: '500g' }],
    ['500 g mince', { text: 'mince', quantity: 1, unit: '500g' }],
    ['1kg potatoes', { text: 'potatoes', quantity: 1, unit: '1kg' }],
    ['1.5kg of potatoes', { text: 'potatoes', quantity: 1, unit: '1.5kg' }],
    ['2 litres milk', { text: 'milk', quantity: 1, unit: '2L' }],
    ['1 pint milk', { text: 'milk', quantity: 1, unit: '1 pint' }],
    ['semi skimmed milk 4 pints', { text: 'semi skimmed milk', quantity: 1, unit: '4 pints' }],
    ['mince 500g', { text: 'mince', quantity: 1, unit: '500g' }],
    ['cola (2l)', { text: 'cola', quantity: 1, unit: '2L' }],
    ['1lb mince', { text: 'mince', quantity: 1, unit: '454g' }],
    ['2 x 4 pints milk', { text: 'milk', quantity: 2, unit: '4 pints' }],
    ['2 500g mince', { text: 'mince', quantity: 2, unit: '500g' }],
    ['loo roll 9 pack', { text: 'loo roll', quantity: 1, unit: '9 pack' }],
    ['still water 6pk', { text: 'still water', quantity: 1, unit: '6 pack' }],
  ])('a measure: %s', (line, expected) => {
    expect(read(line)).toEqual(expected);
  });

  it.each([
    ['a dozen eggs', { text: 'eggs', quantity: 12 }],
    ['dozen eggs', { text: 'eggs', quantity: 12 }],
    ['half a dozen eggs', { text: 'eggs', quantity: 6 }],
    ['two dozen eggs', { text: 'eggs', quantity: 24 }],
    ['a couple of lemons', { text: 'lemons', quantity: 2 }],
    ['three onions', { text: 'onions', quantity: 3 }],
    ['a cucumber', { text: 'cucumber', quantity: 1 }],
    ['2 tins chopped toms', { text: 'chopped toms', quantity: 2, unit: 'tin' }],
    ['two tins of baked beans', { text: 'baked beans', quantity: 2, unit: 'tin' }],
    ['3 bags of crisps', { text: 'crisps', quantity: 3, unit: 'bag' }],
    ['2 loaves bread', { text: 'bread', quantity: 2, unit: 'loaf' }],
    ['6 rolls', { text: 'rolls', quantity: 6 }],
  ])('words and containers: %s', (line, expected) => {
    expect(read(line)).toEqual(expected);
  });

  it('strips bullets, ticks and numbering, and a full stop', () => {
    for (const line of ['- milk', '* milk', '• milk', '· milk', '+ milk', '[ ] milk', '[x] milk', '☐ milk', '1. milk', '12) milk', '(3) milk', '- 1. milk.']) {
      expect(read(line)).toEqual({ text: 'milk', quantity: 1 });
    }
    expect(read('• 2x bread')).toEqual({ text: 'bread', quantity: 2 });
    expect(read('3. 500g mince')).toEqual({ text: 'mince', quantity: 1, unit: '500g' });
  });

  it('keeps a number that is part of the name, and a figure too large to be a count', () => {
    expect(read('Nappies size 4')).toEqual({ text: 'Nappies size 4', quantity: 1 });
    expect(read('Fage Total 0% Greek Yogurt')).toEqual({ text: 'Fage Total 0% Greek Yogurt', quantity: 1 });
    expect(read('50/50 bread')).toEqual({ text: '50/50 bread', quantity: 1 });
    expect(read('7up x2')).toEqual({ text: '7up', quantity: 2 });
    expect(read('2025 diary')).toEqual({ text: '2025 diary', quantity: 1 });
    expect(read('2 xmas puddings')).toEqual({ text: 'xmas puddings', quantity: 2 });
  });

  it('reads nothing in a line with nothing to buy', () => {
    for (const line of ['', '   ', '-', '***', '---', '1.', 'Dairy:', '12', '[ ]']) expect(read(line)).toBeNull();
  });

  it('cuts a very long line', () => {
    const line = read(`2x ${'bread '.repeat(50)}`)!;
    expect(line.quantity).toBe(2);
    expect(line.text.length).toBeLessThanOrEqual(LIST_LINE_MAX_CHARS);
  });
});

describe('parseListText: a whole paste', () => {
  it('reads one item a line, commas splitting a line, blank lines ignored', () => {
    const text = '- 2x milk\r\n\n  bread, 6 eggs; bananas x6\n\n\n1. 500g mince\nDairy:\n• loo roll\n';
    expect(parseListText(text)).toEqual([
      { text: 'milk', quantity: 2 },
      { text: 'bread', quantity: 1 },
      { text: 'eggs', quantity: 6 },
      { text: 'bananas', quantity: 6 },
      { text: 'mince', quantity: 1, unit: '500g' },
      { text: 'loo roll', quantity: 1 },
    ]);
    expect(splitListText('a,,b\n\n c ')).toEqual(['a', 'b', 'c']);
    expect(countListLines('a\n\n b\r\nc, d\n')).toBe(3);
  });

  it('never throws, and every line it reads has text with a letter and a quantity of at least 1', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 200 }), (text) => {
        for (const line of parseListText(text)) {
          expect(line.text).toMatch(/[a-z]/i);
          expect(Number.isInteger(line.quantity) && line.quantity >= 1).toBe(true);
        }
      }),
    );
  });
});

describe('packsFor: how many of a product a line asks for', () => {
  it('counts packs for a container and for a bare count of something not sold in packs', () => {
    expect(packsFor({ text: 'chopped toms', quantity: 2, unit: 'tin' }, '400g')).toBe(2);
    expect(packsFor({ text: 'milk', quantity: 2 }, '4 pints')).toBe(2);
    expect(packsFor({ text: 'cucumbers', quantity: 2 }, 'each')).toBe(2);
  });

  it('counts things in the plural or at least a pack of them, packs otherwise', () => {
    expect(packsFor({ text: 'eggs', quantity: 6 }, '6 pack')).toBe(1);
    expect(packsFor({ text: 'eggs', quantity: 12 }, '6 pack')).toBe(2);
    expect(packsFor({ text: 'bananas', quantity: 6 }, '5 pack')).toBe(2);
    expect(packsFor({ text: 'lemons', quantity: 2 }, '4 pack')).toBe(1);
    expect(packsFor({ text: 'yoghurts', quantity: 4 }, '4 x 125g')).toBe(1);
    expect(packsFor({ text: 'loo roll', quantity: 2 }, '9 rolls')).toBe(2);
  });

  it('buys as much as a measure names, in the product packs', () => {
    expect(packsFor({ text: 'mince', quantity: 1, unit: '1kg' }, '500g')).toBe(2);
    expect(packsFor({ text: 'milk', quantity: 1, unit: '4 pints' }, '4 pints')).toBe(1);
    expect(packsFor({ text: 'milk', quantity: 1, unit: '4 pints' }, '2 pints')).toBe(2);
    expect(packsFor({ text: 'milk', quantity: 2, unit: '4 pints' }, '4 pints')).toBe(2);
    expect(packsFor({ text: 'milk', quantity: 1, unit: '2 pints' }, '4 pints')).toBe(1);
    expect(packsFor({ text: 'mince', quantity: 3, unit: '500g' }, 'per kg')).toBe(2);
    expect(packsFor({ text: 'mince', quantity: 3, unit: '500g' }, '2 pack')).toBe(3);
  });

  it('stays within the basket limit', () => {
    expect(packsFor({ text: 'eggs', quantity: 999 }, 'each')).toBe(99);
    expect(packsFor({ text: 'milk', quantity: 1 }, null)).toBe(1);
  });

  it('knows how many things a pack holds', () => {
    expect(itemsPerPack('6 pack')).toBe(6);
    expect(itemsPerPack('4 x 125g')).toBe(4);
    expect(itemsPerPack('9 rolls')).toBe(9);
    expect(itemsPerPack('each')).toBe(1);
    expect(itemsPerPack('500g')).toBeNull();
    expect(itemsPerPack(null)).toBeNull();
  });
});

it('describes a line as read', () => {
  expect(describeListLine({ text: 'semi skimmed milk', quantity: 2, unit: '4 pints' })).toBe('2 × semi skimmed milk (4 pints)');
  expect(describeListLine({ text: 'bread', quantity: 1 })).toBe('bread');
});
