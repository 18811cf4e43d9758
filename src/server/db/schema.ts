/**
 * The database schema, one file per part (src/server/db/tables): the catalogue, shoppers, orders, reviews and
 * what every instance shares. Imported as a whole by the client and drizzle-kit.
 */
export * from './tables/catalogue';
export * from './tables/orders';
export * from './tables/platform';
export * from './tables/reviews';
export * from './tables/shoppers';
