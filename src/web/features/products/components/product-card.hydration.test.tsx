import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CART_QUERY_KEY } from '@/web/features/cart';
import { STORES_QUERY_KEY } from '@/web/features/stores';
import { makeCart, makeProduct, makeStore, stubApi } from '@/web/testing';
import { renderHydrated } from '@/web/testing/hydration';
import { ProductCard } from './product-card';

const BEANS = makeProduct({ id: 7, name: 'Heinz Baked Beans', brand: 'Heinz', storeId: 1, price: 1.4 });

describe('a product card hydrating the server HTML', () => {
  it('names its chain in the HTML; a basket that arrived before hydration shows its stepper after, without a mismatch', async () => {
    stubApi();
    let renders = 0;
    const { html, errors } = await renderHydrated(<ProductCard product={BEANS} />, {
      seed: (client) => {
        client.setQueryData(STORES_QUERY_KEY, [makeStore({ id: 1, name: 'Tesco' })]);
        // The browser only (the second render): the header's basket answered before this part of the page hydrated.
        if (renders++ === 1) client.setQueryData(CART_QUERY_KEY, makeCart([{ id: 3, product: BEANS, quantity: 2 }]));
      },
    });
    expect(errors).toEqual([]);
    expect(html).toContain('aria-label="Heinz Baked Beans, Tesco, £1.40"');
    expect(html).toContain('Add Heinz Baked Beans to cart');
    expect(screen.getByRole('group', { name: 'Quantity of Heinz Baked Beans in basket' })).toHaveTextContent('2 in basket');
  });
});
