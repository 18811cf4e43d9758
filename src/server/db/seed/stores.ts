import type { OpeningHours } from '../schema';

/** Default week (shopping.md section 9); the discount and convenience chains keep it. */
export const DEFAULT_OPENING_HOURS: OpeningHours = [
  { day: 'Monday', hours: '8:00 AM - 8:00 PM' },
  { day: 'Tuesday', hours: '8:00 AM - 8:00 PM' },
  { day: 'Wednesday', hours: '8:00 AM - 8:00 PM' },
  { day: 'Thursday', hours: '8:00 AM - 8:00 PM' },
  { day: 'Friday', hours: '8:00 AM - 9:00 PM' },
  { day: 'Saturday', hours: '9:00 AM - 9:00 PM' },
  { day: 'Sunday', hours: '11:00 AM - 5:00 PM' },
];

/** Larger chains: long weekday hours, a shorter Sunday. */
function week(weekday: string, sunday: string): OpeningHours {
  return DEFAULT_OPENING_HOURS.map(({ day }) => ({ day, hours: day === 'Sunday' ? sunday : weekday }));
}

export interface SeedStore {
  id: number;
  name: string;
  slug: string;
  logoColor: string;
  logoLetter: string;
  address: string;
  city: string;
  postcode: string;
  lat: number;
  lng: number;
  phone: string;
  email: string;
  website: string;
  description: string;
  features: string[];
  openingHours: OpeningHours;
  imageScale: number;
}

