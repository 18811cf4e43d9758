import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { HelpfulResult } from '@/contracts/reviews';
import { toast } from '@/web/components/ui/use-toast';
import { SignInModalHost } from '@/web/features/auth';
import { ADA, json, makeStoreReview, renderApp, reviewServer, sent, stubApi, type ApiCall, type ApiHandlers } from '@/web/testing';
import type { ReviewTarget } from './api';
import { ReviewList } from './review-list';

const TARGET: ReviewTarget = { kind: 'store', id: 5, name: 'Waitrose' };
const own = makeStoreReview({ id: 11, storeId: 5, rating: 2, reviewText: 'Queues', userFullName: 'Ada Lovelace', isOwn: true, userId: ADA.id });
const other = makeStoreReview({ id: 12, storeId: 5, rating: 5, reviewText: 'Lovely staff', helpfulCount: 1 });

afterEach(() => {
  act(() => toast({}).dismiss());
});

type Server = ReturnType<typeof reviewServer<typeof own>>;

function renderList(user: typeof ADA | null, extra: (server: Server) => ApiHandlers = () => ({})) {
  const server = reviewServer('store', 5, [{ ...own }, { ...other }]);
  const calls = stubApi({ ...server.handlers, ...extra(server) });
  renderApp(
    <>
      <ReviewList target={TARGET} view={{ rating: null, sort: 'newest' }} onSortChange={() => {}} />
      <SignInModalHost />
    </>,
    { route: '/stores', path: '/stores', user },
  );
  return { calls, server, ui: userEvent.setup() };
}

const changes = (calls: ApiCall[]) => calls.filter((c) => c.method !== 'GET').map(sent);
const item = async (text: string) => (await screen.findByText(text)).closest('li')!;

/** Helpful marks as the server keeps them: one per user, count follows. */
function helpfulHandlers(server: Server, id: number): ApiHandlers {
  const set = (markedHelpful: boolean) => () => {
    const review = server.state.reviews.find((r) => r.id === id)!;
    const helpfulCount = review.helpfulCount + (markedHelpful === review.markedHelpful ? 0 : markedHelpful ? 1 : -1);
    Object.assign(review, { markedHelpful, helpfulCount });
    return json({ helpfulCount, markedHelpful } satisfies HelpfulResult);
  };
  return { [`POST /api/reviews/${id}/helpful`]: set(true), [`DELETE /api/reviews/${id}/helpful`]: set(false) };
}

