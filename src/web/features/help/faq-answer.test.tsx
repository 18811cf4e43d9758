import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { cartTotals, DELIVERY_OPTIONS } from '@/domain/cart';
import { FaqAnswer } from './faq-answer';
import { FAQS } from './faqs';
import { formatFee, PLANNED_FEES } from './fees';

const faq = (id: string) => FAQS.find((f) => f.id === id)!;
/** What the checkout adds to a one-line basket for this delivery option. */
const checkoutFee = (option: (typeof DELIVERY_OPTIONS)[number]) => cartTotals([{ pricePence: 100, discountPercent: 0, quantity: 1 }], option).deliveryFeePence;

describe('FAQ answers about fees', () => {
  it('quote, under "During the beta", the delivery fees the basket adds at checkout', () => {
    render(<FaqAnswer faq={faq('delivery-cost')} />);
    const beta = screen.getByText('During the beta').closest('p')!;
    expect(beta).toHaveTextContent(`${formatFee(checkoutFee('standard'))} for standard delivery`);
    expect(beta).toHaveTextContent(`${formatFee(checkoutFee('express'))} for express delivery`);
  });

  it('label every planned price "Planned", and never put one in an answer about today', () => {
    // The planned prices (amounts of £1 or more; the rest are counts of days and hours).
    const planned = Object.values(PLANNED_FEES).flatMap((v) => (typeof v === 'number' && v >= 100 ? [formatFee(v)] : []));
    const charged = DELIVERY_OPTIONS.map((o) => formatFee(checkoutFee(o)));
    let plannedQuoted = 0;
    for (const f of FAQS) {
      const { unmount } = render(<FaqAnswer faq={f} />);
      for (const paragraph of screen.queryAllByText((_, el) => el?.tagName === 'P')) {
        const quotes = planned.filter((fee) => !charged.includes(fee) && new RegExp(`${fee.replace('.', '\\.')}(?!\\d)`).test(paragraph.textContent ?? ''));
        if (quotes.length === 0) continue;
        expect(paragraph, `${f.id}: ${quotes.join(', ')}`).toHaveTextContent(/^Planned/);
        plannedQuoted += quotes.length;
      }
      unmount();
    }
    // Delivery from, free over, basket fee and its threshold, Premium yearly and its free-delivery threshold (Premium's
    // £5.99 a month is also today's express fee, so the text alone cannot tell it apart).
    expect(plannedQuoted).toBeGreaterThanOrEqual(6);
  });
});
