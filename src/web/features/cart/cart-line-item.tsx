import { Minus, Plus, Trash2 } from 'lucide-react';
import type { CartLine } from '@/contracts/cart';
import { CART_MAX_QUANTITY, CART_MIN_QUANTITY } from '@/domain/cart';
import { formatPounds, poundsToPence } from '@/domain/money';
import { multiBuyNudge } from '@/domain/multibuy';
import { packPriceLabel } from '@/domain/unit-price';
import { multiBuyPence } from '@/web/lib/priced-line';
import { useRemoveCartItem, useUpdateCartItem, useUpdateCartSubstitution } from './api';
import { ProductThumb } from './product-thumb';
import { SubstitutionSelect } from './substitution-select';

const stepButton =
  'flex h-9 w-9 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100 disabled:cursor-not-allowed disabled:text-gray-400 disabled:hover:bg-transparent';

/**
 * One cart line: minus stops at 1 (removal is only via the bin), plus stops at 99. Beside the unit price of the
 * card ('£4.38/kg') it shows the price of one pack ('£1.75 per pack', 'each' only when sold singly), so the two
 * never read alike; on offer, the was-price struck through and what the offer saves on the line; with a multi-buy,
 * how many more complete its next group and what that saves.
 */
export function CartLineItem({ line }: { line: CartLine }) {
  const update = useUpdateCartItem();
  const remove = useRemoveCartItem();
  const substitute = useUpdateCartSubstitution();
  const { product, quantity } = line;
  // A line added a moment ago carries a temporary id until the server answers; it cannot be changed yet.
  const saved = line.id > 0;
  // "3 for £2: add 1 more to save 40p" (or "saving 40p" once the groups are complete): its own chain's offer on the line.
  const nudge = multiBuyNudge({ quantity, unitPricePence: poundsToPence(line.unitPrice), multiBuy: multiBuyPence(product.multiBuy) });

  return (
    <li className="flex gap-3 py-3" data-testid="cart-line">
      <ProductThumb product={product} />
      <div className="min-w-0 flex-1">
        <div className="flex items-start gap-2">
          <div className="min-w-0 flex-1">
            <p className="line-clamp-2 text-sm font-medium text-gray-900">{product.name}</p>
            {(product.unit || product.unitPrice) && (
              <p className="text-xs text-gray-600">
                {product.unit}
                {product.unit && product.unitPrice && <span aria-hidden="true"> · </span>}
                {product.unitPrice?.label}
              </p>
            )}
            <p className="flex flex-wrap items-baseline gap-x-1.5 text-xs" data-testid="cart-line-price">
              <span className={line.wasUnitPrice === null ? 'text-gray-700' : 'font-semibold text-red-700'}>{packPriceLabel(poundsToPence(line.unitPrice), product.unit)}</span>
              {line.wasUnitPrice !== null && (
                <s className="text-gray-600">
                  <span className="sr-only">was </span>
                  {formatPounds(line.wasUnitPrice)}
                </s>
              )}
            </p>
            {nudge && (
              <p className="text-xs font-semibold text-amber-900" data-testid="cart-line-multibuy">
                {nudge.text}
              </p>
            )}
            {line.addedUnitPrice !== null && (
              <p className={`text-xs font-medium ${line.unitPrice > line.addedUnitPrice ? 'text-amber-800' : 'text-emerald-800'}`} data-testid="cart-line-price-changed">
                Now {formatPounds(line.unitPrice)}, was {formatPounds(line.addedUnitPrice)} when added
              </p>
            )}
          </div>
          <button
            type="button"
            onClick={() => remove.mutate({ id: line.id })}
            disabled={!saved}
            aria-label={`Remove ${product.name} from cart`}
            className="-mr-1 -mt-1 flex h-9 w-9 shrink-0 items-center justify-center rounded-full text-gray-600 hover:bg-red-50 hover:text-red-700 disabled:opacity-50"
          >
            <Trash2 className="h-4 w-4" aria-hidden="true" />
          </button>
        </div>
        <div className="mt-1 flex items-center justify-between gap-2">
          <div role="group" aria-label={`Quantity of ${product.name}`} className="flex items-center rounded-full border border-gray-200">
            <button
              type="button"
              onClick={() => update.mutate({ id: line.id, quantity: quantity - 1 })}
              disabled={!saved || quantity <= CART_MIN_QUANTITY}
              aria-label={`Decrease quantity of ${product.name}`}
              className={stepButton}
            >
              <Minus className="h-4 w-4" aria-hidden="true" />
            </button>
            <span className="min-w-8 text-center text-sm font-semibold tabular-nums" aria-live="polite">
              {quantity}
            </span>
            <button
              type="button"
              onClick={() => update.mutate({ id: line.id, quantity: quantity + 1 })}
              disabled={!saved || quantity >= CART_MAX_QUANTITY}
              aria-label={`Increase quantity of ${product.name}`}
              className={stepButton}
            >
              <Plus className="h-4 w-4" aria-hidden="true" />
            </button>
          </div>
          <div className="text-right">
            <p className="text-sm font-semibold tabular-nums text-gray-900">
              <span className="sr-only">Line total </span>
              {formatPounds(line.lineTotal)}
            </p>
            {line.lineSaving > 0 && <p className="text-xs font-semibold tabular-nums text-red-700">Save {formatPounds(line.lineSaving)}</p>}
          </div>
        </div>
        <SubstitutionSelect
          className="mt-2"
          value={line.substitution}
          productName={product.name}
          disabled={!saved}
          onChange={(substitution) => substitute.mutate({ id: line.id, substitution })}
        />
      </div>
    </li>
  );
}
