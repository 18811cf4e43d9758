/**
 * The fulfilment feature's public entry (staff only). The screen itself is a lazy route chunk
 * (src/web/app/router.tsx imports fulfilment-page directly), so nothing here pulls it into another bundle.
 */
export const FULFILMENT_HREF = '/fulfilment';
export { FULFILMENT_QUERY_KEY } from './api';
