import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Product } from '@/contracts/product';
import { toast } from '@/web/components/ui/use-toast';
import { LAST_SEARCH_QUERY_KEY, LAST_SEARCH_RESULTS_KEY, SEARCH_COMPLETED_EVENT, SEARCH_VIEW_KEY } from '@/web/lib/storage-keys';
import { type ApiCall, json, makeCart, makeProduct, makeStore, renderApp, sent, stubApi } from '@/web/testing';
import { SearchPage } from './search-page';

const product = (id: number, storeId: number, name: string): Product =>
  makeProduct({ id, name, storeId, category: 'Fruit & Vegetables', categoryId: 1, brand: null, unit: null });
const bananas = [product(1, 1, 'Tesco Bananas'), product(2, 6, 'Aldi Bananas'), product(3, 6, 'Aldi Loose Bananas')];
const stores = [makeStore({ id: 1, name: 'Tesco', logoColor: '#00539F' }), makeStore({ id: 6, name: 'Aldi', logoColor: '#00005F' })];
let searchAnswer: () => Response;
let calls: ApiCall[];
const searchCalls = () => calls.filter((c) => c.path === '/api/products/search');

beforeEach(() => {
  searchAnswer = () => json(bananas);
  calls = stubApi({ 'GET /api/stores': () => json(stores), 'GET /api/products/search': () => searchAnswer() });
});

