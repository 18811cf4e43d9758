/**
 * The payment step's code (the card form, the saved cards, the test-mode notice, the problems said at the
 * button): a chunk of its own, so the details step never loads it. Plain data, not a component: the page table
 * (app/page-table.ts) names it for the server to preload with the checkout when the payment step is rendered,
 * and checkout-page.tsx makes its component from the same loader (lib/preloadable.tsx shares what either loaded).
 */
export const PAYMENT_STEP_CHUNK = {
  /** As the build manifest names it (relative to src/web). */
  module: 'features/checkout/payment-step.tsx',
  name: 'PaymentStep',
  load: () => import('./payment-step'),
} as const;
