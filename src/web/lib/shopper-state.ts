import { SHOPPER_LOCAL_KEYS, SHOPPER_SESSION_KEYS, SHOPPER_STATE_FORGOTTEN_EVENT, SHOPPER_STATE_OWNER_KEY } from './storage-keys';

/**
 * What the browser keeps about the shopper (the last search, recently viewed products, comparison candidates,
 * checkout details) belongs to whoever was signed in when it was kept. It is forgotten on sign-out, and on a
 * sign-in by a different shopper than its owner; a guest's state passes to the shopper who signs in.
 */

function remove(storage: () => Storage, keys: readonly string[]): void {
  try {
    for (const key of keys) storage().removeItem(key);
  } catch {
    // Storage refused (a private window): nothing was kept.
  }
}

function readOwner(): string | null {
  try {
    return localStorage.getItem(SHOPPER_STATE_OWNER_KEY);
  } catch {
    return null;
  }
}

/** Removes every per-shopper key from this browser and tells this tab's stores to read storage again. */
export function forgetShopperState(): void {
  remove(() => localStorage, SHOPPER_LOCAL_KEYS);
  remove(() => sessionStorage, SHOPPER_SESSION_KEYS);
  window.dispatchEvent(new Event(SHOPPER_STATE_FORGOTTEN_EVENT));
}

/** The session's user is now `userId` (null: signed out): keep the state if it is theirs, else forget it. */
export function claimShopperState(userId: number | null): void {
  if (userId === null) {
    forgetShopperState();
    return;
  }
  const owner = readOwner();
  if (owner !== null && owner !== String(userId)) forgetShopperState();
  try {
    localStorage.setItem(SHOPPER_STATE_OWNER_KEY, String(userId));
  } catch {
    // Storage refused: nothing of theirs is kept either.
  }
}

/**
 * What the server says of the session on load: signed out while the state still has an owner means their session
 * ended without this browser signing out (it expired, or was ended elsewhere), so the state is forgotten; a guest's
 * own state is left alone.
 */
export function noteSessionUser(userId: number | null): void {
  if (userId !== null) claimShopperState(userId);
  else if (readOwner() !== null) forgetShopperState();
}

/** Same-tab subscription for stores that cache per-shopper storage. */
export function subscribeShopperStateForgotten(listener: () => void): () => void {
  window.addEventListener(SHOPPER_STATE_FORGOTTEN_EVENT, listener);
  return () => window.removeEventListener(SHOPPER_STATE_FORGOTTEN_EVENT, listener);
}
