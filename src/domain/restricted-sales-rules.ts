/**
 * The law (and the retailers' practice) on age-restricted and limited sales, as data, per region we deliver to. Only
 * Scotland today (every order is delivered in Edinburgh); another region is another entry of RESTRICTED_SALES_RULES
 * and nothing else. The rules themselves are src/domain/age-restrictions.ts. Each rule names its sources: read them
 * before changing a number.
 */

export type Region = 'scotland';

/** The ages a product can require of its buyer. */
export type AgeRestriction = 18 | 16;

/** Where every order is delivered, so whose rules apply. */
export const DELIVERY_REGION: Region = 'scotland';

/** The code of the 409 refusing more packs of paracetamol or aspirin than one order may hold (basket and order). */
export const PACK_LIMIT_CODE = 'pack_limit';

export interface Source {
  title: string;
  url: string;
}

export interface AlcoholRules {
  /** A drink is alcohol in law only above this strength (ABV %): at or below it, none of these rules apply. */
  abovePercent: number;
  minimumAge: AgeRestriction;
  /** Anyone who looks under this age is asked for ID (Challenge 25); the legal age is still minimumAge. */
  challengeAge: number;
  /** Minimum price per unit (10 ml of pure alcohol), in pence; a product's floor is rounded up to the penny. */
  minimumUnitPricePence: number;
  /** Off-sales hours, UK time: alcohol is sold only from `fromHour` until `toHour`. */
  offSalesHours: { fromHour: number; toHour: number };
  /** Whether a multi-buy, a "cheaper by the case" or any other discount for buying more may apply. */
  quantityDiscounts: boolean;
  sources: readonly Source[];
}

export interface PainReliefRules {
  /** Active ingredients counted together against the packs-per-transaction limit. */
  limitedIngredients: readonly string[];
  maxPacksPerTransaction: number;
  /** The largest pack (tablets or capsules) a shop that is not a pharmacy may sell, per active ingredient. */
  generalSaleMaxPack: Readonly<Record<string, number>>;
  sources: readonly Source[];
}

export interface EnergyDrinkRules {
  /** A drink is an energy drink above this much caffeine (mg per litre: the "high caffeine content" label's line). */
  caffeineAboveMgPerLitre: number;
  minimumAge: AgeRestriction;
  sources: readonly Source[];
}

export interface RestrictedSalesRules {
  alcohol: AlcoholRules;
  painRelief: PainReliefRules;
  energyDrinks: EnergyDrinkRules;
}

const LEGISLATION = 'https://www.legislation.gov.uk';

