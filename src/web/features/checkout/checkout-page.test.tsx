import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import type { Cart } from '@/contracts/cart';
import { CART_QUERY_KEY, EMPTY_CART } from '@/web/features/cart/api';
import { createQueryClient } from '@/web/lib/query-client';
import { CheckoutPage } from './checkout-page';

function renderWith(cart: Cart) {
  const client = createQueryClient();
  client.setQueryData(CART_QUERY_KEY, cart);
  render(
    <QueryClientProvider client={client}>
      <MemoryRouter>
        <CheckoutPage />
      </MemoryRouter>
    </QueryClientProvider>,
  );
}

describe('checkout page', () => {
  it('shows the spec’s empty state for an empty cart', () => {
    renderWith(EMPTY_CART);
    expect(screen.getByRole('heading', { name: 'Your Cart is Empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue Shopping' })).toHaveAttribute('href', '/');
  });

  it('summarises the basket with the server’s totals', () => {
    const product = { id: 7, name: 'Semi-Skimmed Milk', price: 1.45, category: 'Dairy & Eggs', categoryId: 2, storeId: 1, brand: 'Tesco', description: null, discount: 0, unit: '4 pints', available: true, featured: false, image: '/img/products/7.svg', unitPrice: null };
    renderWith({ items: [{ id: 1, productId: 7, quantity: 2, product, unitPrice: 1.45, lineTotal: 2.9 }], itemCount: 2, subtotal: 2.9, deliveryFee: 3.99, total: 6.89 });
    expect(screen.getByText('2 × Semi-Skimmed Milk')).toBeInTheDocument();
    expect(screen.getByText('£6.89')).toBeInTheDocument();
    expect(screen.getByText('£3.99')).toBeInTheDocument();
  });
});
