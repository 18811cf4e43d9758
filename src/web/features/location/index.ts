/** The location feature's public entry: what other features may use. */
export * from './location-context';
export * from './location-picker';
export * from './use-stores-by-distance';
