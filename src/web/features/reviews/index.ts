/** The reviews feature's public entry: lazy entry points (the code loads on first use) and the rating keys. */
export { productRatingKey, storeRatingKey } from './keys';
export { ProductReviewsDialogLazy, ProductReviewsLazy, StoreReviewsDialogLazy } from './lazy';
