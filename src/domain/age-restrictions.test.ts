import { describe, expect, it } from 'vitest';
import {
  ageNotice,
  ageOn,
  ageRefusal,
  ageRestrictionOf,
  doorCheckDescription,
  hasAlcohol,
  isCalendarDate,
  requiredAge,
  alcoholSlotAllowed,
  alcoholUnits,
  isAlcohol,
  lawfulDiscountPercent,
  medicinePackChangeRefusal,
  medicinePackLimitRefusal,
  medicinePackSizeRefusal,
  minimumPricePence,
  minimumPriceRefusal,
  NO_RESTRICTED_FACTS,
  quantityDiscountAllowed,
  type RestrictedFacts,
} from './age-restrictions';
import { slotsOfDay, ukTimeToInstant } from './delivery-slots';
import { RESTRICTED_SALES_RULES } from './restricted-sales-rules';

const facts = (over: Partial<RestrictedFacts>): RestrictedFacts => ({ ...NO_RESTRICTED_FACTS, ...over });
const wine = facts({ abvPercent: 12.5, volumeMl: 750 });
const whisky = facts({ abvPercent: 40, volumeMl: 700 });
const gin = facts({ abvPercent: 37.5, volumeMl: 700 });

describe('alcohol in law', () => {
  it('is a drink stronger than 0.5%: 0.5% itself and alcohol-free lager are not', () => {
    expect(isAlcohol(facts({ abvPercent: 0.51 }))).toBe(true);
    expect(isAlcohol(facts({ abvPercent: 0.5 }))).toBe(false);
    expect(isAlcohol(facts({ abvPercent: 0.05 }))).toBe(false);
    expect(isAlcohol(NO_RESTRICTED_FACTS)).toBe(false);
  });

  it('counts units as ml x ABV / 1000, a multipack by its total volume', () => {
    expect(alcoholUnits(wine)).toBe(9.375);
    expect(alcoholUnits(facts({ abvPercent: 4.8, volumeMl: 4 * 440 }))).toBeCloseTo(8.448, 10);
    expect(alcoholUnits(facts({ abvPercent: 40 }))).toBeNull();
  });
});

describe('minimum price (65p a unit, rounded up to the penny)', () => {
  it('matches the Scottish examples: whisky £18.20, 37.5% spirits £17.07, a 12.5% bottle of wine £6.10', () => {
    expect(minimumPricePence(whisky)).toBe(1820);
    expect(minimumPricePence(gin)).toBe(1707);
    // 0.65 x 12.5 x 0.75 = 6.09375: rounded up, never down.
    expect(minimumPricePence(wine)).toBe(610);
  });

  it('has no floor for what is not alcohol', () => {
    expect(minimumPricePence(facts({ abvPercent: 0.05, volumeMl: 1320 }))).toBeNull();
    expect(minimumPricePence(NO_RESTRICTED_FACTS)).toBeNull();
  });

  it('accepts a price at exactly the floor and refuses a penny under it', () => {
    expect(minimumPriceRefusal({ name: 'Aldi Chilean Merlot', unit: '75cl', ...wine, pricePence: 610 })).toBeNull();
    expect(minimumPriceRefusal({ name: 'Aldi Chilean Merlot', unit: '75cl', ...wine, pricePence: 609 })).toBe(
      'Aldi Chilean Merlot (75cl, 12.5% ABV) is 9.4 units of alcohol, so its minimum price is £6.10 (65p a unit), but it is priced £6.09',
    );
  });

  it('judges the price paid after an offer', () => {
    const refusal = minimumPriceRefusal({ name: 'Tesco Vodka', unit: '70cl', ...gin, pricePence: 2000, discountPercent: 25 });
    expect(refusal).toBe('Tesco Vodka (70cl, 37.5% ABV) is 26.3 units of alcohol, so its minimum price is £17.07 (65p a unit), but it is priced £15.00 after its 25% offer');
    expect(minimumPriceRefusal({ name: 'Tesco Vodka', ...gin, pricePence: 2000, discountPercent: 10 })).toBeNull();
  });

  it('runs an offer only while it keeps the price at or above the floor', () => {
    expect(lawfulDiscountPercent({ ...wine, pricePence: 800 }, 20)).toBe(20); // £6.40
    expect(lawfulDiscountPercent({ ...wine, pricePence: 800 }, 25)).toBe(0); // £6.00
    expect(lawfulDiscountPercent({ ...NO_RESTRICTED_FACTS, pricePence: 100 }, 33)).toBe(33);
  });

  it('never allows a quantity discount on alcohol', () => {
    expect(quantityDiscountAllowed(wine)).toBe(false);
    expect(quantityDiscountAllowed(facts({ abvPercent: 0.05 }))).toBe(true);
    expect(RESTRICTED_SALES_RULES.scotland.alcohol.quantityDiscounts).toBe(false);
  });
});