afterEach(() => {
  act(() => toast({}).dismiss());
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

const renderAt = (route: string) => renderApp(<SearchPage />, { route, path: '/search' });

const names = () => screen.getAllByRole('article').map((a) => within(a).getByRole('link').textContent);

describe('SearchPage', () => {
  it('redirects to the home page without a query', () => {
    renderAt('/search?q=%20%20');
    expect(screen.getByText('Another page')).toBeInTheDocument();
    expect(screen.getByTestId('probe-path')).toHaveTextContent(/^\/$/);
  });

  it('shows the results and filters them by store on the client, in the URL', async () => {
    const user = userEvent.setup();
    renderAt('/search?q=banan');
    expect(screen.getByRole('status')).toHaveTextContent('Searching across all stores...');
    expect(screen.getAllByTestId('product-card-skeleton')).toHaveLength(8);
    expect(screen.getByRole('button', { name: 'Search' })).toBeDisabled();
    expect(await screen.findByRole('heading', { name: 'Results (3) for "banan"' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Search' })).toBeEnabled();

    const chips = screen.getByRole('navigation', { name: 'Filter by store' });
    await user.click(await within(chips).findByRole('link', { name: /^Aldi\s*2\s*results$/ }));
    expect(screen.getByTestId('probe-path')).toHaveTextContent('/search?q=banan&store=6');
    expect(screen.getByRole('heading', { name: 'Results (2) for "banan"' })).toBeInTheDocument();
    expect(names()).toEqual(['Aldi Bananas', 'Aldi Loose Bananas']);
    expect(within(chips).getByRole('link', { name: /^Aldi\s*2\s*results$/ })).toHaveAttribute('aria-current', 'true');
    expect(within(chips).getByRole('link', { name: 'All Stores' })).not.toHaveAttribute('aria-current');

    await user.click(within(chips).getByRole('link', { name: 'All Stores' }));
    expect(screen.getByTestId('probe-path')).toHaveTextContent(/^\/search\?q=banan$/);
    expect(names()).toHaveLength(3);
    expect(searchCalls()).toHaveLength(1);
  });

  it('reads the store as a decimal integer and ignores one that is not a number', async () => {
    renderAt('/search?q=banan&store=06abc');
    expect(await screen.findByRole('heading', { name: 'Results (2) for "banan"' })).toBeInTheDocument();
  });

  it('saves the query and results for the home page and announces the search', async () => {
    const completed = vi.fn();
    window.addEventListener(SEARCH_COMPLETED_EVENT, completed);
    renderAt('/search?q=banan');
    await screen.findByRole('heading', { name: /Results/ });
    await vi.waitFor(() => expect(localStorage.getItem(LAST_SEARCH_QUERY_KEY)).toBe('banan'));
    expect(JSON.parse(localStorage.getItem(LAST_SEARCH_RESULTS_KEY)!)).toEqual(bananas);
    expect(completed).toHaveBeenCalled();
    window.removeEventListener(SEARCH_COMPLETED_EVENT, completed);
  });

  it('shows the empty state when nothing matches', async () => {
    searchAnswer = () => json([]);
    renderAt('/search?q=xyzzy');
    expect(await screen.findByRole('heading', { name: 'No results found' })).toBeInTheDocument();
    expect(screen.getByText('No products found matching "xyzzy"')).toBeInTheDocument();
    expect(screen.getByText('Try a different search term or check other stores')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Browse all products' })).toHaveAttribute('href', '/stores');
  });

  it('shows the spec toast when the search fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    searchAnswer = () => json({ message: 'down' }, 500);
    renderAt('/search?q=banan');
    expect(await screen.findByText('Search failed')).toBeInTheDocument();
    expect(screen.getByText('An error occurred while searching for products')).toBeInTheDocument();
  });

  it('searches again from its own box, but not for blank text', async () => {
    const user = userEvent.setup();
    renderAt('/search?q=banan&store=6');
    const box = await screen.findByRole('searchbox', { name: 'Search products' });
    await user.clear(box);
    await user.type(box, '   {Enter}');
    expect(screen.getByTestId('probe-path')).toHaveTextContent('/search?q=banan&store=6');
    await user.clear(box);
    await user.type(box, 'chedar{Enter}');
    expect(screen.getByTestId('probe-path')).toHaveTextContent('/search?q=chedar&store=6');
    // After the search, focus is on the results' heading (a keyboard user goes on from there).
    await vi.waitFor(() => expect(screen.getByRole('heading', { level: 1, name: 'Search Results' })).toHaveFocus());
  });

  it('leaves focus alone on a page opened directly (a reload, a link or Back)', async () => {
    renderAt('/search?q=banan');
    await screen.findByRole('searchbox', { name: 'Search products' });
    expect(screen.getByRole('heading', { level: 1, name: 'Search Results' })).not.toHaveFocus();
  });

  it('pages through results with "Show more", asking for the next offset, until the last page', async () => {
    const user = userEvent.setup();
    // 48 + 1 on the first page (so there is more), 10 on the second (the last).
    const many = Array.from({ length: 58 }, (_, i) => product(100 + i, i % 2 === 0 ? 1 : 6, `Milk ${i + 1}`));
    searchAnswer = () => json([]);
    calls = stubApi({
      'GET /api/stores': () => json(stores),
      'GET /api/products/search': (call) => {
        const params = new URL(call.url, 'http://x').searchParams;
        const offset = Number(params.get('offset') ?? 0);
        return json(many.slice(offset, offset + Number(params.get('limit'))));
      },
    });
    renderAt('/search?q=milk');
    expect(await screen.findByRole('heading', { name: 'Results (48) for "milk"' })).toBeInTheDocument();
    expect(names()).toHaveLength(48);
    const more = screen.getByRole('button', { name: 'Show more' });
    more.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Results (58) for "milk"' })).toBeInTheDocument();
    expect(names().slice(46, 50)).toEqual(['Milk 47', 'Milk 48', 'Milk 49', 'Milk 50']);
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
    const urls = searchCalls().map((c) => new URL(c.url, 'http://x').searchParams);
    expect(urls.map((u) => [u.get('q'), u.get('offset'), u.get('limit')])).toEqual([
      ['milk', null, '49'],
      ['milk', '48', '49'],
    ]);
    // The store filter applies to every loaded page.
    await user.click(within(screen.getByRole('navigation', { name: 'Filter by store' })).getByRole('link', { name: /^Aldi\s*29\s*results$/ }));
    expect(screen.getByRole('heading', { name: 'Results (29) for "milk"' })).toBeInTheDocument();
    expect(JSON.parse(localStorage.getItem(LAST_SEARCH_RESULTS_KEY)!)).toHaveLength(58);
  }, 30_000);

  it('shows no "Show more" when the first page holds everything', async () => {
    renderAt('/search?q=banan');
    await screen.findByRole('heading', { name: 'Results (3) for "banan"' });
    expect(screen.queryByRole('button', { name: 'Show more' })).not.toBeInTheDocument();
  });
});

describe('SearchPage: the same product at several chains', () => {
  const HEINZ = 'heinz|heinz baked beans in tomato sauce|0.415kg';
  const chains = [
    makeStore({ id: 1, name: 'Tesco', logoColor: '#00539F', logoLetter: 'T' }),
    makeStore({ id: 2, name: "Sainsbury's", logoColor: '#C2410C', logoLetter: 'S' }),
    makeStore({ id: 6, name: 'Aldi', logoColor: '#00205B', logoLetter: 'A' }),
  ];
  const beans = (id: number, storeId: number, price: number, discount = 0) =>
    makeProduct({ id, storeId, price, discount, name: 'Heinz Baked Beans in Tomato Sauce', brand: 'Heinz', unit: '415g', sameProductKey: HEINZ });
  // In the search's order: Tesco's first, then Aldi's own brand, then the Heinz tin at Aldi and (on offer) at Sainsbury's.
  const found = [
    beans(11, 1, 1.4),
    makeProduct({ id: 12, storeId: 6, price: 0.29, name: 'Aldi Baked Beans', brand: 'Aldi', unit: '420g', sameProductKey: 'aldi|aldi baked beans|0.42kg' }),
    beans(13, 6, 1.29),
    beans(14, 2, 1.6, 25),
  ];
  let cartCalls: ApiCall[];

  beforeEach(() => {
    cartCalls = stubApi({
      'GET /api/stores': () => json(chains),
      'GET /api/products/search': () => json(found),
      'POST /api/cart/items': () => json(makeCart([{ id: 1, product: found[2]!, quantity: 1 }])),
    });
  });

  const cardsNow = () => screen.getAllByTestId('product-card');
  const viewSwitch = () => screen.getByRole('radiogroup', { name: 'View' });

  it('a card per store by default: each card names its chain, and the same product sits together, cheapest first', async () => {
    renderAt('/search?q=heinz+baked+beans');
    await screen.findByRole('heading', { name: /Results \(4\)/ });
    expect(within(viewSwitch()).getByRole('radio', { name: 'Card per store' })).toBeChecked();
    await screen.findByRole('link', { name: /Aldi, £1\.29$/ });
    expect(cardsNow().map((c) => within(c).getByTestId('card-store').textContent)).toEqual(["SSainsbury's · Heinz", 'AAldi · Heinz', 'TTesco · Heinz', 'AAldi']);
    expect(cardsNow().map((c) => within(c).getByRole('link').getAttribute('aria-label'))).toEqual([
      "Heinz Baked Beans in Tomato Sauce, Sainsbury's, £1.20",
      'Heinz Baked Beans in Tomato Sauce, Aldi, £1.29',
      'Heinz Baked Beans in Tomato Sauce, Tesco, £1.40',
      'Aldi Baked Beans, Aldi, £0.29',
    ]);
  });

  it('one card per product: the lowest price, "at N stores", each chain\'s price to choose; Add adds the chosen chain\'s item', async () => {
    const user = userEvent.setup();
    renderAt('/search?q=heinz+baked+beans');
    await screen.findByRole('heading', { name: /Results \(4\)/ });
    await user.click(within(viewSwitch()).getByRole('radio', { name: 'One card per product' }));
    expect(screen.queryAllByTestId('product-card')).toHaveLength(0);
    const [heinz, own] = screen.getAllByTestId('product-group-card');
    expect(within(heinz!).getByTestId('group-lowest')).toHaveTextContent(/^from £1\.20 at 3 stores$/);
    expect(within(own!).getByTestId('group-lowest')).toHaveTextContent(/^£0\.29 at 1 store$/);

    const choices = within(heinz!).getByRole('group', { name: 'Choose a store for Heinz Baked Beans in Tomato Sauce' });
    expect(within(choices).getAllByRole('radio').map((r) => r.closest('label')!.textContent)).toEqual(["SSainsbury's £1.20", 'AAldi £1.29', 'TTesco £1.40']);
    expect(within(choices).getByRole('radio', { name: "Sainsbury's £1.20" })).toBeChecked();
    expect(within(heinz!).getByRole('link')).toHaveAttribute('href', '/products/14');

    await user.click(within(choices).getByRole('radio', { name: 'Aldi £1.29' }));
    expect(within(heinz!).getByTestId('group-chosen')).toHaveTextContent('Aldi £1.29');
    expect(within(heinz!).getByRole('link', { name: 'Heinz Baked Beans in Tomato Sauce, Aldi, £1.29' })).toHaveAttribute('href', '/products/13');
    await user.click(within(heinz!).getByRole('button', { name: 'Add Heinz Baked Beans in Tomato Sauce from Aldi to cart' }));
    expect(cartCalls.filter((c) => c.method === 'POST').map(sent)).toEqual([{ method: 'POST', url: '/api/cart/items', body: { productId: 13, quantity: 1 } }]);
  });

  it('remembers the view: a page mounted again shows one card per product, and back to a card per store', async () => {
    const user = userEvent.setup();
    const first = renderAt('/search?q=heinz+baked+beans');
    await screen.findByRole('heading', { name: /Results \(4\)/ });
    await user.click(within(viewSwitch()).getByRole('radio', { name: 'One card per product' }));
    expect(localStorage.getItem(SEARCH_VIEW_KEY)).toBe('per-product');
    first.unmount();

    renderAt('/search?q=heinz+baked+beans');
    await screen.findByRole('heading', { name: /Results \(4\)/ });
    expect(within(viewSwitch()).getByRole('radio', { name: 'One card per product' })).toBeChecked();
    expect(screen.getAllByTestId('product-group-card')).toHaveLength(2);
    await user.click(within(viewSwitch()).getByRole('radio', { name: 'Card per store' }));
    expect(cardsNow()).toHaveLength(4);
    expect(localStorage.getItem(SEARCH_VIEW_KEY)).toBe('per-store');
  });
});
