/** The spec's delay before the tutorial video appears (accounts-reviews-orders.md section 9). */
export const TUTORIAL_VIDEO_DELAY_MS = 1000;

/** How long each walkthrough step shows while playing. */
export const SCENE_MS = 4000;