describe('ageRestrictionOf', () => {
  it('is 18 for alcohol, 16 for more than 150 mg/l of caffeine, null otherwise', () => {
    expect(ageRestrictionOf(wine)).toBe(18);
    expect(ageRestrictionOf(facts({ caffeineMgPerLitre: 320 }))).toBe(16);
    expect(ageRestrictionOf(facts({ caffeineMgPerLitre: 151 }))).toBe(16);
    expect(ageRestrictionOf(facts({ caffeineMgPerLitre: 150 }))).toBeNull();
    expect(ageRestrictionOf(facts({ abvPercent: 0.05, volumeMl: 1320 }))).toBeNull();
    expect(ageRestrictionOf(NO_RESTRICTED_FACTS)).toBeNull();
  });

  it('takes the stricter age when both apply', () => {
    expect(ageRestrictionOf(facts({ abvPercent: 5, caffeineMgPerLitre: 300 }))).toBe(18);
  });

  it('words the notice with the age', () => {
    expect(ageNotice(18)).toBe('You must be 18 or over to buy this. ID will be checked on delivery.');
    expect(ageNotice(16)).toBe('You must be 16 or over to buy this. ID will be checked on delivery.');
  });
});

describe('pain relief', () => {
  const paracetamol = (quantity: number) => ({ activeIngredient: 'paracetamol', quantity });
  const aspirin = (quantity: number) => ({ activeIngredient: 'aspirin', quantity });
  const message = 'You can buy at most 2 packs of paracetamol or aspirin in one order';

  it('allows a second pack and refuses a third, counting paracetamol and aspirin together', () => {
    expect(medicinePackLimitRefusal([paracetamol(2)])).toBeNull();
    expect(medicinePackLimitRefusal([paracetamol(3)])).toBe(message);
    expect(medicinePackLimitRefusal([paracetamol(1), aspirin(1)])).toBeNull();
    expect(medicinePackLimitRefusal([paracetamol(1), aspirin(1), paracetamol(1)])).toBe(message);
  });

  it('leaves other medicines and groceries out of the count', () => {
    expect(medicinePackLimitRefusal([paracetamol(2), { activeIngredient: 'ibuprofen', quantity: 5 }, { activeIngredient: null, quantity: 9 }])).toBeNull();
  });

  it('refuses a basket change that goes over the limit, but lets a basket already over it come down', () => {
    expect(medicinePackChangeRefusal([paracetamol(2)], [paracetamol(2), aspirin(1)])).toBe(message);
    expect(medicinePackChangeRefusal([paracetamol(1)], [paracetamol(2)])).toBeNull();
    expect(medicinePackChangeRefusal([paracetamol(4)], [paracetamol(3)])).toBeNull();
    expect(medicinePackChangeRefusal([paracetamol(3)], [paracetamol(3), { activeIngredient: 'ibuprofen', quantity: 1 }])).toBeNull();
  });

  it('refuses a general-sale pack of more than 16', () => {
    expect(medicinePackSizeRefusal({ name: 'Paracetamol 500mg', activeIngredient: 'paracetamol', packCount: 16 })).toBeNull();
    expect(medicinePackSizeRefusal({ name: 'Paracetamol 500mg', activeIngredient: 'paracetamol', packCount: 32 })).toBe(
      'Paracetamol 500mg has 32 tablets or capsules: general sale allows packs of at most 16 paracetamol',
    );
    expect(medicinePackSizeRefusal({ name: 'Antacid', activeIngredient: 'calcium carbonate', packCount: 48 })).toBeNull();
  });
});

describe('alcoholSlotAllowed', () => {
  const slot = (date: string, startHour: number, endHour: number) => ({ date, start: ukTimeToInstant(date, startHour), end: ukTimeToInstant(date, endHour) });

  it('allows slots from 10:00 that end by 22:00, UK time, winter and summer', () => {
    expect(alcoholSlotAllowed(slot('2026-01-15', 10, 12))).toBe(true);
    expect(alcoholSlotAllowed(slot('2026-07-15', 20, 22))).toBe(true);
    expect(alcoholSlotAllowed(slot('2026-07-15', 8, 10))).toBe(false);
    expect(alcoholSlotAllowed(slot('2026-01-15', 9, 11))).toBe(false);
    expect(alcoholSlotAllowed(slot('2026-01-15', 21, 23))).toBe(false);
  });

  it('takes a slot ending at 22:00 and refuses one ending at 22:30; takes a 10:00 start and refuses 09:00 or 09:30', () => {
    const at = (date: string, [sh, sm]: [number, number], [eh, em]: [number, number]) => ({ date, start: ukTimeToInstant(date, sh, sm), end: ukTimeToInstant(date, eh, em) });
    expect(alcoholSlotAllowed(at('2026-11-30', [20, 0], [22, 0]))).toBe(true);
    expect(alcoholSlotAllowed(at('2026-11-30', [20, 30], [22, 30]))).toBe(false);
    expect(alcoholSlotAllowed(at('2026-11-30', [10, 0], [12, 0]))).toBe(true);
    expect(alcoholSlotAllowed(at('2026-11-30', [9, 0], [11, 0]))).toBe(false);
    expect(alcoholSlotAllowed(at('2026-11-30', [9, 30], [11, 30]))).toBe(false);
  });

  it('leaves six of the seven daily slots for a basket with alcohol', () => {
    expect(slotsOfDay('2026-03-29').filter((s) => alcoholSlotAllowed(s)).map((s) => s.label)).toEqual(['10:00–12:00', '12:00–14:00', '14:00–16:00', '16:00–18:00', '18:00–20:00', '20:00–22:00']);
  });
});