describe('ReviewItem', () => {
  it('offers the author menu on the own review only, and no helpful or report there', async () => {
    renderList(ADA);
    const mine = await item('Queues');
    expect(within(mine).getByRole('button', { name: 'Your review options' })).toBeInTheDocument();
    expect(within(mine).queryByRole('button', { name: 'Mark as helpful' })).not.toBeInTheDocument();
    const theirs = await item('Lovely staff');
    expect(within(theirs).queryByRole('button', { name: 'Your review options' })).not.toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Mark as helpful' })).toBeInTheDocument();
    expect(within(theirs).getByRole('button', { name: 'Report' })).toBeInTheDocument();
  });

  it('edits the own review from its menu, prefilled, with "Review updated"', async () => {
    const { ui, calls } = renderList(ADA, (server) => ({
      'PUT /api/reviews/11': (call) => {
        Object.assign(server.state.reviews[0]!, call.body);
        return json(server.state.reviews[0]);
      },
    }));
    const mine = await item('Queues');
    await ui.click(within(mine).getByRole('button', { name: 'Your review options' }));
    await ui.click(await screen.findByRole('menuitem', { name: 'Edit' }));
    const form = within(mine).getByRole('form', { name: 'Edit your review' });
    expect(within(form).getByRole('radio', { name: '2 stars' })).toBeChecked();
    const text = within(form).getByLabelText(/Your review/);
    expect(text).toHaveValue('Queues');
    await ui.click(within(form).getByRole('radio', { name: '4 stars' }));
    await ui.clear(text);
    await ui.type(text, 'Shorter queues now');
    await ui.click(within(form).getByRole('button', { name: 'Update Review' }));
    expect(await screen.findByText('Review updated')).toBeInTheDocument();
    expect(changes(calls)).toEqual([{ method: 'PUT', url: '/api/reviews/11', body: { rating: 4, reviewText: 'Shorter queues now' } }]);
    expect(await screen.findByText('Shorter queues now')).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Edit your review' })).not.toBeInTheDocument();
  });

  it('deletes the own review only after the confirmation', async () => {
    const { ui, calls } = renderList(ADA, (server) => ({
      'DELETE /api/reviews/11': () => {
        server.state.reviews = server.state.reviews.filter((r) => r.id !== 11);
        return new Response(null, { status: 204 });
      },
    }));
    const open = async () => {
      await ui.click(within(await item('Queues')).getByRole('button', { name: 'Your review options' }));
      await ui.click(await screen.findByRole('menuitem', { name: 'Delete' }));
      return screen.findByRole('alertdialog', { name: 'Delete your review?' });
    };
    await ui.click(within(await open()).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument());
    expect(changes(calls)).toEqual([]);

    await ui.click(within(await open()).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Review deleted')).toBeInTheDocument();
    expect(changes(calls)).toEqual([{ method: 'DELETE', url: '/api/reviews/11', body: undefined }]);
    await waitFor(() => expect(screen.queryByText('Queues')).not.toBeInTheDocument());
  });

  it('toggles helpful: POST marks, DELETE removes, with the toasts and the count', async () => {
    const { ui, calls } = renderList(ADA, (server) => helpfulHandlers(server, 12));
    const theirs = await item('Lovely staff');
    const button = within(theirs).getByRole('button', { name: 'Mark as helpful' });
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await ui.click(button);
    expect(await screen.findByText('Marked as helpful')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'true'));
    expect(within(theirs).getByText('2 people found this helpful')).toBeInTheDocument();
    await ui.click(button);
    expect(await screen.findByText('Removed helpful mark')).toBeInTheDocument();
    await waitFor(() => expect(button).toHaveAttribute('aria-pressed', 'false'));
    expect(within(theirs).getByText('1 person found this helpful')).toBeInTheDocument();
    expect(changes(calls)).toEqual([
      { method: 'POST', url: '/api/reviews/12/helpful', body: undefined },
      { method: 'DELETE', url: '/api/reviews/12/helpful', body: undefined },
    ]);
  });

  it('a failed mark says "Failed to mark as helpful" with the server message', async () => {
    const { ui } = renderList(ADA, () => ({ 'POST /api/reviews/12/helpful': () => json({ message: 'You cannot mark your own review' }, 403) }));
    await ui.click(within(await item('Lovely staff')).getByRole('button', { name: 'Mark as helpful' }));
    expect(await screen.findByText('Failed to mark as helpful')).toBeInTheDocument();
    expect(screen.getByText('You cannot mark your own review')).toBeInTheDocument();
  });

  it('a visitor marking helpful gets the sign-in modal, and the mark is applied after sign-in without a second click', async () => {
    const { ui, calls } = renderList(null, (server) => ({
      ...helpfulHandlers(server, 12),
      'POST /api/login': () => json(ADA),
      'GET /api/cart': () => json({}),
    }));
    await ui.click(within(await item('Lovely staff')).getByRole('button', { name: 'Mark as helpful' }));
    const modal = await screen.findByRole('dialog');
    expect(changes(calls)).toEqual([]);
    await ui.type(within(modal).getByLabelText('Email'), 'ada@example.com');
    await ui.type(within(modal).getByLabelText('Password'), 'Groceries#2025');
    await ui.click(within(modal).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(changes(calls)).toContainEqual({ method: 'POST', url: '/api/reviews/12/helpful', body: undefined }));
    expect(await screen.findByText('Marked as helpful')).toBeInTheDocument();
    await waitFor(() => expect(within(screen.getByText('Lovely staff').closest('li')!).getByRole('button', { name: 'Mark as helpful' })).toHaveAttribute('aria-pressed', 'true'));
  });

  it('reports a review once', async () => {
    const { ui, calls } = renderList(ADA, () => ({ 'POST /api/reviews/12/report': () => json({ reported: true }) }));
    await ui.click(within(await item('Lovely staff')).getByRole('button', { name: 'Report' }));
    expect(await screen.findByText('Review reported')).toBeInTheDocument();
    expect(within(await item('Lovely staff')).getByRole('button', { name: 'Reported' })).toBeDisabled();
    expect(changes(calls)).toEqual([{ method: 'POST', url: '/api/reviews/12/report', body: undefined }]);
  });
});
