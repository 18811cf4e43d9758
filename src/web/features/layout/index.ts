/** The layout feature's public entry: what other features may use. */
export * from './site-links';
