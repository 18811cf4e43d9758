import type { RestrictedFacts } from '@/domain/age-restrictions';

/**
 * The facts the age and sale rules need (src/domain/age-restrictions.ts) for the seed catalogue's products, by base
 * name (the CSV's name column, the same at every chain): as the labels state them. Alcohol: ABV and the volume of
 * the whole pack in ml; medicines: the active ingredient and the tablets or capsules in a pack; energy drinks:
 * caffeine in mg per litre. Every Alcohol row must have an entry (catalogue.ts refuses one without); catalogue.test.ts
 * checks that every entry names a row, so a renamed row cannot silently lose its facts.
 */
export type SeedFacts = Partial<RestrictedFacts>;

const alcohol = (abvPercent: number, volumeMl: number): SeedFacts => ({ abvPercent, volumeMl });
const medicine = (activeIngredient: string, packCount: number): SeedFacts => ({ activeIngredient, packCount });
const caffeine = (caffeineMgPerLitre: number): SeedFacts => ({ caffeineMgPerLitre });

export const RESTRICTED_FACTS: Readonly<Record<string, SeedFacts>> = {
  // Alcohol (alcohol.csv): wines 75cl, spirits 70cl, beers and ciders by the pack.
  'Chilean Merlot': alcohol(12.5, 750),
  'Chilean Sauvignon Blanc': alcohol(12.5, 750),
  'Australian Shiraz': alcohol(13.5, 750),
  'Italian Pinot Grigio': alcohol(12, 750),
  'New Zealand Sauvignon Blanc': alcohol(12.5, 750),
  'Argentinian Malbec': alcohol(13.5, 750),
  'Rioja Crianza': alcohol(13.5, 750),
  'White Zinfandel Rose': alcohol(10, 750),
  Prosecco: alcohol(11, 750),
  'London Dry Gin': alcohol(37.5, 700),
  Vodka: alcohol(37.5, 700),
  'Blended Scotch Whisky': alcohol(40, 700),
  'Spiced Rum': alcohol(37.5, 700),
  'Premium Lager': alcohol(4.8, 4 * 440),
  'Medium Dry Cider': alcohol(4.5, 4 * 440),
  // 0.05%: not alcohol in law (0.5% or less), so neither age-restricted nor minimum-priced.
  'Alcohol Free Lager': alcohol(0.05, 4 * 330),
  'Stella Artois Premium Lager': alcohol(4.6, 4 * 440),
  'Heineken Lager': alcohol(5, 12 * 330),
  'Carling Lager': alcohol(3.7, 4 * 440),
  'Peroni Nastro Azzurro': alcohol(5, 4 * 330),
  'Guinness Draught': alcohol(4.1, 4 * 440),
  'BrewDog Punk IPA': alcohol(5.4, 4 * 330),
  'Kopparberg Strawberry & Lime Cider': alcohol(4, 500),
  'Strongbow Original Cider': alcohol(4.5, 4 * 440),
  'Thatchers Gold Cider': alcohol(4.8, 4 * 440),
  'Hardys Stamp Chardonnay Semillon': alcohol(11.5, 750),
  'Yellow Tail Shiraz': alcohol(13.5, 750),
  'Casillero del Diablo Merlot': alcohol(13.5, 750),
  'Campo Viejo Rioja Tempranillo': alcohol(13, 750),
  'Oyster Bay Sauvignon Blanc': alcohol(13, 750),
  'Freixenet Cordon Negro Cava': alcohol(11.5, 750),
  'Moet & Chandon Brut Imperial Champagne': alcohol(12, 750),
  "Gordon's London Dry Gin": alcohol(37.5, 700),
  'Bombay Sapphire Gin': alcohol(40, 700),
  'Smirnoff Red Label Vodka': alcohol(37.5, 700),
  "Jack Daniel's Old No.7 Tennessee Whiskey": alcohol(40, 700),
  'Jameson Irish Whiskey': alcohol(40, 700),
  'The Famous Grouse Blended Scotch Whisky': alcohol(40, 700),
  // 35%: sold as a "spirit drink", below rum's 37.5%.
  'Captain Morgan Original Spiced Gold': alcohol(35, 700),
  'Bacardi Carta Blanca Rum': alcohol(37.5, 700),
  'Baileys Original Irish Cream': alcohol(17, 700),
  'Aperol Aperitivo': alcohol(11, 700),

  // Pain relief (health-beauty.csv). Lemsip Max Cold & Flu's pain reliever is paracetamol (500mg a capsule).
  'Paracetamol Caplets 500mg': medicine('paracetamol', 16),
  'Lemsip Max Cold & Flu Capsules': medicine('paracetamol', 16),
  'Ibuprofen Tablets 200mg': medicine('ibuprofen', 16),
  'Nurofen Ibuprofen Tablets 200mg': medicine('ibuprofen', 16),

  // Energy drinks (drinks.csv): 32 mg per 100ml is 320 mg/l; Lucozade Energy's 12 mg per 100ml is below the line.
  'Energy Drink': caffeine(320),
  'Red Bull Energy Drink': caffeine(320),
  'Monster Energy': caffeine(320),
  'Lucozade Energy Orange': caffeine(120),
};
