/** The lists feature's public entry: what other features may use (the screens are lazy route chunks of their own). */
export { LISTS_QUERY_KEY, useLists } from './api';
