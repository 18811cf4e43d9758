/**
 * Kept only for src/web/features/cart/cart-drawer.test.tsx (edited elsewhere at the moment): the factories
 * now live in src/web/testing. Delete once that test imports '@/web/testing'.
 */
export { makeCart, makeProduct, makeStore } from '@/web/testing';
