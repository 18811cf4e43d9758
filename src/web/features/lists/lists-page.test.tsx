import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ParsedList, ShoppingList } from '@/contracts/lists';
import { ADA, makeProduct, makeStore, renderApp, sent, stubApi } from '@/web/testing';
import { ListsPage } from './lists-page';

const STORES = [makeStore({ id: 1, name: 'Tesco' }), makeStore({ id: 6, name: 'Aldi' }), makeStore({ id: 7, name: 'Lidl' })];
const aldiMilk = makeProduct({ id: 601, name: 'Aldi Semi-Skimmed Milk', storeId: 6, brand: 'Aldi', unit: '4 pints', price: 1.39 });
const tescoMilk = makeProduct({ id: 101, name: 'Tesco Semi-Skimmed Milk', storeId: 1, brand: 'Tesco', unit: '4 pints', price: 1.55 });
const lidlBananas = makeProduct({ id: 701, name: 'Lidl Bananas', storeId: 7, brand: 'Lidl', unit: '5 pack', price: 0.85, discount: 20 });

const PARSED: ParsedList = {
  lines: [
    { raw: '2x semi skimmed milk', text: 'semi skimmed milk', quantity: 2, unit: null, best: { product: aldiMilk, quantity: 2 }, matches: [{ product: aldiMilk, quantity: 2 }, { product: tescoMilk, quantity: 2 }] },
    { raw: 'bananas x6', text: 'bananas', quantity: 6, unit: null, best: { product: lidlBananas, quantity: 2 }, matches: [{ product: lidlBananas, quantity: 2 }] },
    { raw: 'unicorn food', text: 'unicorn food', quantity: 1, unit: null, best: null, matches: [] },
  ],
};

const savedList = (id: number): ShoppingList => ({ id, name: 'Saturday', shareToken: null, createdAt: '2026-11-20T10:00:00.000Z', updatedAt: '2026-11-20T10:00:00.000Z', items: [] });

const renderPage = () => renderApp(<ListsPage />, { route: '/lists', user: ADA, stores: STORES });

describe('/lists: paste a list', () => {
  it('reads the pasted list, lets the shopper change a match or keep a line as text, and saves it as a list', async () => {
    const user = userEvent.setup();
    const calls = stubApi({
      'GET /api/lists': () => ({ json: [] }),
      'POST /api/lists/parse': () => ({ json: PARSED }),
      'POST /api/lists': () => ({ status: 201, json: savedList(42) }),
    });
    renderPage();
    await user.type(screen.getByLabelText('Paste or type your list'), '2x semi skimmed milk{enter}bananas x6{enter}unicorn food');
    await user.click(screen.getByRole('button', { name: 'Find products' }));

    const lines = await screen.findAllByTestId('paste-line');
    expect(calls.filter((c) => c.path === '/api/lists/parse').map(sent)).toEqual([{ method: 'POST', url: '/api/lists/parse', body: { text: '2x semi skimmed milk\nbananas x6\nunicorn food' } }]);
    expect(screen.getByRole('status')).toHaveTextContent('2 of 3 lines matched to a product');
    expect(within(lines[0]!).getByText('Aldi Semi-Skimmed Milk')).toBeInTheDocument();
    expect(within(lines[0]!).getByText('Aldi')).toBeInTheDocument();
    // The price paid, after the offer.
    expect(within(lines[1]!).getByText('· £0.68')).toBeInTheDocument();
    expect(within(lines[2]!).getByText('No match found: kept as text')).toBeInTheDocument();
    expect(within(lines[2]!).queryByRole('combobox')).not.toBeInTheDocument();

    const milkMatch = within(lines[0]!).getByRole('combobox', { name: 'Match for “semi skimmed milk”' });
    expect(within(milkMatch).getAllByRole('option').map((o) => o.textContent)).toEqual(['Aldi Semi-Skimmed Milk, Aldi £1.39', 'Tesco Semi-Skimmed Milk, Tesco £1.55', 'Keep as text']);
    await user.selectOptions(milkMatch, 'Tesco Semi-Skimmed Milk, Tesco £1.55');
    expect(within(lines[0]!).getByText('Tesco Semi-Skimmed Milk')).toBeInTheDocument();
    await user.selectOptions(within(lines[1]!).getByRole('combobox'), 'Keep as text');
    expect(within(lines[1]!).getByText('Kept as text')).toBeInTheDocument();
    const quantity = within(lines[2]!).getByLabelText('Quantity');
    await user.clear(quantity);
    await user.type(quantity, '3');

    const name = screen.getByLabelText('Name for this list');
    await user.clear(name);
    await user.type(name, 'Saturday');
    await user.click(screen.getByRole('button', { name: 'Save as a list' }));

    await waitFor(() => expect(screen.getByTestId('probe-path')).toHaveTextContent('/lists/42'));
    expect(calls.filter((c) => c.method === 'POST' && c.path === '/api/lists').map((c) => c.body)).toEqual([
      {
        name: 'Saturday',
        items: [
          { productId: 101, text: 'semi skimmed milk', quantity: 2 },
          { text: 'bananas', quantity: 2 },
          { text: 'unicorn food', quantity: 3 },
        ],
      },
    ]);
  });

  it('says what is wrong with a paste the server would refuse, before sending it', async () => {
    const user = userEvent.setup();
    const calls = stubApi({ 'GET /api/lists': () => ({ json: [] }) });
    renderPage();
    const box = screen.getByLabelText('Paste or type your list');
    await user.click(box);
    await user.paste(Array.from({ length: 101 }, (_, i) => `item ${i}`).join('\n'));
    expect(screen.getByRole('alert')).toHaveTextContent('A pasted list can be at most 100 lines.');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByRole('button', { name: 'Find products' })).toBeDisabled();
    expect(calls.filter((c) => c.path === '/api/lists/parse')).toHaveLength(0);
  });

  it("shows the server's refusal, and the shopper's lists", async () => {
    const user = userEvent.setup();
    stubApi({
      'GET /api/lists': () => ({ json: [{ id: 7, name: 'Weekly shop', itemCount: 12, shared: true, updatedAt: '2026-11-20T10:00:00.000Z' }] }),
      'POST /api/lists/parse': () => ({ status: 400, json: { message: 'text must be at most 100 lines', fields: { text: 'text must be at most 100 lines' } } }),
    });
    renderPage();
    const link = await screen.findByRole('link', { name: /Weekly shop/ });
    expect(link).toHaveAttribute('href', '/lists/7');
    expect(link).toHaveTextContent('12 items');
    expect(link).toHaveTextContent('Shared');
    await user.type(screen.getByLabelText('Paste or type your list'), 'milk');
    await user.click(screen.getByRole('button', { name: 'Find products' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('text must be at most 100 lines');
  });
});
