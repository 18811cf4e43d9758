/** The cart feature's public entry: what other features may use. */
// Not the drawer itself: the app loads it lazily (root-layout), and a static re-export here would undo that.
export * from './api';
export * from './use-cart-line';
export * from './cart-drawer-context';
export * from './group-cart-lines';
export * from './totals-list';
export * from './substitution-select';
export * from './swap-banner';
