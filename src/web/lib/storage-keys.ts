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
/** Session storage: the ages (18, 16) whose notice the shopper has been shown this browser session. */
export const AGE_NOTICES_SEEN_KEY = `${STORAGE_PREFIX}age_notices_seen`;
/**
 * The id of the shopper the per-shopper keys below belong to (SHOPPER_LOCAL_KEYS, SHOPPER_SESSION_KEYS); absent while
 * they are a guest's. src/web/lib/shopper-state.ts forgets them on sign-out and when another shopper signs in.
 */
export const SHOPPER_STATE_OWNER_KEY = `${STORAGE_PREFIX}shopper_state_owner`;
/**
 * Local-storage keys about the shopper, not the device. The splash flag, the search view and the delivery location
 * (a postcode chosen on this device, never read from the profile) are the device's and stay.
 */
export const SHOPPER_LOCAL_KEYS = [RECENTLY_VIEWED_KEY, LAST_SEARCH_QUERY_KEY, LAST_SEARCH_RESULTS_KEY, SHOPPER_STATE_OWNER_KEY] as const;
/** Session-storage keys about the shopper: the last product's comparison candidates, the checkout's details, the age notices seen. */
export const SHOPPER_SESSION_KEYS = [COMPARISON_SCORES_KEY, CHECKOUT_DETAILS_KEY, AGE_NOTICES_SEEN_KEY] as const;
/** Fired on window when this tab forgets the shopper's state, so the stores that cache it read storage again. */
export const SHOPPER_STATE_FORGOTTEN_EVENT = 'everystore:shopper-state-forgotten';
/** Fired on window after a search completes, so the home page can show the saved results. */
export const SEARCH_COMPLETED_EVENT = 'search completed';
/** Fired on window when the splash flag changes in this tab (storage events only reach other tabs). */
export const SPLASH_CHANGED_EVENT = 'everystore:splash-changed';
