import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { makeCart, makeProduct, renderApp } from '@/web/testing';
import { Header } from './header';

const cartOf = (quantity: number) => makeCart([{ id: 1, product: makeProduct({ id: 3, name: 'Oat Milk' }), quantity }]);

describe('Header', () => {
  it("caps the cart badge at '99+' above 99 items", () => {
    renderApp(<Header />, { cart: cartOf(120) });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99\+$/);
    expect(screen.getByRole('button', { name: 'Shopping cart, 120 items' })).toBeInTheDocument();
  });

  it('shows the exact count up to 99 and no badge for an empty cart', () => {
    const { unmount } = renderApp(<Header />, { cart: cartOf(99) });
    expect(screen.getByTestId('cart-badge')).toHaveTextContent(/^99$/);
    unmount();
    renderApp(<Header />, { cart: makeCart([]) });
    expect(screen.queryByTestId('cart-badge')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Shopping cart, 0 items' })).toBeInTheDocument();
  });

  it('has the menu button, home link with BETA badge and the delivering-to picker', () => {
    renderApp(<Header />, { cart: makeCart([]) });
    expect(screen.getByRole('button', { name: 'Open menu' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Everystore/ })).toHaveAttribute('href', '/');
    expect(screen.getByText('BETA')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Delivering to:/ })).toHaveTextContent('Princes Street, EH1 3DX');
  });

  it('the search toggle hides the delivering-to bar while search is open', async () => {
    const user = userEvent.setup();
    renderApp(<Header />, { cart: makeCart([]) });
    await user.click(screen.getByRole('button', { name: 'Search products' }));
    expect(screen.queryByRole('button', { name: /Delivering to:/ })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close search' }));
    expect(screen.getByRole('button', { name: /Delivering to:/ })).toBeInTheDocument();
  });
});
