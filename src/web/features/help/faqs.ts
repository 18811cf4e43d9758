import { STATUS_COLLECTING, STATUS_CONFIRMED, STATUS_DELIVERED, STATUS_OUT_FOR_DELIVERY, collectingFrom } from '@/domain/fulfilment';
import { BETA_FEES as beta, PLANNED_FEES as planned, REPORT_PROBLEMS_WITHIN_HOURS, SLOTS as slots, formatFee } from './fees';

/** 'beta' is what the checkout charges and offers today; 'planned' is future pricing and delivery times, labelled as such. */
export interface FaqParagraph {
  text: string;
  kind?: 'beta' | 'planned';
}

export interface Faq {
  id: string;
  question: string;
  answer: FaqParagraph[];
}

/** The ten questions of the FAQ page (in order); the tutorial reuses three of them. */
export const FAQS: readonly Faq[] = [
  {
    id: 'what-is-everystore',
    question: 'What is Everystore?',
    answer: [
      {
        text: "Everystore is the UK's first multi-store grocery shopping app. You fill one basket from Tesco, Sainsbury's, Asda, Morrisons, Waitrose, Aldi, Lidl and Co-op, check out once, and everything arrives together in one consolidated delivery.",
      },
    ],
  },
  {
    id: 'delivery-cost',
    question: 'How much does delivery cost?',
    answer: [
      {
        kind: 'beta',
        text: `The checkout charges ${formatFee(beta.standardPence)} for standard delivery or ${formatFee(beta.expressPence)} for express delivery, once per order however many stores you buy from. The fee is always shown before you pay. Payments run in test mode: no card is charged and no money moves.`,
      },
      {
        kind: 'planned',
        text: `Delivery from ${formatFee(planned.deliveryFromPence)}, and free delivery on orders over ${formatFee(planned.freeDeliveryOverPence)}.`,
      },
    ],
  },
  {
    id: 'delivery-time',
    question: 'How quickly will my order arrive?',
    answer: [
      {
        kind: 'beta',
        text: `At checkout you choose standard delivery (${beta.standardTime}) or express (${beta.expressTime}), then a ${slots.hours}-hour delivery slot between ${slots.firstStart} and ${slots.lastEnd}: express offers tomorrow's slots, standard the days after, so you can schedule up to ${slots.daysAhead} days ahead. A slot stops taking orders ${slots.cutoffHours} hours before it starts.`,
      },
      { kind: 'planned', text: `Standard delivery within ${planned.standardWindow} and express delivery within ${planned.expressWindow}.` },
    ],
  },
  {
    id: 'minimum-order',
    question: 'Is there a minimum order?',
    answer: [
      { text: 'No, there is no minimum order. During the beta there is no basket fee either.' },
      { kind: 'planned', text: `A ${formatFee(planned.basketFeePence)} basket fee on orders under ${formatFee(planned.basketFeeUnderPence)}.` },
    ],
  },
  {
    id: 'premium',
    question: 'What is Everystore Premium?',
    answer: [
      {
        kind: 'planned',
        text: `A membership for regular shoppers at ${formatFee(planned.premiumMonthlyPence)}/month or ${formatFee(planned.premiumYearlyPence)}/year, with free delivery on orders over ${formatFee(planned.premiumFreeDeliveryOverPence)}.`,
      },
      { text: 'Premium is not available yet: during the beta every order pays the checkout delivery fee.' },
    ],
  },
  {
    id: 'several-stores',
    question: 'Can I buy from several supermarkets in one order?',
    answer: [
      {
        text: 'Yes, that is what Everystore is for. Add products from any of the eight stores to the same basket; your basket groups them by store, and you check out and pay once for a single delivery.',
      },
    ],
  },
  {
    id: 'prices',
    question: 'Are the prices the same as in the shops?',
    answer: [
      {
        text: "Prices are listed per store and include any offer, shown as a discount. They can differ from a chain's own shops or website. Each product page also shows similar products at the other stores, so you can see when one is cheaper.",
      },
    ],
  },
  {
    id: 'tracking',
    question: 'How do I track my order?',
    answer: [
      {
        text: `Sign in, open Orders and choose Track Order (on a phone you can also tap Track in the bar at the bottom of the screen). The timeline updates live as your order goes from ${STATUS_CONFIRMED} to ${STATUS_COLLECTING}, ${collectingFrom('each store')}, ${STATUS_OUT_FOR_DELIVERY} and ${STATUS_DELIVERED}, and we e-mail you when it is out for delivery and when it has arrived.`,
      },
      { text: 'Until a store starts collecting your order you can cancel it from the same timeline, and your payment is released in full.' },
    ],
  },
  {
    id: 'problems',
    question: 'What if an item is missing or damaged?',
    answer: [
      {
        text: `Report any missing, damaged or wrong item within ${REPORT_PROBLEMS_WITHIN_HOURS} hours of delivery, with Contact Support on the order in your Orders page, and we will refund or replace it.`,
      },
      {
        text: 'If a store has run out of something, we substitute it only as your "If unavailable" choice for that item allows, or leave it out; you are charged only for what is delivered.',
      },
    ],
  },
  {
    id: 'account',
    question: 'Do I need an account?',
    answer: [
      { text: 'You can browse stores, search and compare prices without one. Sign in or register to check out, see your orders and write reviews.' },
    ],
  },
];

export function faqById(id: string): Faq {
  const faq = FAQS.find((f) => f.id === id);
  if (!faq) throw new Error(`Unknown FAQ ${id}`);
  return faq;
}
