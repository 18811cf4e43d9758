/**
 * Typical ingredients and per-100 g/ml values by keyword, the base that nutrition.ts varies per product.
 * The catalogue carries no nutrition data, so these are typical UK label figures, not a product's own.
 * Order matters: the first profile whose keyword starts a word of the name wins, so specific phrases
 * ('peanut butter', 'ice cream') come before the general words they contain ('butter', 'cream').
 */

import type { CategoryName } from './categories';

/** fat, saturates, carbohydrate, sugars, fibre (null when a label would not state it), protein, salt; grams. */
export type Per100 = readonly [number, number, number, number, number | null, number, number];

export interface NutritionProfile {
  match: readonly string[];
  /** Only for products in these categories (e.g. 'squash' the drink, not the vegetable). */
  categories?: readonly CategoryName[];
  /** Ingredient text; `name` is the product name without its brand. */
  ingredients: string | ((name: string) => string);
  per100: Per100;
}

const WHEAT_FLOUR = 'Wheat Flour (Wheat Flour, Calcium Carbonate, Iron, Niacin, Thiamin)';
const MILK_CHOCOLATE = 'Milk Chocolate (Sugar, Cocoa Butter, Cocoa Mass, Dried Whole Milk, Emulsifier (Soya Lecithin))';
const has = (name: string, word: string) => name.toLowerCase().includes(word);

