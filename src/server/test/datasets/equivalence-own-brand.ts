import type { EquivalenceCase } from './equivalence-set';

/** Own-brand staples: their equivalents are the other chains' own brand of the same line in the same pack. */
export const OWN_BRAND_CASES: readonly EquivalenceCase[] = [
  {
    chain: 'Tesco',
    name: 'Tesco Whole Milk',
    equivalents: [["Sainsbury's", "Sainsbury's Whole Milk"], ['Asda', 'Asda Whole Milk'], ['Morrisons', 'Morrisons Whole Milk'], ['Waitrose', 'Waitrose Whole Milk'], ['Aldi', 'Aldi Whole Milk'], ['Lidl', 'Lidl Whole Milk'], ['Co-op', 'Co-op Whole Milk']],
  },
  {
    chain: 'Morrisons',
    name: 'Morrisons Semi-Skimmed Milk 2 Pints',
    equivalents: [['Tesco', 'Tesco Semi-Skimmed Milk 2 Pints'], ["Sainsbury's", "Sainsbury's Semi-Skimmed Milk 2 Pints"], ['Asda', 'Asda Semi-Skimmed Milk 2 Pints'], ['Waitrose', 'Waitrose Semi-Skimmed Milk 2 Pints'], ['Aldi', 'Aldi Semi-Skimmed Milk 2 Pints'], ['Lidl', 'Lidl Semi-Skimmed Milk 2 Pints'], ['Co-op', 'Co-op Semi-Skimmed Milk 2 Pints']],
  },
  {
    chain: 'Lidl',
    name: 'Lidl Medium Free Range Eggs',
    equivalents: [['Tesco', 'Tesco Medium Free Range Eggs'], ["Sainsbury's", "Sainsbury's Medium Free Range Eggs"], ['Asda', 'Asda Medium Free Range Eggs'], ['Morrisons', 'Morrisons Medium Free Range Eggs'], ['Waitrose', 'Waitrose Medium Free Range Eggs'], ['Aldi', 'Aldi Medium Free Range Eggs'], ['Co-op', 'Co-op Medium Free Range Eggs']],
  },
  {
    chain: "Sainsbury's",
    name: "Sainsbury's Salted Butter",
    equivalents: [['Tesco', 'Tesco Salted Butter'], ['Asda', 'Asda Salted Butter'], ['Morrisons', 'Morrisons Salted Butter'], ['Waitrose', 'Waitrose Salted Butter'], ['Aldi', 'Aldi Salted Butter'], ['Lidl', 'Lidl Salted Butter'], ['Co-op', 'Co-op Salted Butter']],
  },
  {
    chain: 'Waitrose',
    name: 'Waitrose Mature Cheddar',
    equivalents: [['Tesco', 'Tesco Mature Cheddar'], ["Sainsbury's", "Sainsbury's Mature Cheddar"], ['Asda', 'Asda Mature Cheddar'], ['Morrisons', 'Morrisons Mature Cheddar'], ['Aldi', 'Aldi Mature Cheddar'], ['Lidl', 'Lidl Mature Cheddar'], ['Co-op', 'Co-op Mature Cheddar']],
  },
  {
    chain: 'Co-op',
    name: 'Co-op Bananas',
    equivalents: [['Tesco', 'Tesco Bananas'], ["Sainsbury's", "Sainsbury's Bananas"], ['Asda', 'Asda Bananas'], ['Morrisons', 'Morrisons Bananas'], ['Waitrose', 'Waitrose Bananas'], ['Aldi', 'Aldi Bananas'], ['Lidl', 'Lidl Bananas']],
  },
  {
    chain: 'Asda',
    name: 'Asda Carrots',
    equivalents: [['Tesco', 'Tesco Carrots'], ["Sainsbury's", "Sainsbury's Carrots"], ['Morrisons', 'Morrisons Carrots'], ['Waitrose', 'Waitrose Carrots'], ['Aldi', 'Aldi Carrots'], ['Lidl', 'Lidl Carrots'], ['Co-op', 'Co-op Carrots']],
  },
  {
    chain: 'Aldi',
    name: 'Aldi White Potatoes',
    equivalents: [['Tesco', 'Tesco White Potatoes'], ["Sainsbury's", "Sainsbury's White Potatoes"], ['Asda', 'Asda White Potatoes'], ['Morrisons', 'Morrisons White Potatoes'], ['Waitrose', 'Waitrose White Potatoes'], ['Lidl', 'Lidl White Potatoes'], ['Co-op', 'Co-op White Potatoes']],
  },
  {
    chain: 'Tesco',
    name: 'Tesco British Chicken Breast Fillets',
    equivalents: [["Sainsbury's", "Sainsbury's British Chicken Breast Fillets"], ['Asda', 'Asda British Chicken Breast Fillets'], ['Morrisons', 'Morrisons British Chicken Breast Fillets'], ['Waitrose', 'Waitrose British Chicken Breast Fillets'], ['Aldi', 'Aldi British Chicken Breast Fillets'], ['Lidl', 'Lidl British Chicken Breast Fillets'], ['Co-op', 'Co-op British Chicken Breast Fillets']],
  },
  {
    chain: 'Morrisons',
    name: 'Morrisons Beef Mince 5% Fat',
    equivalents: [['Tesco', 'Tesco Beef Mince 5% Fat'], ["Sainsbury's", "Sainsbury's Beef Mince 5% Fat"], ['Asda', 'Asda Beef Mince 5% Fat'], ['Waitrose', 'Waitrose Beef Mince 5% Fat'], ['Aldi', 'Aldi Beef Mince 5% Fat'], ['Lidl', 'Lidl Beef Mince 5% Fat'], ['Co-op', 'Co-op Beef Mince 5% Fat']],
  },
  {
    chain: 'Lidl',
    name: 'Lidl Pork Sausages',
    equivalents: [['Tesco', 'Tesco Pork Sausages'], ["Sainsbury's", "Sainsbury's Pork Sausages"], ['Asda', 'Asda Pork Sausages'], ['Morrisons', 'Morrisons Pork Sausages'], ['Waitrose', 'Waitrose Pork Sausages'], ['Aldi', 'Aldi Pork Sausages'], ['Co-op', 'Co-op Pork Sausages']],
  },
  {
    chain: "Sainsbury's",
    name: "Sainsbury's Medium Sliced White Bread",
    equivalents: [['Tesco', 'Tesco Medium Sliced White Bread'], ['Asda', 'Asda Medium Sliced White Bread'], ['Morrisons', 'Morrisons Medium Sliced White Bread'], ['Waitrose', 'Waitrose Medium Sliced White Bread'], ['Aldi', 'Aldi Medium Sliced White Bread'], ['Lidl', 'Lidl Medium Sliced White Bread'], ['Co-op', 'Co-op Medium Sliced White Bread']],
  },
  {
    chain: 'Waitrose',
    name: 'Waitrose Plain Tortilla Wraps',
    equivalents: [['Tesco', 'Tesco Plain Tortilla Wraps'], ["Sainsbury's", "Sainsbury's Plain Tortilla Wraps"], ['Asda', 'Asda Plain Tortilla Wraps'], ['Morrisons', 'Morrisons Plain Tortilla Wraps'], ['Aldi', 'Aldi Plain Tortilla Wraps'], ['Lidl', 'Lidl Plain Tortilla Wraps'], ['Co-op', 'Co-op Plain Tortilla Wraps']],
  },
  {
    chain: 'Co-op',
    name: 'Co-op Original Tea Bags',
    equivalents: [['Tesco', 'Tesco Original Tea Bags'], ["Sainsbury's", "Sainsbury's Original Tea Bags"], ['Asda', 'Asda Original Tea Bags'], ['Morrisons', 'Morrisons Original Tea Bags'], ['Waitrose', 'Waitrose Original Tea Bags'], ['Aldi', 'Aldi Original Tea Bags'], ['Lidl', 'Lidl Original Tea Bags']],
  },
  {
    chain: 'Asda',
    name: 'Asda Smooth Orange Juice',
    equivalents: [['Tesco', 'Tesco Smooth Orange Juice'], ["Sainsbury's", "Sainsbury's Smooth Orange Juice"], ['Morrisons', 'Morrisons Smooth Orange Juice'], ['Waitrose', 'Waitrose Smooth Orange Juice'], ['Aldi', 'Aldi Smooth Orange Juice'], ['Lidl', 'Lidl Smooth Orange Juice'], ['Co-op', 'Co-op Smooth Orange Juice']],
  },
  {
    chain: 'Aldi',
    name: 'Aldi Cola',
    equivalents: [['Tesco', 'Tesco Cola'], ["Sainsbury's", "Sainsbury's Cola"], ['Asda', 'Asda Cola'], ['Morrisons', 'Morrisons Cola'], ['Waitrose', 'Waitrose Cola'], ['Lidl', 'Lidl Cola'], ['Co-op', 'Co-op Cola']],
  },
  {
    chain: 'Tesco',
    name: 'Tesco Frozen Garden Peas',
    equivalents: [["Sainsbury's", "Sainsbury's Frozen Garden Peas"], ['Asda', 'Asda Frozen Garden Peas'], ['Morrisons', 'Morrisons Frozen Garden Peas'], ['Waitrose', 'Waitrose Frozen Garden Peas'], ['Aldi', 'Aldi Frozen Garden Peas'], ['Lidl', 'Lidl Frozen Garden Peas'], ['Co-op', 'Co-op Frozen Garden Peas']],
  },
  {
    chain: 'Morrisons',
    name: 'Morrisons Straight Cut Oven Chips',
    equivalents: [['Tesco', 'Tesco Straight Cut Oven Chips'], ["Sainsbury's", "Sainsbury's Straight Cut Oven Chips"], ['Asda', 'Asda Straight Cut Oven Chips'], ['Waitrose', 'Waitrose Straight Cut Oven Chips'], ['Aldi', 'Aldi Straight Cut Oven Chips'], ['Lidl', 'Lidl Straight Cut Oven Chips'], ['Co-op', 'Co-op Straight Cut Oven Chips']],
  },
  {
    chain: 'Lidl',
    name: 'Lidl Baked Beans in Tomato Sauce',
    equivalents: [['Tesco', 'Tesco Baked Beans in Tomato Sauce'], ["Sainsbury's", "Sainsbury's Baked Beans in Tomato Sauce"], ['Asda', 'Asda Baked Beans in Tomato Sauce'], ['Morrisons', 'Morrisons Baked Beans in Tomato Sauce'], ['Waitrose', 'Waitrose Baked Beans in Tomato Sauce'], ['Aldi', 'Aldi Baked Beans in Tomato Sauce'], ['Co-op', 'Co-op Baked Beans in Tomato Sauce']],
  },
  {
    chain: "Sainsbury's",
    name: "Sainsbury's Spaghetti",
    equivalents: [['Tesco', 'Tesco Spaghetti'], ['Asda', 'Asda Spaghetti'], ['Morrisons', 'Morrisons Spaghetti'], ['Waitrose', 'Waitrose Spaghetti'], ['Aldi', 'Aldi Spaghetti'], ['Lidl', 'Lidl Spaghetti'], ['Co-op', 'Co-op Spaghetti']],
  },
  {
    chain: 'Waitrose',
    name: 'Waitrose Basmati Rice',
    equivalents: [['Tesco', 'Tesco Basmati Rice'], ["Sainsbury's", "Sainsbury's Basmati Rice"], ['Asda', 'Asda Basmati Rice'], ['Morrisons', 'Morrisons Basmati Rice'], ['Aldi', 'Aldi Basmati Rice'], ['Lidl', 'Lidl Basmati Rice'], ['Co-op', 'Co-op Basmati Rice']],
  },
  {
    chain: 'Co-op',
    name: 'Co-op Plain Flour',
    equivalents: [['Tesco', 'Tesco Plain Flour'], ["Sainsbury's", "Sainsbury's Plain Flour"], ['Asda', 'Asda Plain Flour'], ['Morrisons', 'Morrisons Plain Flour'], ['Waitrose', 'Waitrose Plain Flour'], ['Aldi', 'Aldi Plain Flour'], ['Lidl', 'Lidl Plain Flour']],
  },
  {
    chain: 'Asda',
    name: 'Asda Porridge Oats',
    equivalents: [['Tesco', 'Tesco Porridge Oats'], ["Sainsbury's", "Sainsbury's Porridge Oats"], ['Morrisons', 'Morrisons Porridge Oats'], ['Waitrose', 'Waitrose Porridge Oats'], ['Aldi', 'Aldi Porridge Oats'], ['Lidl', 'Lidl Porridge Oats'], ['Co-op', 'Co-op Porridge Oats']],
  },
  {
    chain: 'Aldi',
    name: 'Aldi Soft Toilet Tissue 200 Sheets',
    equivalents: [['Tesco', 'Tesco Soft Toilet Tissue 200 Sheets'], ["Sainsbury's", "Sainsbury's Soft Toilet Tissue 200 Sheets"], ['Asda', 'Asda Soft Toilet Tissue 200 Sheets'], ['Morrisons', 'Morrisons Soft Toilet Tissue 200 Sheets'], ['Waitrose', 'Waitrose Soft Toilet Tissue 200 Sheets'], ['Lidl', 'Lidl Soft Toilet Tissue 200 Sheets'], ['Co-op', 'Co-op Soft Toilet Tissue 200 Sheets']],
  },
  {
    chain: 'Tesco',
    name: 'Tesco Original Washing Up Liquid',
    equivalents: [["Sainsbury's", "Sainsbury's Original Washing Up Liquid"], ['Asda', 'Asda Original Washing Up Liquid'], ['Morrisons', 'Morrisons Original Washing Up Liquid'], ['Waitrose', 'Waitrose Original Washing Up Liquid'], ['Aldi', 'Aldi Original Washing Up Liquid'], ['Lidl', 'Lidl Original Washing Up Liquid'], ['Co-op', 'Co-op Original Washing Up Liquid']],
  },
  {
    chain: 'Morrisons',
    name: 'Morrisons Non Bio Laundry Liquid',
    equivalents: [['Tesco', 'Tesco Non Bio Laundry Liquid'], ["Sainsbury's", "Sainsbury's Non Bio Laundry Liquid"], ['Asda', 'Asda Non Bio Laundry Liquid'], ['Waitrose', 'Waitrose Non Bio Laundry Liquid'], ['Aldi', 'Aldi Non Bio Laundry Liquid'], ['Lidl', 'Lidl Non Bio Laundry Liquid'], ['Co-op', 'Co-op Non Bio Laundry Liquid']],
  },
  {
    chain: 'Lidl',
    name: 'Lidl Total Care Toothpaste',
    equivalents: [['Tesco', 'Tesco Total Care Toothpaste'], ["Sainsbury's", "Sainsbury's Total Care Toothpaste"], ['Asda', 'Asda Total Care Toothpaste'], ['Morrisons', 'Morrisons Total Care Toothpaste'], ['Waitrose', 'Waitrose Total Care Toothpaste'], ['Aldi', 'Aldi Total Care Toothpaste'], ['Co-op', 'Co-op Total Care Toothpaste']],
  },
  {
    chain: "Sainsbury's",
    name: "Sainsbury's Digestive Biscuits",
    equivalents: [['Tesco', 'Tesco Digestive Biscuits'], ['Asda', 'Asda Digestive Biscuits'], ['Morrisons', 'Morrisons Digestive Biscuits'], ['Waitrose', 'Waitrose Digestive Biscuits'], ['Aldi', 'Aldi Digestive Biscuits'], ['Lidl', 'Lidl Digestive Biscuits'], ['Co-op', 'Co-op Digestive Biscuits']],
  },
  {
    chain: 'Waitrose',
    name: 'Waitrose Ready Salted Crisps',
    equivalents: [['Tesco', 'Tesco Ready Salted Crisps'], ["Sainsbury's", "Sainsbury's Ready Salted Crisps"], ['Asda', 'Asda Ready Salted Crisps'], ['Morrisons', 'Morrisons Ready Salted Crisps'], ['Aldi', 'Aldi Ready Salted Crisps'], ['Lidl', 'Lidl Ready Salted Crisps'], ['Co-op', 'Co-op Ready Salted Crisps']],
  },
  {
    chain: 'Co-op',
    name: 'Co-op Chilean Merlot',
    equivalents: [['Tesco', 'Tesco Chilean Merlot'], ["Sainsbury's", "Sainsbury's Chilean Merlot"], ['Asda', 'Asda Chilean Merlot'], ['Morrisons', 'Morrisons Chilean Merlot'], ['Waitrose', 'Waitrose Chilean Merlot'], ['Aldi', 'Aldi Chilean Merlot'], ['Lidl', 'Lidl Chilean Merlot']],
  },
  {
    chain: 'Asda',
    name: 'Asda Prosecco',
    equivalents: [['Tesco', 'Tesco Prosecco'], ["Sainsbury's", "Sainsbury's Prosecco"], ['Morrisons', 'Morrisons Prosecco'], ['Waitrose', 'Waitrose Prosecco'], ['Aldi', 'Aldi Prosecco'], ['Lidl', 'Lidl Prosecco'], ['Co-op', 'Co-op Prosecco']],
  },
  {
    chain: 'Aldi',
    name: 'Aldi Vodka',
    equivalents: [['Tesco', 'Tesco Vodka'], ["Sainsbury's", "Sainsbury's Vodka"], ['Asda', 'Asda Vodka'], ['Morrisons', 'Morrisons Vodka'], ['Waitrose', 'Waitrose Vodka'], ['Lidl', 'Lidl Vodka'], ['Co-op', 'Co-op Vodka']],
  },
];