describe('ageOn', () => {
  it('is 18 on the 18th birthday itself and 17 the day before', () => {
    expect(ageOn('2008-06-15', '2026-06-15')).toBe(18);
    expect(ageOn('2008-06-15', '2026-06-14')).toBe(17);
    expect(ageOn('2008-06-15', '2026-12-31')).toBe(18);
  });

  it('reads an instant as its UK date: 23:30 UTC on the eve of a summer birthday is already the birthday', () => {
    expect(ageOn('2008-06-15', new Date('2026-06-14T23:30:00Z'))).toBe(18);
    expect(ageOn('2008-06-15', new Date('2026-06-14T22:30:00Z'))).toBe(17);
  });

  it('gives someone born on 29 February their birthday on 1 March in other years', () => {
    expect(ageOn('2008-02-29', '2026-02-28')).toBe(17);
    expect(ageOn('2008-02-29', '2026-03-01')).toBe(18);
    expect(ageOn('2008-02-29', '2028-02-29')).toBe(20);
  });
});

describe('ageRefusal', () => {
  const wine = { name: 'Aldi Chilean Merlot', abvPercent: 12.5, caffeineMgPerLitre: null };
  const redBull = { name: 'Red Bull Energy Drink', abvPercent: null, caffeineMgPerLitre: 320 };
  const bread = { name: 'Bread', abvPercent: null, caffeineMgPerLitre: null };

  it('sells wine on the 18th birthday and refuses it the day before, naming the lines', () => {
    expect(ageRefusal([wine, bread], '2008-12-05', '2026-12-05')).toBeNull();
    expect(ageRefusal([wine, bread], '2008-12-05', '2026-12-04')).toBe('You must be 18 or over on the delivery date to buy Aldi Chilean Merlot');
  });

  it('sells an energy drink from 16, and asks the highest age of the refused lines', () => {
    expect(ageRefusal([redBull], '2010-01-01', '2026-01-01')).toBeNull();
    expect(ageRefusal([redBull], '2010-01-02', '2026-01-01')).toBe('You must be 16 or over on the delivery date to buy Red Bull Energy Drink');
    expect(ageRefusal([redBull, wine], '2009-01-01', '2026-01-01')).toBe('You must be 18 or over on the delivery date to buy Aldi Chilean Merlot');
  });

  it('turns someone born on 29 February 18 on 1 March of a common year, not on 28 February', () => {
    expect(ageRefusal([wine], '2008-02-29', '2026-02-28')).not.toBeNull();
    expect(ageRefusal([wine], '2008-02-29', '2026-03-01')).toBeNull();
  });

  it('asks nothing of lines without a restriction', () => {
    expect(requiredAge([bread])).toBeNull();
    expect(requiredAge([bread, redBull])).toBe(16);
    expect(requiredAge([redBull, wine])).toBe(18);
    expect(hasAlcohol([redBull, bread])).toBe(false);
    expect(hasAlcohol([wine])).toBe(true);
  });
});

describe('isCalendarDate', () => {
  it('takes real days only', () => {
    expect(isCalendarDate('2008-02-29')).toBe(true);
    expect(isCalendarDate('2007-02-29')).toBe(false);
    expect(isCalendarDate('1990-13-01')).toBe(false);
    expect(isCalendarDate('1990-1-01')).toBe(false);
  });
});

describe('doorCheckDescription', () => {
  it('says what the check at the door found', () => {
    expect(doorCheckDescription(null, [])).toBe('Your order has been delivered');
    expect(doorCheckDescription('id_checked', [])).toBe('Your order has been delivered. ID checked (Challenge 25)');
    expect(doorCheckDescription('refused', ['Aldi Chilean Merlot x2'])).toBe(
      'Your order has been delivered. Age-restricted items were refused at the door (no valid ID / under age) and not charged: Aldi Chilean Merlot x2',
    );
  });
});
