/** The products feature's public entry: what other features may use. */
export * from './components/product-card';
export * from './components/product-card-skeleton';
export * from './components/add-to-cart-button';
export * from './components/age-badge';
export * from './components/price';
export * from './components/product-image';
export { ADD_TOAST_MS, toastAdded } from './components/added-toast';
