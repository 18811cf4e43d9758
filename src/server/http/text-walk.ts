/// <reference lib="es2024.string" />
// isWellFormed/toWellFormed are ES2024; Node 20 has them, the project's lib stops at ES2023.

/** A string in a request that a check picked out, and where it was. */
export interface FoundText {
  /** Dotted path (`shippingDetails.name`, `items.0.name`); '' when the input itself is the string. */
  path: string;
  text: string;
}

/** False for text holding half of a UTF-16 pair (a lone surrogate, e.g. half an emoji): PostgreSQL cannot store it. */
export const isWellFormedText = (text: string): boolean => text.isWellFormed();

/**
 * The first string in `value` (a value, or an object key: a key is text the client sent too) that `isBad` picks
 * out, depth first in document order, or null. Iterative: a JSON body may nest thousands of levels deep.
 */
export function findText(value: unknown, isBad: (text: string) => boolean): FoundText | null {
  const stack: [unknown, string][] = [[value, '']];
  while (stack.length > 0) {
    const [node, path] = stack.pop()!;
    if (typeof node === 'string') {
      if (isBad(node)) return { path, text: node };
      continue;
    }
    if (node === null || typeof node !== 'object') continue;
    const entries = Object.entries(node);
    for (let i = entries.length - 1; i >= 0; i--) {
      const [key, child] = entries[i]!;
      // The path is shown to the client: a bad key is named with its broken half replaced.
      const childPath = path ? `${path}.${key.toWellFormed()}` : key.toWellFormed();
      // The key goes on top of its value, so it is checked first: document order.
      stack.push([child, childPath], [key, childPath]);
    }
  }
  return null;
}