export const PROFILES: readonly NutritionProfile[] = [
  // Spreads, nuts and ready-made things whose names contain other foods
  { match: ['peanut butter'], ingredients: 'Roasted Peanuts (97%), Palm Oil, Salt, Sugar', per100: [50, 10, 13, 6, 7, 25, 0.9] },
  { match: ['nutella', 'hazelnut'], ingredients: 'Sugar, Palm Oil, Hazelnuts (13%), Skimmed Milk Powder (8.7%), Fat-Reduced Cocoa (7.4%), Emulsifier (Soya Lecithin), Vanillin', per100: [31, 10.6, 57.5, 56.3, null, 6.3, 0.11] },
  { match: ['ice cream', 'magnum', 'cornetto', 'viennetta'], ingredients: (n) => `Reconstituted Skimmed Milk, Sugar, Cream (Milk) (12%), Glucose Syrup${has(n, 'almond') ? ', Almonds (6%)' : ''}${has(n, 'cone') || has(n, 'cornetto') || has(n, 'cookie') ? ', Wafer (Wheat Flour, Sugar, Coconut Oil, Soya Lecithin)' : ''}${has(n, 'chocolate') || has(n, 'magnum') ? ', Cocoa Mass, Cocoa Butter' : ''}, Vanilla Extract, Emulsifier (Mono- and Diglycerides of Fatty Acids), Stabilisers (Locust Bean Gum, Guar Gum). May contain nuts.`, per100: [11, 7.5, 27, 23, 0.5, 3.5, 0.12] },
  { match: ['pizza'], ingredients: (n) => `${WHEAT_FLOUR}, Tomato Purée, Mozzarella Cheese (Milk) (18%), Water${has(n, 'pepperoni') ? ', Pepperoni (Pork, Salt, Paprika, Dextrose, Garlic)' : ''}, Rapeseed Oil, Yeast, Salt, Sugar, Dried Oregano`, per100: [9.5, 4.2, 30, 3.2, 2, 11, 1.2] },
  { match: ['lasagne sheets'], ingredients: 'Durum Wheat Semolina, Pasteurised Free Range Egg (20%)', per100: [2.3, 0.6, 68, 2.5, 3, 13, 0.05] },
  { match: ['lasagne'], ingredients: 'Cooked Pasta (Durum Wheat Semolina, Egg), Beef (20%), Tomatoes, Whole Milk, Onion, Cheddar Cheese (Milk), Butter (Milk), Wheat Flour, Salt, Black Pepper', per100: [6, 3, 13, 3, 1, 7.5, 0.6] },
  { match: ['with rice'], ingredients: 'Cooked Basmati Rice (45%), Chicken Breast (18%), Tomatoes, Onion, Single Cream (Milk), Rapeseed Oil, Ginger, Garlic, Spices, Salt', per100: [5, 2, 16, 3, 1, 7, 0.6] },
  { match: ['cooking sauce', 'curry sauce'], ingredients: 'Tomatoes, Water, Onion, Single Cream (Milk) (8%), Rapeseed Oil, Sugar, Ginger, Garlic, Spices, Salt, Cornflour, Coriander Leaf', per100: [6, 2, 8, 6, 1.5, 1.5, 0.9] },
  { match: ['pasta sauce', 'bolognese', 'basil sauce'], ingredients: 'Tomatoes (82%), Tomato Purée, Onion, Sugar, Basil (1.2%), Modified Maize Starch, Salt, Garlic Purée, Olive Oil', per100: [0.6, 0.1, 8, 6.5, 1.3, 1.5, 0.8] },
  { match: ['soup'], ingredients: 'Tomatoes (84%), Rapeseed Oil, Sugar, Wheat Flour, Cream (Milk), Salt, Spice Extracts, Herb Extract, Citric Acid', per100: [3, 0.2, 7, 5, 0.6, 0.8, 0.6] },
  { match: ['baked beans', 'beanz'], ingredients: 'Haricot Beans (51%), Tomatoes (34%), Water, Sugar, Spirit Vinegar, Modified Cornflour, Salt, Spice Extracts, Herb Extract', per100: [0.2, 0, 12.5, 4.7, 3.7, 4.7, 0.6] },
  { match: ['super noodles', 'noodle'], ingredients: 'Dried Noodles (Wheat Flour, Palm Oil, Salt), Chicken Flavour Seasoning (Maltodextrin, Salt, Flavour Enhancers, Dried Chicken, Skimmed Milk Powder, Onion Powder)', per100: [19, 9, 60, 3, 2.5, 9, 2.4] },
  { match: ['fajita kit'], ingredients: `Tortillas (${WHEAT_FLOUR}, Water, Palm Oil, Raising Agents, Salt), Tomato Salsa (Tomatoes, Onion, Jalapeño), Seasoning (Paprika, Sugar, Salt, Onion, Garlic, Cumin)`, per100: [5, 2, 48, 5, 3, 8, 2.1] },
  { match: ['rice pudding', 'custard'], categories: ['Pantry'], ingredients: (n) => (has(n, 'custard') ? 'Skimmed Milk, Buttermilk (Milk), Sugar, Palm Oil, Modified Starch, Colours (Curcumin, Annatto)' : 'Skimmed Milk, Rice (8%), Sugar, Cream (Milk), Natural Flavouring'), per100: [2.5, 1.5, 16, 8, 0.2, 3.3, 0.1] },
  { match: ['rice cake'], ingredients: 'Wholegrain Brown Rice (98%), Sea Salt', per100: [2.8, 0.6, 81, 0.6, 3.5, 8, 0.5] },
  { match: ['microwave'], ingredients: (n) => `Cooked ${n.replace(/microwave\s*/i, '')} (95%), Rapeseed Oil, Salt, Spices`, per100: [2.6, 0.3, 31, 0.3, 1, 3.5, 0.5] },
  { match: ['coconut milk'], ingredients: 'Coconut Extract (60%), Water, Stabiliser (Guar Gum)', per100: [17, 15, 2.5, 1.5, null, 1.4, 0.05] },
  { match: ['custard cream', 'shortbread', 'digestive', 'rich tea', 'oreo', 'jaffa', 'wafer', 'biscuit'], categories: ['Snacks & Confectionery'], ingredients: (n) => `${WHEAT_FLOUR}, Sugar, Vegetable Oil (Palm)${has(n, 'butter') || has(n, 'shortbread') ? ', Butter (Milk) (30%)' : ''}${has(n, 'chocolate') || has(n, 'jaffa') || has(n, 'wafer') ? `, ${MILK_CHOCOLATE}` : ''}, Glucose-Fructose Syrup, Raising Agents (Sodium Bicarbonate), Salt. May contain milk and nuts.`, per100: [21, 10, 66, 24, 3, 6.5, 0.9] },
  { match: ['cookie'], ingredients: `${WHEAT_FLOUR}, Chocolate Chips (25%) (Sugar, Cocoa Mass, Cocoa Butter, Emulsifier (Soya Lecithin)), Sugar, Palm Oil, Butter (Milk), Egg, Raising Agents, Salt. May contain nuts.`, per100: [24, 12, 63, 33, 2.5, 6, 0.7] },
  { match: ['cracker', 'ritz'], ingredients: `${WHEAT_FLOUR}, Vegetable Oil (Palm), Salt, Yeast, Raising Agents. May contain milk.`, per100: [13, 6, 68, 1.8, 3.5, 10, 1.4] },
  { match: ['crisps', 'tortilla chips', 'kettle chips', 'pringles', 'hula hoops', 'doritos'], ingredients: (n) => `${has(n, 'tortilla') || has(n, 'doritos') ? 'Corn (74%)' : has(n, 'pringles') || has(n, 'hula') ? 'Dried Potato, Rice Flour, Wheat Starch' : 'Potatoes'}, Sunflower Oil (30%), ${has(n, 'cheese') ? 'Cheese & Onion Seasoning (Dried Milk Whey, Onion Powder, Cheese Powder (Milk), Salt)' : has(n, 'vinegar') ? 'Salt & Vinegar Seasoning (Lactose (Milk), Salt, Citric Acid, Flavouring)' : 'Salt'}`, per100: [31, 2.7, 53, 0.6, 4.5, 6, 1.3] },
  { match: ['peanut', 'cashew', 'almond', 'nuts'], categories: ['Snacks & Confectionery'], ingredients: (n) => `${has(n, 'cashew') ? 'Cashew Nuts' : 'Peanuts'} (95%), Sunflower Oil, Salt`, per100: [50, 8, 12, 4.5, 7, 25, 1] },
  { match: ['popcorn'], ingredients: 'Popping Corn (66%), Sugar, Rapeseed Oil, Salt', per100: [19, 1.7, 63, 25, 8, 6.5, 0.8] },
  { match: ['cereal bar', 'nature valley', 'oats & honey'], ingredients: 'Wholegrain Rolled Oats (66%), Sugar, Sunflower Oil, Honey (3%), Salt, Molasses, Emulsifier (Soya Lecithin). May contain nuts and milk.', per100: [18, 2, 64, 26, 6.5, 8, 0.7] },
  { match: ['dark chocolate'], ingredients: 'Cocoa Mass, Sugar, Cocoa Butter, Emulsifier (Soya Lecithin), Vanilla Extract. May contain milk and nuts.', per100: [42, 25, 34, 28, 11, 9.5, 0.02] },
  { match: ['snickers', 'toblerone', 'chocolate', 'dairy milk', 'twirl', 'galaxy', 'maltesers', 'kitkat', 'mars'], categories: ['Snacks & Confectionery'], ingredients: (n) => `Sugar, Milk Powder, Cocoa Butter, Cocoa Mass, Vegetable Fats (Palm, Shea)${has(n, 'snickers') ? ', Peanuts (19%)' : ''}${has(n, 'toblerone') ? ', Honey, Almonds (1.6%)' : ''}${has(n, 'kitkat') || has(n, 'maltesers') || has(n, 'twirl') ? ', Wheat Flour, Barley Malt Extract' : ''}, Emulsifier (Soya Lecithin), Flavourings. May contain nuts.`, per100: [30, 18, 57, 55, 2, 7, 0.2] },
  { match: ['jelly', 'haribo', 'starmix', 'sweets'], ingredients: 'Glucose Syrup, Sugar, Gelatine, Dextrose, Fruit Juice from Concentrate, Acid (Citric Acid), Flavourings, Colours, Glazing Agent (Carnauba Wax)', per100: [0.2, 0.1, 77, 47, 0.5, 6.6, 0.07] },
  // Bakery
  { match: ['gluten free'], ingredients: 'Water, Tapioca Starch, Rice Flour, Potato Starch, Rapeseed Oil, Psyllium Husk Powder, Egg White, Yeast, Sugar, Salt', per100: [5, 0.5, 41, 2.5, 7, 2, 0.9] },
  { match: ['croissant', 'pain au chocolat', 'pains au lait', 'brioche'], ingredients: (n) => `${WHEAT_FLOUR}, Butter (Milk) (20%), Water, Sugar, Yeast, Egg${has(n, 'chocolat') ? ', Dark Chocolate (Sugar, Cocoa Mass, Cocoa Butter, Soya Lecithin)' : ''}, Salt, Wheat Gluten`, per100: [21, 13, 45, 9, 2, 8, 0.9] },
  { match: ['cake', 'sponge', 'bakewell', 'doughnut', 'angel slice', 'chocolate muffin'], ingredients: `Sugar, ${WHEAT_FLOUR}, Rapeseed Oil, Egg, Glucose Syrup, Raising Agents, Skimmed Milk Powder, Salt, Emulsifier (Soya Lecithin). May contain nuts.`, per100: [18, 5, 52, 32, 1.5, 5, 0.5] },
  { match: ['malt loaf'], ingredients: `${WHEAT_FLOUR}, Raisins (23%), Malted Barley Extract, Invert Sugar Syrup, Wholemeal Wheat Flour, Yeast, Salt`, per100: [2, 0.4, 65, 29, 4, 8, 0.5] },
  { match: ['wholemeal', 'best of both', '50/50', 'seeded'], categories: ['Bakery'], ingredients: 'Wholemeal Wheat Flour, Water, Yeast, Wheat Protein, Salt, Soya Flour, Rapeseed Oil, Emulsifier (Mono- and Diacetyl Tartaric Acid Esters of Mono- and Diglycerides of Fatty Acids), Flour Treatment Agent (Ascorbic Acid)', per100: [2.5, 0.5, 40, 3, 6.5, 10, 0.9] },
  { match: ['bread', 'bloomer', 'baguette', 'roll', 'bun', 'pitta', 'wrap', 'naan', 'bagel', 'crumpet', 'muffin', 'loaf', 'yorkshire pudding'], ingredients: (n) => `${WHEAT_FLOUR}, Water${has(n, 'yorkshire') ? ', Whole Egg, Skimmed Milk Powder' : ''}, Yeast, Salt, Rapeseed Oil, Soya Flour, Emulsifier (Mono- and Diacetyl Tartaric Acid Esters of Mono- and Diglycerides of Fatty Acids), Flour Treatment Agent (Ascorbic Acid)`, per100: [1.8, 0.4, 46, 3.5, 2.9, 9, 1] },
  // Dairy and eggs
  { match: ['oat drink', 'oatly'], ingredients: 'Water, Oats (10%), Rapeseed Oil, Calcium Carbonate, Salt, Vitamins (D2, Riboflavin, B12)', per100: [1.5, 0.2, 6.6, 4, 0.8, 1, 0.1] },
  { match: ['soya'], categories: ['Dairy & Eggs'], ingredients: 'Water, Hulled Soya Beans (5.9%), Sugar, Calcium, Acidity Regulator (Potassium Phosphates), Stabiliser (Gellan Gum), Sea Salt, Vitamins (Riboflavin, B12, D2)', per100: [1.8, 0.3, 2.5, 2.5, 0.5, 3, 0.09] },
  { match: ['lactose free', 'lactofree'], ingredients: 'Semi Skimmed Milk, Lactase Enzyme', per100: [1.5, 1, 2.7, 2.7, null, 3.6, 0.1] },
  { match: ['semi-skimmed', 'semi skimmed'], ingredients: 'Semi Skimmed Milk', per100: [1.7, 1.1, 4.8, 4.8, null, 3.6, 0.1] },
  { match: ['skimmed'], ingredients: 'Skimmed Milk', per100: [0.1, 0.1, 5, 5, null, 3.5, 0.1] },
  { match: ['milk'], categories: ['Dairy & Eggs'], ingredients: 'Whole Milk', per100: [3.6, 2.3, 4.7, 4.7, null, 3.4, 0.1] },
  { match: ['egg'], categories: ['Dairy & Eggs'], ingredients: 'Free Range Eggs', per100: [9.9, 2.6, 0, 0, null, 12.6, 0.3] },
  { match: ['unsalted'], ingredients: 'Butter (Milk)', per100: [82, 52, 0.6, 0.6, null, 0.6, 0.02] },
  { match: ['butter', 'anchor spreadable', 'lurpak'], categories: ['Dairy & Eggs'], ingredients: (n) => (has(n, 'spread') ? 'Butter (Milk) (75%), Rapeseed Oil, Salt (1.2%)' : 'Butter (Milk), Salt (1.5%)'), per100: [80, 50, 0.6, 0.6, null, 0.6, 1.4] },
  { match: ['spread', 'flora'], categories: ['Dairy & Eggs'], ingredients: 'Plant Oils (Sunflower, Rapeseed, Palm), Water, Salt, Emulsifier (Mono- and Diglycerides of Fatty Acids), Natural Flavouring, Vitamins A and D', per100: [59, 13, 0, 0, null, 0, 1.2] },
  { match: ['mozzarella'], categories: ['Dairy & Eggs'], ingredients: 'Mozzarella Cheese (Milk), Salt, Acidity Regulator (Citric Acid), Microbial Rennet', per100: [18, 12, 1, 1, null, 18, 0.4] },
  { match: ['halloumi'], ingredients: 'Halloumi Cheese (Pasteurised Cows, Sheep and Goats Milk), Salt, Dried Mint, Microbial Rennet', per100: [25, 17, 2, 1.5, null, 21, 2.7] },
  { match: ['soft cheese', 'philadelphia', 'dairylea', 'babybel'], ingredients: 'Soft Cheese (Milk), Salt, Stabiliser (Carob Bean Gum), Starter Culture', per100: [21, 14, 4, 4, null, 5.4, 0.7] },
  { match: ['cheddar', 'cheese'], categories: ['Dairy & Eggs'], ingredients: (n) => `${has(n, 'cheddar') ? 'Cheddar Cheese (Milk)' : 'Cheese (Milk), Salt'}${has(n, 'grated') ? ', Potato Starch' : ''}`, per100: [34.9, 21.7, 0.1, 0.1, null, 25.4, 1.8] },
  { match: ['natural yogurt', 'greek yogurt', 'greek style natural'], ingredients: 'Whole Milk Yogurt (Milk), Live Cultures', per100: [10, 6.8, 4.5, 4.5, null, 5.7, 0.1] },
  { match: ['yogurt', 'yoghurt', 'muller'], ingredients: (n) => `Yogurt (Milk), Sugar, ${has(n, 'vanilla') ? 'Vanilla Extract' : 'Strawberries (10%)'}, Modified Maize Starch, Natural Flavourings`, per100: [2.7, 1.7, 14, 13, 0.3, 4, 0.15] },
  { match: ['creme fraiche'], ingredients: 'Soured Cream (Milk), Live Cultures', per100: [30, 20, 2.6, 2.6, null, 2.4, 0.1] },
  { match: ['cream'], categories: ['Dairy & Eggs'], ingredients: 'Double Cream (Milk)', per100: [50.5, 31.5, 2.7, 2.7, null, 1.7, 0.08] },
  // Fish, meat and meat-free
  { match: ['smoked salmon'], ingredients: 'Salmon (Fish) (97%), Salt, Demerara Sugar, Oak Smoke', per100: [10, 1.8, 0.5, 0.5, null, 23, 3] },
  { match: ['salmon'], ingredients: 'Salmon (Fish) (100%)', per100: [13, 2.3, 0, 0, null, 22, 0.1] },
  { match: ['tuna'], ingredients: 'Tuna (Fish) (71%), Spring Water, Salt', per100: [0.6, 0.2, 0, 0, null, 25, 0.4] },
  { match: ['fish finger', 'cod'], ingredients: `Cod (Fish) (58%), Breadcrumb (${WHEAT_FLOUR}, Water, Yeast, Salt), Rapeseed Oil, Wheat Flour, Water, Salt`, per100: [8.7, 0.8, 18, 1, 0.9, 12, 0.6] },
  { match: ['scampi'], ingredients: `Scampi (Langoustine) (Crustaceans) (50%), Breadcrumb (${WHEAT_FLOUR}, Water, Salt), Rapeseed Oil`, per100: [12, 1, 25, 1.5, 1.2, 10, 0.8] },
  { match: ['prawn'], ingredients: 'King Prawns (Crustaceans) (97%), Salt', per100: [0.7, 0.1, 0, 0, null, 16, 1] },
  { match: ['quorn'], ingredients: 'Mycoprotein (94%), Rehydrated Free Range Egg White, Firming Agents (Calcium Chloride, Calcium Acetate)', per100: [2, 0.5, 4.5, 0.6, 5.5, 14.5, 0.1] },
  { match: ['meat free', 'vegetarian'], ingredients: `Rehydrated Textured Soya Protein (40%), Water, Rapeseed Oil, ${WHEAT_FLOUR}, Onion, Salt, Herbs, Methylcellulose`, per100: [7, 0.8, 8, 1, 4, 16, 1.2] },
  { match: ['nugget'], ingredients: `Chicken Breast (55%), ${WHEAT_FLOUR}, Water, Rapeseed Oil, Wheat Starch, Salt, Yeast, Spices`, per100: [13, 1.2, 18, 1, 1, 15, 0.9] },
  { match: ['burger'], ingredients: `Beef (80%), Water, Onion, ${WHEAT_FLOUR}, Salt, Black Pepper`, per100: [19, 8.5, 5, 1, 0.5, 17, 1.1] },
  { match: ['bacon', 'lardon'], ingredients: 'Pork (87%), Water, Salt, Preservatives (Sodium Nitrite, Potassium Nitrate), Antioxidant (Sodium Ascorbate)', per100: [18, 6.6, 0.5, 0.5, null, 16, 3] },
  { match: ['chorizo', 'peperami'], ingredients: 'Pork (90%), Paprika, Salt, Garlic, Dextrose, Preservatives (Sodium Nitrite, Potassium Nitrate)', per100: [31, 11, 2, 1, null, 24, 4.2] },
  { match: ['sausage', 'frankfurter'], ingredients: `Pork (70%), Water, Rusk (${WHEAT_FLOUR}, Salt), Salt, Spices, Dextrose, Preservative (Sodium Metabisulphite)`, per100: [17, 6.5, 7, 1, 0.7, 14, 1.4] },
  { match: ['pork pie'], ingredients: `${WHEAT_FLOUR}, Pork (28%), Lard, Water, Salt, Pork Gelatine, Spices`, per100: [26, 10, 26, 0.6, 1.3, 10, 1.3] },
  { match: ['ham', 'gammon'], ingredients: (n) => `Pork (90%), Water, Salt${has(n, 'honey') ? ', Honey (1%)' : ''}, Preservative (Sodium Nitrite)`, per100: [3, 1, 1, 1, null, 20, 2] },
  { match: ['cooked chicken'], ingredients: 'Chicken Breast (95%), Salt, Dextrose', per100: [2, 0.6, 0.5, 0.5, null, 24, 1.1] },
  { match: ['chicken', 'duck'], categories: ['Meat & Poultry'], ingredients: (n) => `${n} (100%)`, per100: [3, 0.9, 0, 0, null, 23, 0.2] },
  // Pantry
  { match: ['chopped tomatoes', 'passata', 'puree'], ingredients: 'Tomatoes (60%), Tomato Juice, Acidity Regulator (Citric Acid)', per100: [0.1, 0, 3.5, 3.5, 0.9, 1.1, 0.05] },
  { match: ['ketchup', 'brown sauce', 'hp original'], ingredients: 'Tomatoes, Spirit Vinegar, Sugar, Salt, Spice and Herb Extracts, Spice', per100: [0.1, 0, 23, 23, 0.5, 1.2, 1.8] },
  { match: ['mayonnaise', 'salad cream'], ingredients: 'Rapeseed Oil (78%), Water, Pasteurised Egg Yolk (6%), Spirit Vinegar, Salt, Sugar, Lemon Juice Concentrate, Antioxidant (Calcium Disodium EDTA), Paprika Extract', per100: [79, 6.2, 1.3, 1.3, null, 1.1, 1.5] },
  { match: ['chutney', 'pickle'], ingredients: (n) => `Sugar, ${has(n, 'mango') ? 'Mango (38%)' : 'Vegetables (Carrot, Swede, Onion, Cauliflower) (38%)'}, Spirit Vinegar, Salt, Spices, Acidity Regulator (Acetic Acid)`, per100: [0.2, 0, 50, 48, 1, 0.4, 1.8] },
  { match: ['pasta', 'spaghetti', 'fusilli', 'penne'], ingredients: 'Durum Wheat Semolina', per100: [1.5, 0.3, 71, 3.5, 3, 12.5, 0.01] },
  { match: ['rice'], categories: ['Pantry'], ingredients: (n) => n.replace(/\s*\d.*$/, ''), per100: [0.9, 0.2, 78, 0.2, 0.6, 8, 0.01] },
  { match: ['flour'], ingredients: (n) => `${WHEAT_FLOUR}${has(n, 'self raising') ? ', Raising Agents (Monocalcium Phosphate, Sodium Bicarbonate)' : ''}`, per100: [1.3, 0.2, 75, 1, 3.1, 10, 0.01] },
  { match: ['sugar'], categories: ['Pantry'], ingredients: 'Cane Sugar', per100: [0, 0, 100, 100, null, 0, 0] },
  { match: ['syrup', 'honey'], categories: ['Pantry'], ingredients: (n) => (has(n, 'honey') ? 'Honey' : 'Partially Inverted Refiners Syrup'), per100: [0, 0, 80, 80, null, 0.3, 0.1] },
  { match: ['corn flakes', 'coco pops', 'crunchy nut'], ingredients: (n) => `Maize (85%), Sugar${has(n, 'nut') ? ', Peanuts (7%), Honey' : ''}${has(n, 'coco') ? ', Fat-Reduced Cocoa Powder' : ''}, Barley Malt Flavouring, Salt, Vitamins and Minerals`, per100: [1, 0.2, 84, 8, 3, 7, 1.1] },
  { match: ['granola'], ingredients: 'Oat Flakes (55%), Sugar, Rapeseed Oil, Honey, Almonds (4%), Dried Coconut, Salt. May contain milk.', per100: [17, 3, 62, 20, 7, 9, 0.1] },
  { match: ['weetabix', 'shreddies', 'wholewheat biscuits'], ingredients: 'Wholegrain Wheat (95%), Malted Barley Extract, Sugar, Salt, Vitamins and Minerals', per100: [2, 0.4, 69, 4.4, 10, 12, 0.28] },
  { match: ['oats', 'porridge', 'oat so simple'], ingredients: 'Wholegrain Rolled Oats (100%)', per100: [8, 1.5, 60, 1.1, 9, 11, 0.01] },
  { match: ['jam', 'conserve', 'marmalade'], ingredients: (n) => `Sugar, ${has(n, 'marmalade') ? 'Oranges' : 'Strawberries'} (35g per 100g), Gelling Agent (Pectin), Acidity Regulator (Citric Acid)`, per100: [0.1, 0, 60, 60, 0.8, 0.4, 0.03] },
  { match: ['oil'], categories: ['Pantry'], ingredients: (n) => `${n} (100%)`, per100: [100, 11, 0, 0, null, 0, 0] },
  { match: ['table salt'], ingredients: 'Salt, Anti-Caking Agent (Sodium Hexacyanoferrate II)', per100: [0, 0, 0, 0, null, 0, 97] },
  { match: ['stock', 'oxo', 'gravy', 'bisto'], ingredients: (n) => `Potato Starch, Maltodextrin, Salt, Palm Fat, Wheat Flour, Yeast Extract, Flavourings, Onion Powder${has(n, 'beef') || has(n, 'gravy') ? ', Dried Beef' : ', Chicken Fat'}`, per100: [15, 8, 45, 4, 1, 6, 30] },
  { match: ['marmite', 'yeast extract'], ingredients: 'Yeast Extract (contains Barley, Wheat, Oats, Rye), Salt, Vegetable Juice Concentrate, Vitamins (Niacin, Thiamin, Riboflavin, Folic Acid, B12)', per100: [0.1, 0, 30, 1, 3, 34, 10] },
  { match: ['vinegar'], categories: ['Pantry'], ingredients: 'Malt Vinegar (Barley)', per100: [0, 0, 0.6, 0.4, null, 0.4, 0.03] },
  { match: ['lentil', 'kidney bean', 'chickpea', 'sweetcorn'], categories: ['Pantry'], ingredients: (n) => (/ in water$/i.test(n) ? `${n.replace(/ in water$/i, '')}, Water` : `${n} (100%)`), per100: [0.6, 0.1, 14, 1.5, 6, 7, 0.02] },
  // Drinks (as prepared where they are diluted or brewed)
  { match: ['tea'], categories: ['Drinks'], ingredients: (n) => (has(n, 'green') ? 'Green Tea (100%)' : 'Black Tea (100%)'), per100: [0, 0, 0.2, 0, null, 0.1, 0] },
  { match: ['hot chocolate', 'drinking chocolate'], ingredients: 'Sugar, Fat-Reduced Cocoa Powder (25%), Skimmed Milk Powder, Glucose Syrup, Salt, Flavouring', per100: [1, 0.6, 10, 9, 0.7, 0.8, 0.1] },
  { match: ['coffee', 'nescafe', 'espresso'], ingredients: 'Coffee (100%)', per100: [0.2, 0.1, 0.5, 0, null, 0.3, 0] },
  { match: ['tonic'], ingredients: 'Carbonated Water, Sugar, Citric Acid, Natural Flavourings, Quinine', per100: [0, 0, 8.8, 8.8, null, 0, 0] },
  { match: ['water'], categories: ['Drinks'], ingredients: (n) => (has(n, 'sparkling') ? 'Carbonated Natural Mineral Water' : 'Natural Mineral Water'), per100: [0, 0, 0, 0, null, 0, 0.01] },
  { match: ['diet', 'zero', 'max', 'no sugar'], categories: ['Drinks'], ingredients: 'Carbonated Water, Colour (Caramel E150d), Sweeteners (Aspartame, Acesulfame K), Natural Flavourings including Caffeine, Phosphoric Acid, Acidity Regulator (Sodium Citrate)', per100: [0, 0, 0, 0, null, 0, 0.02] },
  { match: ['energy', 'red bull', 'monster'], ingredients: 'Carbonated Water, Sugar, Glucose, Acid (Citric Acid), Taurine (0.4%), Acidity Regulator (Sodium Citrates), Caffeine (0.03%), Vitamins (Niacin, Pantothenic Acid, B6, B12), Flavourings, Colours', per100: [0, 0, 11, 11, null, 0, 0.1] },
  { match: ['smoothie'], ingredients: 'Pressed Apple Juice, Crushed Strawberries (18%), Crushed Bananas (17%), Pressed Orange Juice, Lime Juice', per100: [0.1, 0, 13, 12, 1.2, 0.6, 0.01] },
  { match: ['squash', 'cordial'], categories: ['Drinks'], ingredients: 'Water, Fruit Juice from Concentrate (10%), Acid (Citric Acid), Acidity Regulator (Sodium Citrate), Flavourings, Sweeteners (Sucralose, Acesulfame K), Preservatives (Potassium Sorbate, Sodium Metabisulphite)', per100: [0, 0, 0.8, 0.8, null, 0, 0.01] },
  { match: ['j2o', 'capri-sun'], ingredients: 'Water, Fruit Juices from Concentrate (Apple 28%, Orange 12%, Mango 2%), Sugar, Acid (Citric Acid), Flavouring', per100: [0, 0, 9, 9, null, 0.1, 0.01] },
  { match: ['juice'], ingredients: (n) => `${has(n, 'apple') ? 'Pressed Apple' : 'Pure Squeezed Orange'} Juice (100%)`, per100: [0.1, 0, 10, 10, 0.5, 0.6, 0] },
  { match: ['cola', 'coke', 'pepsi', 'fanta', 'irn-bru', 'lemonade', 'lucozade'], ingredients: 'Carbonated Water, Sugar, Acid (Citric Acid), Flavourings, Colour, Sweetener (Sucralose), Preservative (Potassium Sorbate)', per100: [0, 0, 10.6, 10.6, null, 0, 0.01] },
  // Frozen potatoes and produce
  { match: ['chips', 'waffle', 'hash brown', 'roast potato'], categories: ['Frozen'], ingredients: (n) => `Potatoes (92%), Sunflower Oil${has(n, 'roast') ? ', Wheat Flour' : ''}, Dextrose, Salt`, per100: [5, 0.5, 24, 0.5, 2.3, 2.6, 0.1] },
  { match: ['avocado'], ingredients: (n) => n, per100: [19.5, 4.1, 1.9, 0.5, 3.4, 1.9, 0.01] },
  { match: ['banana', 'apple', 'pear', 'clementine', 'orange', 'lemon', 'grape', 'strawberr', 'blueberr', 'berries', 'pineapple', 'mango', 'kiwi'], ingredients: (n) => n.replace(/^frozen\s+/i, ''), per100: [0.2, 0, 12, 10, 2, 0.7, 0.01] },
  { match: ['potato'], ingredients: (n) => n, per100: [0.2, 0, 17, 0.7, 1.8, 2, 0.02] },
  { match: ['pea', 'sweetcorn', 'vegetable', 'broccoli'], categories: ['Frozen'], ingredients: (n) => n.replace(/^frozen\s+/i, ''), per100: [0.9, 0.2, 9, 4, 4.5, 4.5, 0.01] },
];

