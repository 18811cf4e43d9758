/** The recently-viewed feature's public entry: what other features may use. */
export * from './recently-viewed-store';
export * from './use-recently-viewed';