/**
 * Lines with a near twin at every chain (another grade, flavour, fat or pack: 1 pint against 4, 5% fat against 20%,
 * Diet Coke against Coca-Cola Zero), own brand or branded: the harder cases.
 */
export const NEAR_TWIN_CASES: readonly EquivalenceCase[] = [
  {
    chain: 'Tesco',
    name: 'Tesco Whole Milk 1 Pint',
    equivalents: [["Sainsbury's", "Sainsbury's Whole Milk 1 Pint"], ['Asda', 'Asda Whole Milk 1 Pint'], ['Morrisons', 'Morrisons Whole Milk 1 Pint'], ['Waitrose', 'Waitrose Whole Milk 1 Pint'], ['Aldi', 'Aldi Whole Milk 1 Pint'], ['Lidl', 'Lidl Whole Milk 1 Pint'], ['Co-op', 'Co-op Whole Milk 1 Pint']],
  },
  {
    chain: 'Morrisons',
    name: 'Morrisons Loose Bananas',
    equivalents: [['Tesco', 'Tesco Loose Bananas'], ["Sainsbury's", "Sainsbury's Loose Bananas"], ['Asda', 'Asda Loose Bananas'], ['Waitrose', 'Waitrose Loose Bananas'], ['Aldi', 'Aldi Loose Bananas'], ['Lidl', 'Lidl Loose Bananas'], ['Co-op', 'Co-op Loose Bananas']],
  },
  {
    chain: 'Lidl',
    name: 'Lidl Skimmed Milk',
    equivalents: [['Tesco', 'Tesco Skimmed Milk'], ["Sainsbury's", "Sainsbury's Skimmed Milk"], ['Asda', 'Asda Skimmed Milk'], ['Morrisons', 'Morrisons Skimmed Milk'], ['Waitrose', 'Waitrose Skimmed Milk'], ['Aldi', 'Aldi Skimmed Milk'], ['Co-op', 'Co-op Skimmed Milk']],
  },
  {
    chain: "Sainsbury's",
    name: "Sainsbury's Unsalted Butter",
    equivalents: [['Tesco', 'Tesco Unsalted Butter'], ['Asda', 'Asda Unsalted Butter'], ['Morrisons', 'Morrisons Unsalted Butter'], ['Waitrose', 'Waitrose Unsalted Butter'], ['Aldi', 'Aldi Unsalted Butter'], ['Lidl', 'Lidl Unsalted Butter'], ['Co-op', 'Co-op Unsalted Butter']],
  },
  {
    chain: 'Waitrose',
    name: 'Waitrose Extra Mature Cheddar',
    equivalents: [['Tesco', 'Tesco Extra Mature Cheddar'], ["Sainsbury's", "Sainsbury's Extra Mature Cheddar"], ['Asda', 'Asda Extra Mature Cheddar'], ['Morrisons', 'Morrisons Extra Mature Cheddar'], ['Aldi', 'Aldi Extra Mature Cheddar'], ['Lidl', 'Lidl Extra Mature Cheddar'], ['Co-op', 'Co-op Extra Mature Cheddar']],
  },
  {
    chain: 'Co-op',
    name: 'Co-op Beef Mince 20% Fat',
    equivalents: [['Tesco', 'Tesco Beef Mince 20% Fat'], ["Sainsbury's", "Sainsbury's Beef Mince 20% Fat"], ['Asda', 'Asda Beef Mince 20% Fat'], ['Morrisons', 'Morrisons Beef Mince 20% Fat'], ['Waitrose', 'Waitrose Beef Mince 20% Fat'], ['Aldi', 'Aldi Beef Mince 20% Fat'], ['Lidl', 'Lidl Beef Mince 20% Fat']],
  },
  {
    chain: 'Asda',
    name: 'Asda Premium Pork Sausages',
    equivalents: [['Tesco', 'Tesco Premium Pork Sausages'], ["Sainsbury's", "Sainsbury's Premium Pork Sausages"], ['Morrisons', 'Morrisons Premium Pork Sausages'], ['Waitrose', 'Waitrose Premium Pork Sausages'], ['Aldi', 'Aldi Premium Pork Sausages'], ['Lidl', 'Lidl Premium Pork Sausages'], ['Co-op', 'Co-op Premium Pork Sausages']],
  },
  {
    chain: 'Aldi',
    name: 'Aldi Thick Sliced White Bread',
    equivalents: [['Tesco', 'Tesco Thick Sliced White Bread'], ["Sainsbury's", "Sainsbury's Thick Sliced White Bread"], ['Asda', 'Asda Thick Sliced White Bread'], ['Morrisons', 'Morrisons Thick Sliced White Bread'], ['Waitrose', 'Waitrose Thick Sliced White Bread'], ['Lidl', 'Lidl Thick Sliced White Bread'], ['Co-op', 'Co-op Thick Sliced White Bread']],
  },
  {
    chain: 'Tesco',
    name: 'Tesco Decaf Tea Bags',
    equivalents: [["Sainsbury's", "Sainsbury's Decaf Tea Bags"], ['Asda', 'Asda Decaf Tea Bags'], ['Morrisons', 'Morrisons Decaf Tea Bags'], ['Waitrose', 'Waitrose Decaf Tea Bags'], ['Aldi', 'Aldi Decaf Tea Bags'], ['Lidl', 'Lidl Decaf Tea Bags'], ['Co-op', 'Co-op Decaf Tea Bags']],
  },
  {
    chain: 'Morrisons',
    name: 'Morrisons Diet Cola',
    equivalents: [['Tesco', 'Tesco Diet Cola'], ["Sainsbury's", "Sainsbury's Diet Cola"], ['Asda', 'Asda Diet Cola'], ['Waitrose', 'Waitrose Diet Cola'], ['Aldi', 'Aldi Diet Cola'], ['Lidl', 'Lidl Diet Cola'], ['Co-op', 'Co-op Diet Cola']],
  },
  {
    chain: 'Lidl',
    name: 'Lidl Crinkle Cut Oven Chips',
    equivalents: [['Tesco', 'Tesco Crinkle Cut Oven Chips'], ["Sainsbury's", "Sainsbury's Crinkle Cut Oven Chips"], ['Asda', 'Asda Crinkle Cut Oven Chips'], ['Morrisons', 'Morrisons Crinkle Cut Oven Chips'], ['Waitrose', 'Waitrose Crinkle Cut Oven Chips'], ['Aldi', 'Aldi Crinkle Cut Oven Chips'], ['Co-op', 'Co-op Crinkle Cut Oven Chips']],
  },
  {
    chain: "Sainsbury's",
    name: "Sainsbury's Self Raising Flour",
    equivalents: [['Tesco', 'Tesco Self Raising Flour'], ['Asda', 'Asda Self Raising Flour'], ['Morrisons', 'Morrisons Self Raising Flour'], ['Waitrose', 'Waitrose Self Raising Flour'], ['Aldi', 'Aldi Self Raising Flour'], ['Lidl', 'Lidl Self Raising Flour'], ['Co-op', 'Co-op Self Raising Flour']],
  },
  {
    chain: 'Waitrose',
    name: 'Waitrose Caster Sugar',
    equivalents: [['Tesco', 'Tesco Caster Sugar'], ["Sainsbury's", "Sainsbury's Caster Sugar"], ['Asda', 'Asda Caster Sugar'], ['Morrisons', 'Morrisons Caster Sugar'], ['Aldi', 'Aldi Caster Sugar'], ['Lidl', 'Lidl Caster Sugar'], ['Co-op', 'Co-op Caster Sugar']],
  },
  {
    chain: 'Co-op',
    name: 'Co-op Luxury Quilted Toilet Tissue',
    equivalents: [['Tesco', 'Tesco Luxury Quilted Toilet Tissue'], ["Sainsbury's", "Sainsbury's Luxury Quilted Toilet Tissue"], ['Asda', 'Asda Luxury Quilted Toilet Tissue'], ['Morrisons', 'Morrisons Luxury Quilted Toilet Tissue'], ['Waitrose', 'Waitrose Luxury Quilted Toilet Tissue'], ['Aldi', 'Aldi Luxury Quilted Toilet Tissue'], ['Lidl', 'Lidl Luxury Quilted Toilet Tissue']],
  },
  {
    chain: 'Morrisons',
    name: 'Coca-Cola Zero Sugar',
    equivalents: [['Tesco', 'Coca-Cola Zero Sugar'], ['Asda', 'Coca-Cola Zero Sugar'], ['Waitrose', 'Coca-Cola Zero Sugar'], ['Aldi', 'Coca-Cola Zero Sugar']],
  },
  {
    chain: 'Tesco',
    name: 'Diet Coke',
    equivalents: [["Sainsbury's", 'Diet Coke'], ['Morrisons', 'Diet Coke'], ['Lidl', 'Diet Coke'], ['Co-op', 'Diet Coke']],
  },
  {
    chain: 'Tesco',
    name: 'Walkers Cheese & Onion Crisps',
    equivalents: [["Sainsbury's", 'Walkers Cheese & Onion Crisps'], ['Asda', 'Walkers Cheese & Onion Crisps'], ['Waitrose', 'Walkers Cheese & Onion Crisps'], ['Lidl', 'Walkers Cheese & Onion Crisps'], ['Co-op', 'Walkers Cheese & Onion Crisps']],
  },
  {
    chain: 'Tesco',
    name: "McVitie's Milk Chocolate Digestives",
    equivalents: [["Sainsbury's", "McVitie's Milk Chocolate Digestives"], ['Waitrose', "McVitie's Milk Chocolate Digestives"]],
  },
  {
    chain: 'Waitrose',
    name: 'Lurpak Slightly Salted Butter',
    equivalents: [['Tesco', 'Lurpak Slightly Salted Butter'], ["Sainsbury's", 'Lurpak Slightly Salted Butter'], ['Asda', 'Lurpak Slightly Salted Butter'], ['Morrisons', 'Lurpak Slightly Salted Butter']],
  },
  {
    chain: 'Waitrose',
    name: 'Warburtons Medium Sliced White Bread',
    equivalents: [['Tesco', 'Warburtons Medium Sliced White Bread'], ["Sainsbury's", 'Warburtons Medium Sliced White Bread'], ['Asda', 'Warburtons Medium Sliced White Bread'], ['Aldi', 'Warburtons Medium Sliced White Bread'], ['Lidl', 'Warburtons Medium Sliced White Bread']],
  },
  {
    chain: 'Tesco',
    name: 'Nescafe Original',
    equivalents: [["Sainsbury's", 'Nescafe Original'], ['Asda', 'Nescafe Original'], ['Morrisons', 'Nescafe Original'], ['Waitrose', 'Nescafe Original']],
  },
  {
    chain: 'Morrisons',
    name: 'Magnum Almond Ice Cream',
    equivalents: [['Tesco', 'Magnum Almond Ice Cream'], ["Sainsbury's", 'Magnum Almond Ice Cream'], ['Asda', 'Magnum Almond Ice Cream'], ['Waitrose', 'Magnum Almond Ice Cream'], ['Co-op', 'Magnum Almond Ice Cream']],
  },
  {
    chain: 'Tesco',
    name: "Kellogg's Coco Pops",
    equivalents: [["Sainsbury's", "Kellogg's Coco Pops"], ['Asda', "Kellogg's Coco Pops"], ['Waitrose', "Kellogg's Coco Pops"], ['Aldi', "Kellogg's Coco Pops"], ['Co-op', "Kellogg's Coco Pops"]],
  },
  {
    chain: 'Aldi',
    name: 'Aldi Stonebaked Pepperoni Pizza',
    equivalents: [['Tesco', 'Tesco Stonebaked Pepperoni Pizza'], ["Sainsbury's", "Sainsbury's Stonebaked Pepperoni Pizza"], ['Asda', 'Asda Stonebaked Pepperoni Pizza'], ['Morrisons', 'Morrisons Stonebaked Pepperoni Pizza'], ['Waitrose', 'Waitrose Stonebaked Pepperoni Pizza'], ['Lidl', 'Lidl Stonebaked Pepperoni Pizza'], ['Co-op', 'Co-op Stonebaked Pepperoni Pizza']],
  },
  {
    chain: 'Tesco',
    name: 'Tesco Salt & Vinegar Crisps',
    equivalents: [["Sainsbury's", "Sainsbury's Salt & Vinegar Crisps"], ['Asda', 'Asda Salt & Vinegar Crisps'], ['Morrisons', 'Morrisons Salt & Vinegar Crisps'], ['Waitrose', 'Waitrose Salt & Vinegar Crisps'], ['Aldi', 'Aldi Salt & Vinegar Crisps'], ['Lidl', 'Lidl Salt & Vinegar Crisps'], ['Co-op', 'Co-op Salt & Vinegar Crisps']],
  },
];
