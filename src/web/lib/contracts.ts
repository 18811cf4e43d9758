/**
 * The contracts the API client checks answers against, by name. Loaded with a dynamic import in development
 * and tests only: naming a schema from a feature would put zod in the first page load (docs/decisions/007).
 */
export * from '@/contracts/auth';
export * from '@/contracts/cart';
export * from '@/contracts/common';
export * from '@/contracts/config';
export * from '@/contracts/delivery-slots';
export * from '@/contracts/favourites';
export * from '@/contracts/fulfilment';
export * from '@/contracts/lists';
export * from '@/contracts/orders';
export * from '@/contracts/product';
export * from '@/contracts/reviews';
export * from '@/contracts/store';
export * from '@/contracts/test-processor';
export * from '@/contracts/notifications';
export * from '@/contracts/payment-methods';
export * from '@/contracts/price-history';
