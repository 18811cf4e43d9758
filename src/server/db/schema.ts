/**
 * The database schema, one file per part (src/server/db/tables): the catalogue, shoppers, orders, reviews, shopping
 * lists, what every instance shares, and the test card processor's own table. Imported as a whole by the client and drizzle-kit.
 */
export * from './tables/catalogue';
export * from './tables/lists';
export * from './tables/orders';
export * from './tables/platform';
export * from './tables/reviews';
export * from './tables/shoppers';
export * from './tables/test-processor';
