import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { CartDrawer } from '@/web/features/cart/cart-drawer';
import { Header } from '@/web/features/layout/header';
import { makeCart, makeProduct, renderApp } from '@/web/testing';

// The header and the cart drawer meet only in the app's layout (the drawer is a lazy chunk there), so the
// test of the two together lives with the app.
const cartOf = (quantity: number) => makeCart([{ id: 1, product: makeProduct({ id: 3, name: 'Oat Milk' }), quantity }]);

describe('Header with the cart drawer', () => {
  it('the cart button opens the cart drawer, and closing it returns focus to the button', async () => {
    const user = userEvent.setup();
    renderApp(
      <>
        <Header />
        <CartDrawer />
      </>,
      { cart: cartOf(2) },
    );
    const button = screen.getByRole('button', { name: 'Shopping cart, 2 items' });
    await user.click(button);
    expect(await screen.findByRole('dialog', { name: 'Shopping Cart (2)' })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(button).toHaveFocus();
  });
});