/** Fallbacks when no keyword matches, by category. */
export const CATEGORY_PROFILES: Record<string, Omit<NutritionProfile, 'match'>> = {
  'Fruit & Vegetables': { ingredients: (n) => n, per100: [0.3, 0.1, 6, 3.5, 2.2, 1.2, 0.02] },
  'Dairy & Eggs': { ingredients: 'Milk', per100: [3.6, 2.3, 4.7, 4.7, null, 3.4, 0.1] },
  'Meat & Poultry': { ingredients: (n) => `${n.replace(/\s+\d.*$/, '')} (100%)`, per100: [8, 3, 0, 0, null, 20, 0.2] },
  Bakery: { ingredients: `${WHEAT_FLOUR}, Water, Yeast, Salt, Rapeseed Oil`, per100: [3, 0.6, 45, 4, 2.8, 8.5, 1] },
  Drinks: { ingredients: 'Carbonated Water, Sugar, Acid (Citric Acid), Natural Flavourings', per100: [0, 0, 9, 9, null, 0, 0.02] },
  Frozen: { ingredients: (n) => n.replace(/^frozen\s+/i, ''), per100: [6, 2, 18, 3, 2, 8, 0.7] },
  'Snacks & Confectionery': { ingredients: `${WHEAT_FLOUR}, Sugar, Vegetable Oil (Palm), Salt. May contain milk and nuts.`, per100: [20, 9, 62, 25, 3, 6, 0.8] },
  Pantry: { ingredients: (n) => n, per100: [3, 0.5, 40, 5, 3, 6, 0.5] },
} satisfies Partial<Record<CategoryName, Omit<NutritionProfile, 'match'>>>;

export const DEFAULT_PROFILE: Omit<NutritionProfile, 'match'> = { ingredients: (n) => n, per100: [5, 1.5, 30, 8, 2, 6, 0.5] };
