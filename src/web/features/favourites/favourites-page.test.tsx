import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { Regular } from '@/contracts/favourites';
import type { Product } from '@/contracts/product';
import { ADA, json, makeCart, makeProduct, makeStore, renderApp, sent, stubApi, type ApiCall } from '@/web/testing';
import { FavouritesPage } from './favourites-page';

const TESCO = makeStore({ id: 1, name: 'Tesco' });
const ALDI = makeStore({ id: 6, name: 'Aldi' });
const OATS = makeProduct({ id: 1, name: 'Porridge Oats', storeId: 1 });
const EGGS = makeProduct({ id: 2, name: 'Free Range Eggs', storeId: 1, available: false });
const TEA = makeProduct({ id: 3, name: 'Yorkshire Tea', brand: 'Yorkshire Tea', storeId: 1, price: 4.5 });
const BEANS = makeProduct({ id: 4, name: 'Heinz Baked Beans', brand: 'Heinz', storeId: 1, price: 1.4 });
const ALDI_BEANS = makeProduct({ id: 14, name: 'Heinz Baked Beans', brand: 'Heinz', storeId: 6, price: 1.2 });
const MILK = makeProduct({ id: 5, name: 'Whole Milk', storeId: 1, price: 1.55 });

const regular = (product: Product, over: Partial<Regular> = {}): Regular => ({ product, orderCount: 1, lastOrderedAt: '2025-03-04T10:00:00.000Z', bestElsewhere: null, ...over });

function serve({ favourites = [] as Product[], regulars = [] as Regular[] } = {}): ApiCall[] {
  let list = [...favourites];
  return stubApi({
    'GET /api/favourites': () => json(list),
    'GET /api/regulars': () => json(regulars),
    'DELETE /api/favourites/1': () => {
      list = list.filter((p) => p.id !== 1);
      return new Response(null, { status: 204 });
    },
    'POST /api/cart/items': ({ body }) => json(makeCart([{ id: 90, product: OATS, quantity: (body as { quantity: number }).quantity }])),
  });
}

const renderPage = (cart = makeCart([])) => renderApp(<FavouritesPage />, { user: ADA, stores: [TESCO, ALDI], cart });
const section = async (name: string) => screen.findByRole('region', { name });
const cartAdds = (calls: ApiCall[]) => calls.filter((c) => c.method === 'POST').map(sent);

