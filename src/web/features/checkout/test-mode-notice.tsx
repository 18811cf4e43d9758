import { DECLINE_MESSAGES } from '@/domain/payment-test-mode';

const CARDS = [
  { number: '4242 4242 4242 4242', outcome: 'succeeds' },
  { number: '4000 0000 0000 0002', outcome: `is declined ("${DECLINE_MESSAGES.declined}")` },
  { number: '4000 0000 0000 9995', outcome: `has insufficient funds ("${DECLINE_MESSAGES.insufficient}")` },
  { number: '4000 0000 0000 0341', outcome: 'succeeds, but declines anything more if you later change the order to cost more' },
];

/** Payments run in a processor's test mode: say so plainly, and give the cards that work. */
export function TestModeNotice() {
  return (
    <section aria-labelledby="test-mode-title" className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950">
      <h3 id="test-mode-title" className="font-semibold">
        Test mode: no money moves
      </h3>
      <p className="mt-1">Payments are in test mode. No card is charged. Use one of these test cards with any future expiry date and any 3-digit CVC:</p>
      <ul className="mt-2 space-y-1">
        {CARDS.map((card) => (
          <li key={card.number}>
            <span className="font-mono font-medium">{card.number}</span> {card.outcome}
          </li>
        ))}
      </ul>
    </section>
  );
}
