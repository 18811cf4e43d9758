/** The checkout feature's public entry: what other features may use (changing an order books slots with its picker). */
// Only the slot picker: the page and its hooks stay in the checkout's own chunk.
export { deliverySlotsUrl, isSlotsQuery, SlotPicker } from './slot-picker';