describe('/favourites', () => {
  it('shows the favourites newest first as cards, and the regulars with how often they were bought and the best price elsewhere', async () => {
    serve({
      favourites: [TEA, OATS],
      regulars: [regular(BEANS, { orderCount: 3, bestElsewhere: { product: ALDI_BEANS, saving: 0.2 } }), regular(MILK)],
    });
    renderPage();
    const favourites = await section('Your favourites');
    await waitFor(() => expect(within(favourites).getAllByTestId('product-card')).toHaveLength(2));
    expect(within(favourites).getAllByRole('heading', { level: 2 }).map((h) => h.textContent)).toEqual(['Your favourites']);
    expect(within(favourites).getAllByRole('link').map((a) => a.getAttribute('href'))).toEqual(['/products/3', '/products/1']);

    const regulars = await section('Your regulars');
    expect(within(regulars).getByText(/Buy it again/)).toBeInTheDocument();
    const [beans, milk] = await within(regulars).findAllByTestId('regular');
    expect(beans).toHaveTextContent('Bought in 3 orders · last 4 Mar');
    expect(within(beans!).getByTestId('best-elsewhere')).toHaveTextContent('Best elsewhere: £1.20 at Aldi');
    expect(within(beans!).getByText('Save £0.20')).toBeInTheDocument();
    expect(within(beans!).getByRole('button', { name: 'Add Heinz Baked Beans from Aldi to cart' })).toBeInTheDocument();
    expect(milk).toHaveTextContent('Bought once');
    expect(within(milk!).queryByTestId('best-elsewhere')).toBeNull();
  });

  it('says what each list is for when it is empty', async () => {
    serve();
    renderPage();
    expect(await within(await section('Your favourites')).findByText('No favourites yet')).toBeInTheDocument();
    expect(screen.getByText(/Tap the heart on any product/)).toBeInTheDocument();
    expect(await within(await section('Your regulars')).findByText('No regulars yet')).toBeInTheDocument();
    expect(screen.getByText(/Once you have placed an order/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add all available to basket' })).toBeNull();
  });

  it('adds one of each favourite in stock and not yet in the basket, in the list’s order', async () => {
    const ui = userEvent.setup();
    const calls = serve({ favourites: [TEA, EGGS, MILK, OATS] });
    renderPage(makeCart([{ id: 50, product: MILK, quantity: 2 }]));
    const favourites = await section('Your favourites');
    await within(favourites).findByText('2 items to add');
    await ui.click(within(favourites).getByRole('button', { name: 'Add all available to basket' }));
    await waitFor(() =>
      expect(cartAdds(calls)).toEqual([
        { method: 'POST', url: '/api/cart/items', body: { productId: 3, quantity: 1 } },
        { method: 'POST', url: '/api/cart/items', body: { productId: 1, quantity: 1 } },
      ]),
    );
    expect(await screen.findByText('2 items from your favourites')).toBeInTheDocument();
  });

  it('says the age notice when "Add all" puts an 18+ product in the basket, as a product\'s own Add does', async () => {
    const ui = userEvent.setup();
    const WINE = makeProduct({ id: 6, name: 'Chilean Merlot 75cl', storeId: 1, price: 6.1, ageRestriction: 18 });
    serve({ favourites: [WINE, OATS] });
    renderPage();
    const favourites = await section('Your favourites');
    await ui.click(await within(favourites).findByRole('button', { name: 'Add all available to basket' }));
    expect(await screen.findByText('2 items from your favourites')).toBeInTheDocument();
    expect(screen.getByText('You must be 18 or over to buy this. ID will be checked on delivery.')).toBeInTheDocument();
  });

  it('adds every regular in stock with its own "Add all available to basket"', async () => {
    const ui = userEvent.setup();
    const calls = serve({ favourites: [TEA], regulars: [regular(BEANS, { bestElsewhere: { product: ALDI_BEANS, saving: 0.2 } }), regular(EGGS), regular(MILK)] });
    renderPage();
    const regulars = await section('Your regulars');
    await within(regulars).findAllByTestId('regular');
    await ui.click(within(regulars).getByRole('button', { name: 'Add all available to basket' }));
    await waitFor(() => expect(cartAdds(calls).map((c) => (c.body as { productId: number }).productId)).toEqual([4, 5]));
  });

  it('keeps an un-hearted favourite in place, its heart empty, until the shopper leaves', async () => {
    const ui = userEvent.setup();
    const calls = serve({ favourites: [OATS, TEA] });
    renderPage();
    const favourites = await section('Your favourites');
    const heart = await within(favourites).findByRole('button', { name: 'Remove Porridge Oats from favourites' });
    await ui.click(heart);
    await waitFor(() => expect(calls.filter((c) => c.method === 'DELETE').map(sent)).toEqual([{ method: 'DELETE', url: '/api/favourites/1', body: undefined }]));
    // The list is read again after the change: the card is still there, the heart empty and still focused.
    await waitFor(() => expect(calls.filter((c) => c.url === '/api/favourites')).toHaveLength(2));
    expect(within(favourites).getAllByTestId('product-card')).toHaveLength(2);
    expect(heart).toHaveAttribute('aria-pressed', 'false');
    expect(heart).toHaveFocus();
    // Only what is still a favourite is added.
    await ui.click(within(favourites).getByRole('button', { name: 'Add all available to basket' }));
    await waitFor(() => expect(cartAdds(calls).map((c) => (c.body as { productId: number }).productId)).toEqual([3]));
  });
});
