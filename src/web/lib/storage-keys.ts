/** Every browser-storage key the app uses, in one place (the debug page clears them). */
export const STORAGE_PREFIX = 'everystore_';
export const SPLASH_SEEN_KEY = `${STORAGE_PREFIX}seen_splash`;
export const RECENTLY_VIEWED_KEY = `${STORAGE_PREFIX}recently_viewed`;
export const LOCATION_KEY = `${STORAGE_PREFIX}location`;
export const LAST_SEARCH_QUERY_KEY = `${STORAGE_PREFIX}last_search_query`;
export const LAST_SEARCH_RESULTS_KEY = `${STORAGE_PREFIX}last_search_results`;
/** The search page's view: 'per-store' (a card per chain's product) or 'per-product' (one card per product). */
export const SEARCH_VIEW_KEY = `${STORAGE_PREFIX}search_view`;
/** Session storage. */
export const COMPARISON_SCORES_KEY = `${STORAGE_PREFIX}comparison_scores`;
/**
 * Session storage: the checkout's details step as the shopper left it (never the card), so Back and a reload keep
 * it; removed when the order is placed and on sign-out.
 */
export const CHECKOUT_DETAILS_KEY = `${STORAGE_PREFIX}checkout_details`;
/** Fired on window after a search completes, so the home page can show the saved results. */
export const SEARCH_COMPLETED_EVENT = 'search completed';
/** Fired on window when the splash flag changes in this tab (storage events only reach other tabs). */
export const SPLASH_CHANGED_EVENT = 'everystore:splash-changed';
