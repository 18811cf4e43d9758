/** The favourites feature's public entry: the heart other features put on products, and the lists' hooks. */
// Not the screen itself: the router loads it lazily.
export * from './api';
export * from './favourite-button';
