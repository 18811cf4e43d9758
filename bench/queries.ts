/**
 * The fixed query set: the same queries, in the same order, on every run, so figures compare across runs.
 * Mixed as shoppers type: whole words, typos, 2 to 3 letter prefixes and multi-word queries.
 */
export type QueryKind = 'word' | 'typo' | 'prefix' | 'multi';

const WORDS = [
  'milk', 'bread', 'beans', 'chicken', 'cheese', 'coffee', 'tea', 'butter', 'eggs', 'pasta',
  'rice', 'apples', 'bananas', 'yoghurt', 'crisps', 'chocolate', 'wine', 'shampoo',
];
const TYPOS = [
  'chiken', 'choclate', 'bannana', 'yougurt', 'brocoli', 'tomatos', 'spagetti', 'sausges',
  'biscits', 'cofee', 'shampo', 'toothpast', 'satsumas', 'potatoe',
];
const PREFIXES = ['mi', 'br', 'ch', 'ba', 'co', 'ap', 'sa', 'che', 'mil', 'bre', 'tom', 'ora', 'sau', 'pot'];
const MULTI = [
  'semi skimmed milk', 'heinz baked beans', 'free range eggs', 'tomato soup', 'orange juice',
  'toilet roll', 'chicken breast', 'greek yoghurt', 'white bread', 'red wine',
  'washing up liquid', 'frozen peas', 'cheddar cheese', 'dark chocolate',
];

export const SEARCH_QUERIES: { q: string; kind: QueryKind }[] = [
  ...WORDS.map((q) => ({ q, kind: 'word' as const })),
  ...TYPOS.map((q) => ({ q, kind: 'typo' as const })),
  ...PREFIXES.map((q) => ({ q, kind: 'prefix' as const })),
  ...MULTI.map((q) => ({ q, kind: 'multi' as const })),
];
