/** The orders feature's public entry: what other features may use. */
export * from './format';
export { ORDERS_QUERY_KEY } from './api';
export { OrderDialogs, useOrderDialogs } from './order-dialogs';
export { TrackLoginRequired } from './track-login-required';
export { OrderStatusBadge } from './order-badge';
export { StoreDot } from './store-dot';
export { useOrdersInProgress } from './tracking-api';
