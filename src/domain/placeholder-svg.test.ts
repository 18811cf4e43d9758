import { describe, expect, it } from 'vitest';
import { productPlaceholderSvg, wrapName } from './placeholder-svg';

describe('product placeholder', () => {
  it('wraps long names into at most three lines with an ellipsis', () => {
    expect(wrapName('Heinz Baked Beans')).toEqual(['Heinz Baked', 'Beans']);
    const lines = wrapName('Tesco Finest Extra Mature West Country Farmhouse Cheddar Cheese');
    expect(lines).toHaveLength(3);
    expect(lines[2]!.endsWith('…')).toBe(true);
  });

  it('escapes the name and uses the category colour', () => {
    const svg = productPlaceholderSvg('Ben & Jerry\'s <Cookie>', 'Frozen');
    expect(svg).toContain('Ben &amp; Jerry&apos;s &lt;Cookie&gt;');
    expect(svg).not.toContain('<Cookie>');
    expect(svg).toContain('#3F51B5');
  });
});
