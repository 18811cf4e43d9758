import { CreditCard, MapPin, PackageCheck, Search, ShoppingBasket, Store, Truck, type LucideIcon } from 'lucide-react';
import { SLOTS } from './fees';

export interface HelpStep {
  title: string;
  text: string;
  icon: LucideIcon;
}

/** The three steps of 'How it Works' (FAQ page) and of the tutorial walkthrough. */
export const HOW_IT_WORKS: readonly HelpStep[] = [
  { title: 'Choose your stores', text: 'Pick from eight UK supermarket chains near you: Tesco, Sainsbury’s, Asda, Morrisons, Waitrose, Aldi, Lidl and Co-op.', icon: Store },
  { title: 'Fill one basket', text: 'Add products from as many stores as you like. Your basket keeps them grouped by store.', icon: ShoppingBasket },
  { title: 'Get one delivery', text: 'Check out once, choose a delivery slot and pay once. Everything arrives together in one consolidated delivery.', icon: Truck },
];

/** The six steps of the tutorial page. */
export const TUTORIAL_STEPS: readonly HelpStep[] = [
  { title: 'Set your location', text: 'Enter your postcode under ‘Delivering to:’ so we can show the stores nearest to you.', icon: MapPin },
  { title: 'Browse the stores', text: 'Open Stores to see every chain that delivers to you, its opening hours and its reviews.', icon: Store },
  { title: 'Search and compare', text: 'Search across all stores at once. Each product shows similar items at the other stores, so you can spot the cheaper one.', icon: Search },
  { title: 'Add to one basket', text: 'Products from different stores go into the same basket, grouped by store, with one delivery fee.', icon: ShoppingBasket },
  {
    title: 'Check out once',
    text: `Two steps: your details, standard or express delivery and a ${SLOTS.hours}-hour delivery slot, then one card payment for everything (test mode: no money moves).`,
    icon: CreditCard,
  },
  {
    title: 'Track your delivery',
    text: 'Choose Track Order on the Orders page: the timeline updates live as each store is collected, and until collection starts you can still cancel.',
    icon: PackageCheck,
  },
];
