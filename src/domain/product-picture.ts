import type { CategoryName } from './categories';

/**
 * Which illustration shows a product: one ordered keyword table over the product's name (most specific first,
 * so "Milk Chocolate Digestives" is a biscuit before it is chocolate or milk), then the category's picture.
 * Icon names are Fluent Emoji Flat's (MIT, Microsoft; Iconify's @iconify-json/fluent-emoji-flat packaging), but for
 * the few it has no emoji for, drawn in its style in src/server/modules/images/own-icons.ts ('crisp-packet').
 */
export interface ProductPicture {
  icon: string;
  /** True when the name matched an item; false when it is the category's fallback picture. */
  specific: boolean;
}

interface PictureRule {
  /** Words or phrases matched whole in the normalised name; plurals (s, es, y→ies) match too. */
  keys: readonly string[];
  icon: string;
  /** Only for products in these categories (for words that mean different things on different aisles). */
  only?: readonly CategoryName[];
}

const rule = (icon: string, keys: readonly string[], only?: readonly CategoryName[]): PictureRule => ({ icon, keys, only });

const RULES: readonly PictureRule[] = [
  // Things named after an ingredient they contain, before the ingredient: drinks, spreads, sauces, ice cream.
  rule('teacup-without-handle', ['green tea'], ['Drinks']),
  rule('hot-beverage', ['hot chocolate', 'drinking chocolate', 'tea', 'coffee', 'nescafe', 'espresso'], ['Drinks']),
  rule('cup-with-straw', ['smoothie', 'squash', 'cordial', 'cola', 'coke', 'pepsi', 'fanta', 'irn bru', 'lemonade', 'energy drink', 'red bull', 'monster energy', 'lucozade'], ['Drinks']),
  rule('beverage-box', ['juice', 'j2o', 'capri sun']),
  rule('bubbles', ['sparkling water', 'tonic water']),
  rule('droplet', ['water'], ['Drinks']),
  rule('glass-of-milk', ['oat drink', 'soya', 'alpro']),
  rule('bottle-with-popping-cork', ['champagne', 'prosecco', 'cava']),
  rule('beer-mug', ['lager', 'ipa', 'beer', 'ale', 'draught', 'cider', 'peroni']),
  rule('wine-glass', ['merlot', 'shiraz', 'malbec', 'rioja', 'tempranillo', 'pinot', 'sauvignon', 'chardonnay', 'zinfandel', 'rose', 'wine']),
  rule('cocktail-glass', ['gin', 'vodka', 'aperitivo', 'aperol']),
  rule('tumbler-glass', ['whisky', 'whiskey', 'rum', 'captain morgan', 'baileys']),
  rule('ice-cream', ['ice cream', 'magnum', 'viennetta']),
  rule('soft-ice-cream', ['cornetto', 'cone']),
  rule('bowl-with-spoon', ['yogurt', 'muller corner', 'rice pudding', 'porridge', 'oat so simple', 'corn flake', 'coco pops', 'crunchy nut', 'weetabix', 'shreddies', 'granola', 'wholewheat biscuit']),
  rule('chocolate-bar', ['cereal bar', 'nature valley', 'wafer']),
  rule('cookie', ['biscuit', 'digestive', 'cookie', 'shortbread', 'custard cream', 'jaffa cake', 'cracker', 'oreo']),
  rule('rice-cracker', ['rice cake']),
  rule('cupcake', ['chocolate muffin']),
  rule('croissant', ['croissant', 'pain au chocolat']),
  rule('doughnut', ['doughnut']),
  rule('beans', ['baked bean']),
  rule('honey-pot', ['honey', 'golden syrup'], ['Pantry']),
  rule('jar', ['jam', 'conserve', 'marmalade', 'chutney', 'pickle', 'chocolate spread', 'peanut butter', 'marmite', 'ketchup', 'mayonnaise', 'salad cream', 'brown sauce', 'sauce']),
  rule('pot-of-food', ['soup', 'stock cube', 'stock pot', 'gravy'], ['Pantry']),
  rule('curry-rice', ['tikka masala', 'curry']),
  rule('steaming-bowl', ['noodle']),
  rule('burrito', ['fajita']),
  rule('pizza', ['pizza']),
  rule('shallow-pan-of-food', ['lasagne'], ['Frozen']),
  rule('hamburger', ['burger'], ['Frozen', 'Meat & Poultry']),
  rule('waffle', ['waffle']),
  rule('french-fries', ['chip'], ['Frozen']),
  // Crisps are a packet, not the raw potato further down.
  rule('crisp-packet', ['crisp', 'chip', 'pringles', 'hula hoops', 'doritos', 'quavers', 'monster munch', 'wotsits'], ['Snacks & Confectionery']),
  rule('chocolate-bar', ['chocolate', 'dairy milk', 'twirl', 'maltesers', 'mars', 'snickers', 'kitkat', 'toblerone']),
  rule('candy', ['jelly babies', 'haribo', 'sweets']),
  rule('popcorn', ['popcorn']),
  rule('peanuts', ['peanut', 'nut']),
  // Pets and household before food words (cat food "with chicken", "in gravy").
  rule('cat', ['cat food', 'cat treat', 'whiskas', 'felix']),
  rule('dog', ['dog food']),
  rule('roll-of-paper', ['toilet tissue', 'toilet roll', 'kitchen roll']),
  rule('toilet', ['toilet cleaner']),
  rule('wastebasket', ['bin bag', 'bin liner', 'refuse sack']),
  rule('battery', ['battery']),
  rule('salt', ['dishwasher salt']),
  rule('bubbles', ['washing up', 'dishwasher', 'rinse aid', 'laundry', 'washing capsule', 'pod', 'fabric conditioner', 'oxi action'], ['Household']),
  rule('sponge', ['bleach', 'cleaner', 'cleanser', 'surface spray', 'wipe', 'cif'], ['Household']),
  // Health & beauty.
  rule('pill', ['paracetamol', 'ibuprofen', 'tablet', 'caplet', 'capsule', 'lemsip']),
  rule('adhesive-bandage', ['plaster']),
  rule('soap', ['hand wash', 'beauty bar', 'soap']),
  rule('toothbrush', ['toothpaste', 'toothbrush']),
  rule('tooth', ['mouthwash']),
  rule('razor', ['razor']),
  rule('baby', ['nappies', 'nappy', 'baby wipe', 'waterwipes', 'baby shampoo']),
  rule('lotion-bottle', ['shampoo', 'conditioner', 'shower gel', 'body wash', 'lotion', 'creme', 'deodorant', 'anti perspirant', 'body spray'], ['Health & Beauty']),
  // Bakery.
  rule('baguette-bread', ['baguette']),
  rule('bagel', ['bagel']),
  rule('flatbread', ['naan', 'pitta', 'wrap', 'tortilla']),
  rule('pancakes', ['crumpet']),
  rule('pie', ['bakewell', 'pork pie']),
  rule('shortcake', ['cake', 'angel slice']),
  rule('bread', ['bread', 'loaf', 'bloomer', 'roll', 'bun', 'best of both', 'pains au lait'], ['Bakery']),
  // Dairy.
  rule('butter', ['butter', 'spread', 'spreadable', 'lurpak']),
  rule('cheese-wedge', ['cheddar', 'cheese', 'mozzarella', 'halloumi', 'babybel']),
  rule('egg', ['egg']),
  rule('glass-of-milk', ['milk', 'cream', 'creme fraiche'], ['Dairy & Eggs']),
  rule('coconut', ['coconut']),
  // Meat and fish.
  rule('bacon', ['bacon', 'lardon']),
  rule('hot-dog', ['sausage', 'frankfurter', 'chorizo', 'peperami']),
  rule('fried-shrimp', ['scampi']),
  rule('shrimp', ['prawn']),
  rule('fish', ['salmon', 'cod', 'fish finger', 'tuna']),
  rule('poultry-leg', ['chicken', 'duck', 'drumstick']),
  rule('cut-of-meat', ['steak', 'mince', 'joint', 'beef', 'pork', 'lamb', 'gammon', 'ham']),
  // Fruit and vegetables, and what is made of them.
  rule('roasted-sweet-potato', ['sweet potato']),
  rule('potato', ['potato', 'hash brown']),
  rule('banana', ['banana']),
  rule('red-apple', ['apple']),
  rule('pear', ['pear']),
  rule('tangerine', ['orange', 'clementine', 'easy peeler', 'satsuma']),
  rule('lemon', ['lemon']),
  rule('grapes', ['grape']),
  rule('strawberry', ['strawberry']),
  rule('blueberries', ['blueberry', 'berry']),
  rule('avocado', ['avocado']),
  rule('pineapple', ['pineapple']),
  rule('mango', ['mango']),
  rule('kiwi-fruit', ['kiwi']),
  rule('tomato', ['tomato', 'passata']),
  rule('onion', ['onion']),
  rule('carrot', ['carrot', 'mixed vegetable']),
  rule('broccoli', ['broccoli']),
  rule('cucumber', ['cucumber']),
  rule('leafy-green', ['lettuce', 'spinach']),
  rule('green-salad', ['salad']),
  rule('bell-pepper', ['pepper']),
  rule('brown-mushroom', ['mushroom']),
  rule('garlic', ['garlic']),
  rule('ginger-root', ['ginger']),
  rule('pea-pod', ['pea']),
  rule('ear-of-corn', ['sweetcorn']),
  rule('beans', ['bean', 'chickpea', 'lentil']),
  // Pantry staples.
  rule('spaghetti', ['pasta', 'spaghetti', 'fusilli', 'penne', 'lasagne']),
  rule('cooked-rice', ['rice']),
  rule('olive', ['olive oil']),
  rule('sunflower', ['sunflower oil']),
  rule('salt', ['salt'], ['Pantry']),
  rule('custard', ['custard']),
];

