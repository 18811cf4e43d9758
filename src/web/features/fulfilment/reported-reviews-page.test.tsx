import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ReportedReview } from '@/contracts/reviews';
import { ADA, type ApiCall, makeReportedReview, renderApp, sent, STAFF, stubApi } from '@/web/testing';
import { ReportedReviewsPage } from './reported-reviews-page';

const MILK = makeReportedReview({ id: 7, moderationStatus: 'pending', reports: 4, countedReports: 3 });
const TESCO_STORE = makeReportedReview({
  kind: 'store',
  id: 3,
  productId: null,
  productName: null,
  storeName: 'Tesco',
  rating: 2,
  reviewText: null,
  authorName: 'User #41',
  reports: 1,
  countedReports: 0,
});

/** The staff API over a queue: a decision takes the review out of it, unless `refuse` answers first. */
function queueServer(initial: ReportedReview[], refuse: (call: ApiCall) => { status: number; json: unknown } | null = () => null) {
  let queue = [...initial];
  const decide = (kind: string, id: number, moderationStatus: 'approved' | 'removed') => (call: ApiCall) => {
    const refusal = refuse(call);
    if (refusal) return refusal;
    queue = queue.filter((r) => !(r.kind === kind && r.id === id));
    return { json: { kind, id, moderationStatus } };
  };
  return stubApi({
    'GET /api/staff/reviews/reported': () => ({ json: queue }),
    ...Object.fromEntries(
      initial.flatMap((r) => [
        [`POST /api/staff/reviews/${r.kind}/${r.id}/restore`, decide(r.kind, r.id, 'approved')],
        [`POST /api/staff/reviews/${r.kind}/${r.id}/remove`, decide(r.kind, r.id, 'removed')],
      ]),
    ),
  });
}

const renderPage = (user = STAFF) => renderApp(<ReportedReviewsPage />, { route: '/fulfilment/reviews', path: '/fulfilment/reviews', user });
const card = (name: string) => screen.getByRole('article', { name });
const posts = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST').map(sent);

describe('/fulfilment/reviews', () => {
  it('a shopper is told the page is for staff, and nothing is asked of the API', async () => {
    const calls = stubApi();
    renderPage(ADA);
    expect(await screen.findByText('This page is for Everystore staff.')).toBeInTheDocument();
    expect(calls).toEqual([]);
  });

  it('shows a loading state, then each reported review: kind, what it is about, rating, text, author and reports', async () => {
    let answer!: (queue: ReportedReview[]) => void;
    stubApi({ 'GET /api/staff/reviews/reported': () => new Promise((resolve) => (answer = (queue) => resolve({ json: queue }))) });
    renderPage();
    expect(await screen.findByRole('status', { name: 'Loading reported reviews' })).toBeInTheDocument();
    answer([MILK, TESCO_STORE]);

    const milk = await screen.findByRole('article', { name: 'Whole Milk · Tesco' });
    expect(within(milk).getByText('Product review')).toBeInTheDocument();
    expect(within(milk).getByText('Hidden from shoppers')).toBeInTheDocument();
    expect(within(milk).getByRole('img', { name: /1 out of 5/i })).toBeInTheDocument();
    expect(within(milk).getByText('Went off in a day.')).toBeInTheDocument();
    expect(within(milk).getByText('By Grace Hopper')).toBeInTheDocument();
    expect(within(milk).getByText('4 reports · 3 from buyers')).toBeInTheDocument();

    const store = card('Tesco');
    expect(within(store).getByText('Store review')).toBeInTheDocument();
    expect(within(store).getByText('Still listed')).toBeInTheDocument();
    expect(within(store).getByText('No text')).toBeInTheDocument();
    expect(within(store).getByText('By User #41')).toBeInTheDocument();
    expect(within(store).getByText('1 report · 0 from buyers')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Loading reported reviews' })).not.toBeInTheDocument();
  });

  it('says so when nothing is reported', async () => {
    queueServer([]);
    renderPage();
    expect(await screen.findByText('No reported reviews')).toBeInTheDocument();
  });

  it('Restore sends the decision and takes the review off the queue', async () => {
    const user = userEvent.setup();
    const calls = queueServer([MILK, TESCO_STORE]);
    renderPage();
    await user.click(within(await screen.findByRole('article', { name: 'Whole Milk · Tesco' })).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('Review restored')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Whole Milk · Tesco' })).not.toBeInTheDocument());
    expect(card('Tesco')).toBeInTheDocument();
    expect(posts(calls)).toEqual([{ method: 'POST', url: '/api/staff/reviews/product/7/restore', body: undefined }]);
  });

  it('Remove asks first; Cancel sends nothing, Remove takes it off the queue for good', async () => {
    const user = userEvent.setup();
    const calls = queueServer([MILK, TESCO_STORE]);
    renderPage();
    await user.click(within(await screen.findByRole('article', { name: 'Tesco' })).getByRole('button', { name: 'Remove' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Remove this review?' });
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(posts(calls)).toEqual([]);

    await user.click(within(card('Tesco')).getByRole('button', { name: 'Remove' }));
    await user.click(within(await screen.findByRole('alertdialog')).getByRole('button', { name: 'Remove' }));
    expect(await screen.findByText('Review removed')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('article', { name: 'Tesco' })).not.toBeInTheDocument());
    expect(posts(calls)).toEqual([{ method: 'POST', url: '/api/staff/reviews/store/3/remove', body: undefined }]);
  });

  it('a refused decision is said in a toast and the review stays on the queue', async () => {
    const user = userEvent.setup();
    queueServer([MILK], () => ({ status: 409, json: { message: 'This review has been removed for good', code: 'review_removed' } }));
    renderPage();
    await user.click(within(await screen.findByRole('article', { name: 'Whole Milk · Tesco' })).getByRole('button', { name: 'Restore' }));
    expect(await screen.findByText('This review has been removed for good')).toBeInTheDocument();
    expect(card('Whole Milk · Tesco')).toBeInTheDocument();
  });

  it('a 403 from the API shows the staff-only page', async () => {
    stubApi({ 'GET /api/staff/reviews/reported': () => ({ status: 403, json: { message: 'This is for Everystore staff only' } }) });
    renderPage();
    expect(await screen.findByText('This page is for Everystore staff.')).toBeInTheDocument();
  });
});