// Logo colours are the chains' brand hues darkened where needed so white text on them passes WCAG AA.
export const SEED_STORES: SeedStore[] = [
  {
    id: 1,
    name: 'Tesco',
    slug: 'tesco',
    logoColor: '#00539F',
    logoLetter: 'T',
    address: '94 Nicolson Street',
    city: 'Edinburgh',
    postcode: 'EH8 9EW',
    lat: 55.9437,
    lng: -3.1839,
    phone: '0131 555 0101',
    email: 'nicolson.street@stores.tesco.example',
    website: 'https://www.tesco.com',
    description: "Tesco's Southside superstore near the University, with a big fresh range, a pharmacy and a café.",
    features: ['Click & Collect', 'ATM', 'Pharmacy', 'Bakery', 'Café', 'Customer Toilets'],
    openingHours: week('6:00 AM - 10:00 PM', '10:00 AM - 4:00 PM'),
    imageScale: 1.3,
  },
  {
    id: 2,
    name: "Sainsbury's",
    slug: 'sainsburys',
    logoColor: '#C2410C',
    logoLetter: 'S',
    address: '185 Craigleith Road',
    city: 'Edinburgh',
    postcode: 'EH4 2EB',
    lat: 55.9556,
    lng: -3.2338,
    phone: '0131 555 0102',
    email: 'craigleith@stores.sainsburys.example',
    website: 'https://www.sainsburys.co.uk',
    description: "Sainsbury's Craigleith: a full-size supermarket with Taste the Difference, Argos inside and free parking.",
    features: ['Click & Collect', 'ATM', 'Argos', 'Parking', 'Pharmacy', 'Bakery'],
    openingHours: week('7:00 AM - 10:00 PM', '9:00 AM - 6:00 PM'),
    imageScale: 1.45,
  },
  {
    id: 3,
    name: 'Asda',
    slug: 'asda',
    logoColor: '#3B7A12',
    logoLetter: 'A',
    address: '2 Chesser Avenue',
    city: 'Edinburgh',
    postcode: 'EH14 1TB',
    lat: 55.9326,
    lng: -3.2426,
    phone: '0131 555 0103',
    email: 'chesser@stores.asda.example',
    website: 'https://www.asda.com',
    description: 'Asda Chesser: everyday low prices, George clothing and a petrol station on site.',
    features: ['Click & Collect', 'ATM', 'Petrol Station', 'George Clothing', 'Parking', 'Café'],
    openingHours: week('7:00 AM - 10:00 PM', '10:00 AM - 4:00 PM'),
    imageScale: 1.19,
  },
  {
    id: 4,
    name: 'Morrisons',
    slug: 'morrisons',
    logoColor: '#00563F',
    logoLetter: 'M',
    address: '12 Piershill Place',
    city: 'Edinburgh',
    postcode: 'EH8 7EG',
    lat: 55.9581,
    lng: -3.1445,
    phone: '0131 555 0104',
    email: 'piershill@stores.morrisons.example',
    website: 'https://groceries.morrisons.com',
    description: 'Morrisons Piershill: Market Street counters with a butcher, fishmonger and in-store bakery.',
    features: ['Click & Collect', 'ATM', 'Butcher Counter', 'Fish Counter', 'Bakery', 'Parking'],
    openingHours: week('7:00 AM - 10:00 PM', '9:00 AM - 6:00 PM'),
    imageScale: 1.5,
  },
  {
    id: 5,
    name: 'Waitrose',
    slug: 'waitrose',
    logoColor: '#4A6B1F',
    logoLetter: 'W',
    address: '145 Morningside Road',
    city: 'Edinburgh',
    postcode: 'EH10 4AX',
    lat: 55.9287,
    lng: -3.2096,
    phone: '0131 555 0105',
    email: 'morningside@stores.waitrose.example',
    website: 'https://www.waitrose.com',
    description: 'Waitrose Morningside: premium groceries, a deli counter and a free coffee for myWaitrose members.',
    features: ['Click & Collect', 'ATM', 'Deli Counter', 'Wine Tasting', 'Free Coffee'],
    openingHours: week('7:30 AM - 9:00 PM', '10:00 AM - 5:00 PM'),
    imageScale: 1.85,
  },
  {
    id: 6,
    name: 'Aldi',
    slug: 'aldi',
    logoColor: '#00205B',
    logoLetter: 'A',
    address: '1 Gorgie Road',
    city: 'Edinburgh',
    postcode: 'EH11 2LA',
    lat: 55.9392,
    lng: -3.2219,
    phone: '0131 555 0106',
    email: 'gorgie@stores.aldi.example',
    website: 'https://www.aldi.co.uk',
    description: 'Aldi Gorgie: award-winning own brands at low prices, plus Specialbuys every week.',
    features: ['Parking', 'Bakery', 'Specialbuys', 'Baby Changing'],
    openingHours: DEFAULT_OPENING_HOURS,
    imageScale: 1.25,
  },
  {
    id: 7,
    name: 'Lidl',
    slug: 'lidl',
    logoColor: '#0050AA',
    logoLetter: 'L',
    address: '105 Leith Walk',
    city: 'Edinburgh',
    postcode: 'EH6 8NP',
    lat: 55.9655,
    lng: -3.1765,
    phone: '0131 555 0107',
    email: 'leith.walk@stores.lidl.example',
    website: 'https://www.lidl.co.uk',
    description: 'Lidl Leith Walk: fresh bakery all day, Lidl Plus offers and big savings on the weekly shop.',
    features: ['Bakery', 'Lidl Plus', 'Middle Aisle', 'Baby Changing'],
    openingHours: DEFAULT_OPENING_HOURS,
    imageScale: 1.3,
  },
  {
    id: 8,
    name: 'Co-op',
    slug: 'coop',
    logoColor: '#00698F',
    logoLetter: 'C',
    address: '128 Marchmont Road',
    city: 'Edinburgh',
    postcode: 'EH9 1AQ',
    lat: 55.9351,
    lng: -3.1917,
    phone: '0131 555 0108',
    email: 'marchmont@stores.coop.example',
    website: 'https://www.coop.co.uk',
    description: 'Co-op Food Marchmont: your neighbourhood store for top-up shops, meal deals and Fairtrade favourites.',
    features: ['Click & Collect', 'ATM', 'Fairtrade', 'Post Office', 'Meal Deal'],
    openingHours: DEFAULT_OPENING_HOURS,
    imageScale: 1.35,
  },
];

