/** The orders feature's public entry: what other features may use. */
export * from './format';
