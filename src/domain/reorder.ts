/**
 * Re-ordering puts a past order's lines back in the basket, adding to what is there. Re-ordering the same order
 * twice used to double every quantity silently: when some of its lines are in the basket already, the shopper is
 * asked first ("Add again?") and only a confirmed re-order adds them.
 */
export const ALREADY_IN_BASKET_CODE = 'already_in_basket';
export const ADD_AGAIN_TITLE = 'Add again?';
export const ALREADY_IN_BASKET_TEXT = 'Your basket already has these items';

export interface LineInBasket {
  productId: number;
  name: string;
  /** What the order adds. */
  quantity: number;
  /** What the basket holds now. */
  inBasket: number;
}

/** The order's lines the basket already holds (`basket`: product id -> quantity), in the order's order. */
export function linesAlreadyInBasket(lines: readonly { productId: number; name: string; quantity: number }[], basket: ReadonlyMap<number, number>): LineInBasket[] {
  return lines.flatMap((l) => {
    const inBasket = basket.get(l.productId) ?? 0;
    return inBasket > 0 ? [{ productId: l.productId, name: l.name, quantity: l.quantity, inBasket }] : [];
  });
}

/** The server's words for the refusal (the web app asks with its own dialog). */
export function alreadyInBasketMessage(lines: readonly Pick<LineInBasket, 'name'>[]): string {
  return `${ALREADY_IN_BASKET_TEXT}: ${lines.map((l) => l.name).join(', ')}. Add them again?`;
}
