import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Product } from '@/contracts/product';
import { SignInModalHost } from '@/web/features/auth';
import { ProductCard } from '@/web/features/products';
import { ADA, type ApiHandlers, currentPath, json, makeProduct, makeStore, renderApp, sent, stubApi } from '@/web/testing';

const OATS = makeProduct({ id: 7, name: 'Porridge Oats', storeId: 1, price: 1.2 });
const TESCO = makeStore({ id: 1, name: 'Tesco' });

/** A server keeping the shopper's favourites: GET answers what PUT and DELETE left. */
function favouritesServer(start: Product[], extra: ApiHandlers = {}) {
  let list = [...start];
  return stubApi({
    'GET /api/favourites': () => json(list),
    'PUT /api/favourites/7': () => {
      list = [OATS, ...list.filter((p) => p.id !== 7)];
      return json(OATS);
    },
    'DELETE /api/favourites/7': () => {
      list = list.filter((p) => p.id !== 7);
      return new Response(null, { status: 204 });
    },
    ...extra,
  });
}

const renderCard = (user: typeof ADA | null) =>
  renderApp(
    <>
      <ProductCard product={OATS} />
      <SignInModalHost />
    </>,
    { user, stores: [TESCO] },
  );
const changes = (calls: ReturnType<typeof stubApi>) => calls.filter((c) => c.method !== 'GET').map(sent);
const heart = (name: RegExp) => screen.findByRole('button', { name });

describe('the favourite heart on a product card', () => {
  it('adds a favourite at once (pressed, named for removing), sends PUT, and stays on the page', async () => {
    const ui = userEvent.setup();
    const calls = favouritesServer([]);
    renderCard(ADA);
    const button = await heart(/^Add Porridge Oats to favourites$/);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await ui.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    expect(button).toHaveAccessibleName('Remove Porridge Oats from favourites');
    await waitFor(() => expect(changes(calls)).toEqual([{ method: 'PUT', url: '/api/favourites/7', body: undefined }]));
    expect(currentPath()).toBe('/');
  });

  it('shows a favourite pressed, and removing it sends DELETE', async () => {
    const ui = userEvent.setup();
    const calls = favouritesServer([OATS]);
    renderCard(ADA);
    const button = await heart(/^Remove Porridge Oats from favourites$/);
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await ui.click(button);
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(changes(calls)).toEqual([{ method: 'DELETE', url: '/api/favourites/7', body: undefined }]));
  });

  it('is reached and toggled with the keyboard alone', async () => {
    const ui = userEvent.setup();
    const calls = favouritesServer([]);
    renderCard(ADA);
    const button = await heart(/^Add Porridge Oats to favourites$/);
    await ui.tab();
    expect(button).toHaveFocus();
    await ui.keyboard('{Enter}');
    expect(button).toHaveAttribute('aria-pressed', 'true');
    await ui.keyboard(' ');
    expect(button).toHaveAttribute('aria-pressed', 'false');
    await waitFor(() => expect(changes(calls).map((c) => c.method)).toEqual(['PUT', 'DELETE']));
    expect(button).toHaveFocus();
  });

  it('goes back and says why when the server refuses', async () => {
    const ui = userEvent.setup();
    favouritesServer([], { 'PUT /api/favourites/7': () => json({ message: 'You can keep up to 500 favourites: remove one to add another' }, 409) });
    renderCard(ADA);
    const button = await heart(/^Add Porridge Oats to favourites$/);
    await ui.click(button);
    expect(await screen.findByText('Could not add to favourites', {}, { timeout: 5000 })).toBeInTheDocument();
    expect(button).toHaveAttribute('aria-pressed', 'false');
    expect(screen.getByText('You can keep up to 500 favourites: remove one to add another')).toBeInTheDocument();
  });

  it('asks a visitor to sign in, sends nothing until then, and adds the favourite once they have', async () => {
    const ui = userEvent.setup();
    const calls = favouritesServer([], { 'POST /api/login': () => json(ADA), 'GET /api/cart': () => json({ items: [], itemCount: 0, subtotal: 0, deliveryFee: 0, total: 0, saving: 0 }) });
    renderCard(null);
    await ui.click(await heart(/^Add Porridge Oats to favourites$/));
    const modal = await screen.findByRole('dialog', { name: 'Sign in to continue' });
    expect(calls.filter((c) => c.path.startsWith('/api/favourites'))).toEqual([]);
    await ui.type(within(modal).getByLabelText('Email'), 'ada@example.com');
    await ui.type(within(modal).getByLabelText('Password'), 'Groceries#2025');
    await ui.click(within(modal).getByRole('button', { name: 'Sign In' }));
    await waitFor(() => expect(changes(calls)).toContainEqual({ method: 'PUT', url: '/api/favourites/7', body: undefined }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Remove Porridge Oats from favourites' })).toHaveAttribute('aria-pressed', 'true'));
  });
});
