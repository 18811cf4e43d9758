import type { EquivalenceCase } from './equivalence-set';

/** Branded lines stocked by several chains: their equivalents are the very product at the other chains. */
export const BRANDED_CASES: readonly EquivalenceCase[] = [
  {
    chain: 'Tesco',
    name: 'Heinz Baked Beans in Tomato Sauce',
    equivalents: [["Sainsbury's", 'Heinz Baked Beans in Tomato Sauce'], ['Asda', 'Heinz Baked Beans in Tomato Sauce'], ['Morrisons', 'Heinz Baked Beans in Tomato Sauce'], ['Waitrose', 'Heinz Baked Beans in Tomato Sauce'], ['Aldi', 'Heinz Baked Beans in Tomato Sauce'], ['Lidl', 'Heinz Baked Beans in Tomato Sauce'], ['Co-op', 'Heinz Baked Beans in Tomato Sauce']],
  },
  {
    chain: 'Waitrose',
    name: 'Heinz Tomato Ketchup',
    equivalents: [['Tesco', 'Heinz Tomato Ketchup'], ["Sainsbury's", 'Heinz Tomato Ketchup'], ['Morrisons', 'Heinz Tomato Ketchup'], ['Aldi', 'Heinz Tomato Ketchup'], ['Lidl', 'Heinz Tomato Ketchup'], ['Co-op', 'Heinz Tomato Ketchup']],
  },
  {
    chain: 'Tesco',
    name: "Hellmann's Real Mayonnaise",
    equivalents: [['Asda', "Hellmann's Real Mayonnaise"], ['Morrisons', "Hellmann's Real Mayonnaise"], ['Waitrose', "Hellmann's Real Mayonnaise"], ['Aldi', "Hellmann's Real Mayonnaise"], ['Lidl', "Hellmann's Real Mayonnaise"]],
  },
  {
    chain: 'Lidl',
    name: "Kellogg's Corn Flakes",
    equivalents: [['Tesco', "Kellogg's Corn Flakes"], ["Sainsbury's", "Kellogg's Corn Flakes"], ['Morrisons', "Kellogg's Corn Flakes"], ['Aldi', "Kellogg's Corn Flakes"]],
  },
  {
    chain: 'Tesco',
    name: 'Weetabix Original',
    equivalents: [["Sainsbury's", 'Weetabix Original'], ['Asda', 'Weetabix Original'], ['Aldi', 'Weetabix Original'], ['Lidl', 'Weetabix Original'], ['Co-op', 'Weetabix Original']],
  },
  {
    chain: "Sainsbury's",
    name: 'Nutella Hazelnut Chocolate Spread',
    equivalents: [['Tesco', 'Nutella Hazelnut Chocolate Spread'], ['Asda', 'Nutella Hazelnut Chocolate Spread'], ['Waitrose', 'Nutella Hazelnut Chocolate Spread'], ['Aldi', 'Nutella Hazelnut Chocolate Spread'], ['Lidl', 'Nutella Hazelnut Chocolate Spread'], ['Co-op', 'Nutella Hazelnut Chocolate Spread']],
  },
  {
    chain: 'Aldi',
    name: 'Dolmio Bolognese Original Sauce',
    equivalents: [['Tesco', 'Dolmio Bolognese Original Sauce'], ["Sainsbury's", 'Dolmio Bolognese Original Sauce'], ['Asda', 'Dolmio Bolognese Original Sauce'], ['Morrisons', 'Dolmio Bolognese Original Sauce'], ['Lidl', 'Dolmio Bolognese Original Sauce'], ['Co-op', 'Dolmio Bolognese Original Sauce']],
  },
  {
    chain: 'Aldi',
    name: 'Cathedral City Mature Cheddar',
    equivalents: [['Tesco', 'Cathedral City Mature Cheddar'], ["Sainsbury's", 'Cathedral City Mature Cheddar'], ['Asda', 'Cathedral City Mature Cheddar'], ['Morrisons', 'Cathedral City Mature Cheddar'], ['Waitrose', 'Cathedral City Mature Cheddar'], ['Lidl', 'Cathedral City Mature Cheddar'], ['Co-op', 'Cathedral City Mature Cheddar']],
  },
  {
    chain: 'Tesco',
    name: 'Lurpak Spreadable Slightly Salted',
    equivalents: [["Sainsbury's", 'Lurpak Spreadable Slightly Salted'], ['Asda', 'Lurpak Spreadable Slightly Salted'], ['Morrisons', 'Lurpak Spreadable Slightly Salted'], ['Waitrose', 'Lurpak Spreadable Slightly Salted'], ['Aldi', 'Lurpak Spreadable Slightly Salted'], ['Lidl', 'Lurpak Spreadable Slightly Salted'], ['Co-op', 'Lurpak Spreadable Slightly Salted']],
  },
  {
    chain: 'Lidl',
    name: 'Muller Light Vanilla Yogurts',
    equivalents: [['Tesco', 'Muller Light Vanilla Yogurts'], ["Sainsbury's", 'Muller Light Vanilla Yogurts'], ['Asda', 'Muller Light Vanilla Yogurts'], ['Morrisons', 'Muller Light Vanilla Yogurts'], ['Waitrose', 'Muller Light Vanilla Yogurts'], ['Aldi', 'Muller Light Vanilla Yogurts']],
  },
  {
    chain: 'Morrisons',
    name: 'Cravendale Semi Skimmed Milk',
    equivalents: [['Tesco', 'Cravendale Semi Skimmed Milk'], ["Sainsbury's", 'Cravendale Semi Skimmed Milk'], ['Co-op', 'Cravendale Semi Skimmed Milk']],
  },
  {
    chain: 'Morrisons',
    name: 'Richmond Thick Pork Sausages',
    equivalents: [['Tesco', 'Richmond Thick Pork Sausages'], ["Sainsbury's", 'Richmond Thick Pork Sausages'], ['Asda', 'Richmond Thick Pork Sausages'], ['Lidl', 'Richmond Thick Pork Sausages'], ['Co-op', 'Richmond Thick Pork Sausages']],
  },
  {
    chain: 'Waitrose',
    name: 'Warburtons Toastie White Bread',
    equivalents: [['Tesco', 'Warburtons Toastie White Bread'], ["Sainsbury's", 'Warburtons Toastie White Bread'], ['Asda', 'Warburtons Toastie White Bread'], ['Morrisons', 'Warburtons Toastie White Bread'], ['Aldi', 'Warburtons Toastie White Bread'], ['Lidl', 'Warburtons Toastie White Bread'], ['Co-op', 'Warburtons Toastie White Bread']],
  },
  {
    chain: 'Morrisons',
    name: 'Hovis Wholemeal Medium Bread',
    equivalents: [['Tesco', 'Hovis Wholemeal Medium Bread'], ["Sainsbury's", 'Hovis Wholemeal Medium Bread'], ['Asda', 'Hovis Wholemeal Medium Bread'], ['Waitrose', 'Hovis Wholemeal Medium Bread'], ['Co-op', 'Hovis Wholemeal Medium Bread']],
  },
  {
    chain: 'Asda',
    name: 'PG Tips Original 80 Tea Bags',
    equivalents: [['Tesco', 'PG Tips Original 80 Tea Bags'], ["Sainsbury's", 'PG Tips Original 80 Tea Bags'], ['Morrisons', 'PG Tips Original 80 Tea Bags'], ['Waitrose', 'PG Tips Original 80 Tea Bags'], ['Aldi', 'PG Tips Original 80 Tea Bags'], ['Lidl', 'PG Tips Original 80 Tea Bags'], ['Co-op', 'PG Tips Original 80 Tea Bags']],
  },
  {
    chain: 'Morrisons',
    name: 'Yorkshire Tea 80 Tea Bags',
    equivalents: [['Tesco', 'Yorkshire Tea 80 Tea Bags'], ["Sainsbury's", 'Yorkshire Tea 80 Tea Bags'], ['Asda', 'Yorkshire Tea 80 Tea Bags'], ['Waitrose', 'Yorkshire Tea 80 Tea Bags'], ['Lidl', 'Yorkshire Tea 80 Tea Bags'], ['Co-op', 'Yorkshire Tea 80 Tea Bags']],
  },
  {
    chain: 'Tesco',
    name: 'Nescafe Gold Blend',
    equivalents: [["Sainsbury's", 'Nescafe Gold Blend'], ['Asda', 'Nescafe Gold Blend'], ['Morrisons', 'Nescafe Gold Blend'], ['Waitrose', 'Nescafe Gold Blend'], ['Aldi', 'Nescafe Gold Blend'], ['Lidl', 'Nescafe Gold Blend'], ['Co-op', 'Nescafe Gold Blend']],
  },
  {
    chain: 'Morrisons',
    name: 'Coca-Cola Original Taste',
    equivalents: [['Tesco', 'Coca-Cola Original Taste'], ["Sainsbury's", 'Coca-Cola Original Taste'], ['Asda', 'Coca-Cola Original Taste'], ['Waitrose', 'Coca-Cola Original Taste'], ['Aldi', 'Coca-Cola Original Taste'], ['Lidl', 'Coca-Cola Original Taste'], ['Co-op', 'Coca-Cola Original Taste']],
  },
  {
    chain: 'Lidl',
    name: 'Pepsi Max No Sugar Cola',
    equivalents: [['Tesco', 'Pepsi Max No Sugar Cola'], ["Sainsbury's", 'Pepsi Max No Sugar Cola'], ['Asda', 'Pepsi Max No Sugar Cola'], ['Morrisons', 'Pepsi Max No Sugar Cola'], ['Waitrose', 'Pepsi Max No Sugar Cola'], ['Co-op', 'Pepsi Max No Sugar Cola']],
  },
  {
    chain: "Sainsbury's",
    name: 'Birds Eye Cod Fish Fingers',
    equivalents: [['Tesco', 'Birds Eye Cod Fish Fingers'], ['Asda', 'Birds Eye Cod Fish Fingers'], ['Morrisons', 'Birds Eye Cod Fish Fingers'], ['Waitrose', 'Birds Eye Cod Fish Fingers'], ['Aldi', 'Birds Eye Cod Fish Fingers'], ['Lidl', 'Birds Eye Cod Fish Fingers'], ['Co-op', 'Birds Eye Cod Fish Fingers']],
  },
  {
    chain: 'Tesco',
    name: 'Magnum Classic Ice Cream',
    equivalents: [["Sainsbury's", 'Magnum Classic Ice Cream'], ['Asda', 'Magnum Classic Ice Cream'], ['Aldi', 'Magnum Classic Ice Cream'], ['Lidl', 'Magnum Classic Ice Cream'], ['Co-op', 'Magnum Classic Ice Cream']],
  },
  {
    chain: 'Co-op',
    name: 'Andrex Classic Clean Toilet Tissue',
    equivalents: [['Tesco', 'Andrex Classic Clean Toilet Tissue'], ["Sainsbury's", 'Andrex Classic Clean Toilet Tissue'], ['Asda', 'Andrex Classic Clean Toilet Tissue'], ['Morrisons', 'Andrex Classic Clean Toilet Tissue'], ['Waitrose', 'Andrex Classic Clean Toilet Tissue'], ['Aldi', 'Andrex Classic Clean Toilet Tissue'], ['Lidl', 'Andrex Classic Clean Toilet Tissue']],
  },
  {
    chain: 'Asda',
    name: 'Fairy Original Washing Up Liquid',
    equivalents: [['Tesco', 'Fairy Original Washing Up Liquid'], ["Sainsbury's", 'Fairy Original Washing Up Liquid'], ['Morrisons', 'Fairy Original Washing Up Liquid'], ['Waitrose', 'Fairy Original Washing Up Liquid'], ['Aldi', 'Fairy Original Washing Up Liquid'], ['Lidl', 'Fairy Original Washing Up Liquid'], ['Co-op', 'Fairy Original Washing Up Liquid']],
  },
  {
    chain: 'Aldi',
    name: 'Colgate Total Original Toothpaste',
    equivalents: [['Tesco', 'Colgate Total Original Toothpaste'], ["Sainsbury's", 'Colgate Total Original Toothpaste'], ['Asda', 'Colgate Total Original Toothpaste'], ['Morrisons', 'Colgate Total Original Toothpaste'], ['Waitrose', 'Colgate Total Original Toothpaste'], ['Lidl', 'Colgate Total Original Toothpaste'], ['Co-op', 'Colgate Total Original Toothpaste']],
  },
  {
    chain: 'Tesco',
    name: 'Walkers Ready Salted Crisps',
    equivalents: [["Sainsbury's", 'Walkers Ready Salted Crisps'], ['Asda', 'Walkers Ready Salted Crisps'], ['Morrisons', 'Walkers Ready Salted Crisps'], ['Waitrose', 'Walkers Ready Salted Crisps'], ['Aldi', 'Walkers Ready Salted Crisps'], ['Lidl', 'Walkers Ready Salted Crisps'], ['Co-op', 'Walkers Ready Salted Crisps']],
  },
  {
    chain: 'Morrisons',
    name: 'Cadbury Dairy Milk',
    equivalents: [['Tesco', 'Cadbury Dairy Milk'], ["Sainsbury's", 'Cadbury Dairy Milk'], ['Asda', 'Cadbury Dairy Milk'], ['Waitrose', 'Cadbury Dairy Milk'], ['Aldi', 'Cadbury Dairy Milk'], ['Lidl', 'Cadbury Dairy Milk'], ['Co-op', 'Cadbury Dairy Milk']],
  },
  {
    chain: "Sainsbury's",
    name: "McVitie's Digestives",
    equivalents: [['Tesco', "McVitie's Digestives"], ['Asda', "McVitie's Digestives"], ['Morrisons', "McVitie's Digestives"], ['Waitrose', "McVitie's Digestives"], ['Lidl', "McVitie's Digestives"], ['Co-op', "McVitie's Digestives"]],
  },
  {
    chain: "Sainsbury's",
    name: 'Stella Artois Premium Lager',
    equivalents: [['Tesco', 'Stella Artois Premium Lager'], ['Asda', 'Stella Artois Premium Lager'], ['Morrisons', 'Stella Artois Premium Lager'], ['Waitrose', 'Stella Artois Premium Lager'], ['Aldi', 'Stella Artois Premium Lager'], ['Lidl', 'Stella Artois Premium Lager'], ['Co-op', 'Stella Artois Premium Lager']],
  },
  {
    chain: 'Tesco',
    name: "Gordon's London Dry Gin",
    equivalents: [["Sainsbury's", "Gordon's London Dry Gin"], ['Asda', "Gordon's London Dry Gin"], ['Morrisons', "Gordon's London Dry Gin"], ['Waitrose', "Gordon's London Dry Gin"], ['Aldi', "Gordon's London Dry Gin"], ['Lidl', "Gordon's London Dry Gin"]],
  },
  {
    chain: 'Morrisons',
    name: 'Oyster Bay Sauvignon Blanc',
    equivalents: [['Tesco', 'Oyster Bay Sauvignon Blanc'], ["Sainsbury's", 'Oyster Bay Sauvignon Blanc'], ['Asda', 'Oyster Bay Sauvignon Blanc'], ['Waitrose', 'Oyster Bay Sauvignon Blanc'], ['Co-op', 'Oyster Bay Sauvignon Blanc']],
  },
];
