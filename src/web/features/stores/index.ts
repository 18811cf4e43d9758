/** The stores feature's public entry: what other features may use. */
export * from './api';
export * from './store-chain';
export * from './store-logo';
export * from './store-param';