/** The picture of a product no rule names: one per aisle. */
export const CATEGORY_PICTURES: Readonly<Record<CategoryName, string>> = {
  'Fruit & Vegetables': 'basket',
  'Dairy & Eggs': 'glass-of-milk',
  'Meat & Poultry': 'meat-on-bone',
  Bakery: 'bread',
  Drinks: 'cup-with-straw',
  Frozen: 'snowflake',
  Household: 'broom',
  'Health & Beauty': 'lotion-bottle',
  'Snacks & Confectionery': 'lollipop',
  Pantry: 'canned-food',
  Alcohol: 'wine-glass',
};

const FALLBACK_ICON = CATEGORY_PICTURES.Pantry;

/** 'Coca-Cola Zero Sugar' → ['coca', 'cola', 'zero', 'sugar']. */
function words(name: string): string[] {
  return name
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[’']/g, '')
    .split(/[^a-z0-9]+/)
    .filter(Boolean);
}

function forms(key: string): string[] {
  const out = [key, `${key}s`, `${key}es`];
  if (key.endsWith('y')) out.push(`${key.slice(0, -1)}ies`);
  return out;
}

/** Every spelling of every key → the rules naming it, in table order: a name is read with a few map lookups. */
const RULES_BY_PHRASE = new Map<string, number[]>();
RULES.forEach((r, index) => {
  for (const phrase of r.keys.flatMap(forms)) {
    const list = RULES_BY_PHRASE.get(phrase) ?? [];
    if (!list.includes(index)) list.push(index);
    RULES_BY_PHRASE.set(phrase, list);
  }
});
const LONGEST_KEY = Math.max(...RULES.flatMap((r) => r.keys.map((k) => k.split(' ').length)));

export function pictureFor(name: string, category: string): ProductPicture {
  const w = words(name);
  let best = Infinity;
  for (let start = 0; start < w.length; start += 1) {
    for (let length = 1; length <= LONGEST_KEY && start + length <= w.length; length += 1) {
      for (const index of RULES_BY_PHRASE.get(w.slice(start, start + length).join(' ')) ?? []) {
        if (index >= best) break;
        const only = RULES[index]!.only;
        if (only && !only.includes(category as CategoryName)) continue;
        best = index;
        break;
      }
    }
  }
  if (best < RULES.length) return { icon: RULES[best]!.icon, specific: true };
  return { icon: CATEGORY_PICTURES[category as CategoryName] ?? FALLBACK_ICON, specific: false };
}

/** Every icon the rule can answer, so the server loads only these from the icon set. */
export const PICTURE_ICONS: readonly string[] = [...new Set([...RULES.map((r) => r.icon), ...Object.values(CATEGORY_PICTURES)])].sort();
