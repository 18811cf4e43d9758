/** The orders feature's public entry: what other features may use. */
export * from './format';
export { ORDERS_QUERY_KEY } from './api';
