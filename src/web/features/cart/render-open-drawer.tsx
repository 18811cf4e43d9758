import { useEffect } from 'react';
import type { Cart } from '@/contracts/cart';
import type { Store } from '@/contracts/store';
import { renderApp } from '@/web/testing';
import { CartDrawer } from './cart-drawer';
import { useCartDrawer } from './cart-drawer-context';

function OpenOnMount() {
  const { setOpen } = useCartDrawer();
  useEffect(() => setOpen(true), [setOpen]);
  return null;
}

/** Test-only: the basket drawer, open, over this cart and these stores. */
export function renderOpenDrawer(cart: Cart, { stores, route }: { stores: Store[]; route?: string }) {
  return renderApp(
    <>
      <OpenOnMount />
      <CartDrawer />
    </>,
    { cart, stores, ...(route ? { route } : {}) },
  );
}