export const RESTRICTED_SALES_RULES: Readonly<Record<Region, RestrictedSalesRules>> = {
  scotland: {
    alcohol: {
      // s.2: "alcohol" does not include alcohol of a strength of 0.5% or less at the time of its sale.
      abovePercent: 0.5,
      // s.102: selling alcohol to a child or young person (under 18) is an offence; s.108 makes delivering it to one
      // an offence too, with the same defence of having seen a passport, driving licence or PASS card.
      minimumAge: 18,
      // Schedule 3 (inserted by the Alcohol etc. (Scotland) Act 2010 s.6): an age verification policy for anyone who
      // appears under 25 is a mandatory licence condition. The Scottish Government's guidance says the condition
      // does not apply to remote sales; we check ID at the door all the same (s.108's defence needs it).
      challengeAge: 25,
      // Schedule 3 para 6A (inserted by the Alcohol (Minimum Pricing) (Scotland) Act 2012): minimum price =
      // MPU x strength (ABV %) x volume (litres), on the price actually paid, offers included. 65p since 30
      // September 2024 (50p from 1 May 2018). A fraction of a penny is rounded up (mygov.scot), so a 75cl bottle
      // at 12.5% costs at least £6.10, not £6.09.
      minimumUnitPricePence: 65,
      // s.65: off-sales hours start no earlier than 10:00 and end no later than 22:00. A delivered sale is completed
      // when it is paid (Argyll and Bute's guidance), and we take the payment at the door, so alcohol is delivered
      // only within these hours. s.120 separately forbids delivering alcohol between midnight and 06:00.
      offSalesHours: { fromHour: 10, toHour: 22 },
      // Schedule 3 para 8(2)(b), extended to off-sales by the Alcohol etc. (Scotland) Act 2010 s.4: no drink free or
      // cheaper on buying more (no "3 for £10", no BOGOF); para 6B (s.2 of that Act): a package of several alcoholic
      // products costs at least the sum of their single prices.
      quantityDiscounts: false,
      sources: [
        { title: 'Licensing (Scotland) Act 2005, section 2: Meaning of "alcohol"', url: `${LEGISLATION}/asp/2005/16/section/2` },
        { title: 'Licensing (Scotland) Act 2005, section 102: Sale of alcohol to a child or young person', url: `${LEGISLATION}/asp/2005/16/part/8/crossheading/offences-relating-to-children-and-young-people` },
        { title: 'Alcohol etc. (Scotland) Act 2010: guidance for licensing boards, 4. Age verification policy', url: 'https://www.gov.scot/publications/alcohol-etc-scotland-act-2010-guidance-licensing-boards/pages/4/' },
        { title: 'Alcohol (Minimum Pricing) (Scotland) Act 2012, section 1 (Licensing (Scotland) Act 2005, schedule 3 para 6A)', url: `${LEGISLATION}/asp/2012/4/crossheading/minimum-price-of-alcohol/enacted` },
        { title: 'The Alcohol (Minimum Price per Unit) (Scotland) Order 2018, as amended in 2024 to 65p', url: `${LEGISLATION}/ssi/2018/135` },
        { title: 'Minimum unit pricing for alcohol in Scotland: how to calculate a minimum unit price (65p, rounded up)', url: 'https://www.mygov.scot/minimum-unit-pricing' },
        { title: 'Minimum unit pricing: discounts and offers', url: 'https://www.mygov.scot/minimum-unit-pricing/discounts-and-offers/' },
        { title: 'Licensing (Scotland) Act 2005, Part 5: Licensed hours (sections 62 to 65)', url: `${LEGISLATION}/asp/2005/16/part/5` },
        { title: 'Argyll and Bute Council: Remote sales of alcohol (sections 65, 119, 120 and 139)', url: 'https://www.argyll-bute.gov.uk/business-and-licensing/law-and-licensing/remote-sales-alcohol' },
        { title: 'Alcohol etc. (Scotland) Act 2010, explanatory notes on sections 2 and 4 (packages and quantity discounts)', url: `${LEGISLATION}/asp/2010/18/notes/division/2` },
      ],
    },
    painRelief: {
      // MHRA best practice, followed by the major retailers: no more than two packs in one transaction. The law's own
      // limit (100 tablets or capsules of paracetamol or aspirin a transaction) is well above two packs of 16.
      limitedIngredients: ['paracetamol', 'aspirin'],
      maxPacksPerTransaction: 2,
      // Human Medicines Regulations 2012, schedule 15: non-effervescent tablets and capsules in general sale come in
      // packs of at most 16 (effervescent tablets, powders and liquids have other limits; we sell none).
      generalSaleMaxPack: { paracetamol: 16, aspirin: 16, ibuprofen: 16 },
      sources: [
        { title: 'The Human Medicines Regulations 2012, schedule 15: requirements for specific products subject to general sale', url: `${LEGISLATION}/uksi/2012/1916/schedule/15` },
        { title: 'MHRA: Multiple sales of analgesic-containing medicines in retail outlets (best practice guidance, legal limit)', url: 'https://www.gov.uk/government/publications/advertising-investigations-september-2016/september-2016-multiple-sales-of-analgesic-containing-in-retail-outlets' },
        { title: 'MHRA: Sales of painkillers, help for retailers (no more than two packs in one transaction)', url: 'https://www.healthcanal.com/public-health-safety/4607-sales-of-painkillers-help-for-retailers.html' },
      ],
    },
    energyDrinks: {
      // The major chains' voluntary policy since March 2018 (Aldi, Asda, Co-op, Lidl, Morrisons, Sainsbury's, Tesco,
      // Waitrose): no drink with more than 150 mg of caffeine a litre to under-16s. The Scottish Government consulted
      // on a legal ban and decided against one; it supports the voluntary restriction.
      caffeineAboveMgPerLitre: 150,
      minimumAge: 16,
      sources: [
        { title: 'Supermarket energy drink ban for under-16s comes into effect from 5th March (more than 150mg of caffeine per litre)', url: 'http://b31.org.uk/2018/02/supermarket-energy-drink-ban-for-under-16s-comes-into-effect-from-5th-march/' },
        { title: 'Scottish Government decides against new restrictions on energy drink sales', url: 'https://slrmag.co.uk/scottish-government-decides-against-new-restrictions-on-energy-drink-sales' },
        { title: 'Ending the sale of energy drinks to children and young people: consultation', url: 'https://www.gov.scot/publications/ending-sale-energy-drinks-children-young-people/pages/3/' },
      ],
    },
  },
};
