import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { BOOKING_DAYS_AHEAD, DEFAULT_SLOT_CONFIG, FIRST_SLOT_HOUR, LAST_SLOT_END_HOUR, SLOT_HOURS } from '@/domain/delivery-slots';
import { STATUS_COLLECTING, STATUS_CONFIRMED, STATUS_DELIVERED, STATUS_OUT_FOR_DELIVERY } from '@/domain/fulfilment';
import { FaqAnswer } from './faq-answer';
import { FAQS, faqById } from './faqs';
import { HOW_IT_WORKS, TUTORIAL_STEPS } from './steps';

/** Every paragraph of an answer as the page shows it (label included). */
function paragraphs(id: string): string[] {
  const { unmount } = render(<FaqAnswer faq={faqById(id)} />);
  const texts = screen.queryAllByText((_, el) => el?.tagName === 'P').map((p) => p.textContent ?? '');
  unmount();
  return texts;
}
const answerText = (id: string) => paragraphs(id).join('\n');

describe('the FAQ keeps every figure the spec lists', () => {
  it.each([
    ['delivery-cost', ['from £4.99', 'free delivery on orders over £50']],
    ['delivery-time', ['2-4 hours', 'up to 7 days ahead', '90 minutes']],
    ['premium', ['£5.99/month or £59.99/year', 'free delivery on orders over £20']],
    ['minimum-order', ['no minimum order', '£2.50 basket fee on orders under £30']],
    ['problems', ['within 24 hours of delivery']],
  ])('%s states %j', (id, facts) => {
    const text = answerText(id);
    for (const fact of facts) expect(text).toContain(fact);
  });

  it('has the ten questions', () => {
    expect(FAQS).toHaveLength(10);
  });
});

describe('the FAQ and tutorial describe the shop as it works', () => {
  it('describes delivery slots from the slot rules, and scheduling 7 days ahead as what the checkout does today', () => {
    const today = paragraphs('delivery-time').find((p) => p.startsWith('During the beta'))!;
    const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;
    expect(today).toContain(`${SLOT_HOURS}-hour delivery slot between ${hh(FIRST_SLOT_HOUR)} and ${hh(LAST_SLOT_END_HOUR)}`);
    expect(today).toContain(`up to ${BOOKING_DAYS_AHEAD} days ahead`);
    expect(today).toContain(`stops taking orders ${DEFAULT_SLOT_CONFIG.cutoffHours} hours before it starts`);
    expect(today).toContain('standard delivery (2-3 days) or express (next day)');
    const planned = paragraphs('delivery-time').find((p) => p.startsWith('Planned'))!;
    expect(planned).not.toMatch(/days ahead/);
  });

  it('says payments are in test mode', () => {
    expect(answerText('delivery-cost')).toContain('Payments run in test mode: no card is charged and no money moves.');
    expect(TUTORIAL_STEPS.find((s) => s.title === 'Check out once')!.text).toMatch(/delivery slot, then one card payment for everything \(test mode: no money moves\)/);
  });

  it('names the tracking statuses the timeline really shows, and the real cancellation rule', () => {
    const tracking = answerText('tracking');
    for (const status of [STATUS_CONFIRMED, STATUS_COLLECTING, 'Collecting from each store', STATUS_OUT_FOR_DELIVERY, STATUS_DELIVERED]) expect(tracking).toContain(status);
    expect(tracking).toContain('Track Order');
    expect(tracking).toContain('Until a store starts collecting your order you can cancel it');
    expect(TUTORIAL_STEPS.find((s) => s.title === 'Track your delivery')!.text).toContain('updates live');
  });

  it('promises no same-day dispatch, and no report button the Orders page does not have', () => {
    const everything = [...FAQS.flatMap((f) => f.answer.map((a) => a.text)), ...HOW_IT_WORKS.map((s) => s.text), ...TUTORIAL_STEPS.map((s) => s.text)].join('\n');
    expect(everything).not.toMatch(/same-day|dispatch/i);
    expect(answerText('problems')).toContain('with Contact Support on the order in your Orders page');
  });
});
