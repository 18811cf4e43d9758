import { Loader2, Scale, ShieldCheck, ShoppingCart, Truck } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import type { Product } from '@/contracts/product';
import { DELIVERY_FEES_PENCE } from '@/domain/cart';
import { formatPence } from '@/domain/money';
import { Button } from '@/web/components/ui/button';
import { useAddToCart } from '@/web/features/cart';
import { toastAdded } from '../components/added-toast';
import { QuantityStepper } from './quantity-stepper';

/** How long 'Adding...' shows before the add (shopping.md section 9). */
export const ADDING_DELAY_MS = 600;

interface ProductPurchaseProps {
  product: Product;
  onFindCheaper: () => void;
}

/** Quantity, 'Add to Cart', 'Find it Cheaper' and the delivery promises; unavailable items get a notice instead. */
export function ProductPurchase({ product, onFindCheaper }: ProductPurchaseProps) {
  const [quantity, setQuantity] = useState(1);
  const [adding, setAdding] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const addToCart = useAddToCart();

  useEffect(() => () => {
    if (timer.current) clearTimeout(timer.current);
  }, []);

  const add = () => {
    if (adding) return;
    setAdding(true);
    timer.current = setTimeout(() => {
      addToCart.mutate({ product, quantity });
      toastAdded(product, `${quantity} × ${product.name}`);
      setQuantity(1);
      setAdding(false);
    }, ADDING_DELAY_MS);
  };

  return (
    <div className="flex flex-col gap-3">
      {product.available ? (
        <div className="flex flex-wrap items-center gap-3">
          <QuantityStepper value={quantity} onChange={setQuantity} disabled={adding} />
          <Button type="button" size="lg" className="min-w-40 flex-1" onClick={add} disabled={adding}>
            {adding ? <Loader2 className="h-5 w-5 animate-spin" aria-hidden="true" /> : <ShoppingCart className="h-5 w-5" aria-hidden="true" />}
            {adding ? 'Adding...' : 'Add to Cart'}
          </Button>
        </div>
      ) : (
        <p role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
          This item is currently unavailable. Please check back later or try similar products.
        </p>
      )}
      <Button type="button" variant="outline" size="lg" onClick={onFindCheaper}>
        <Scale className="h-5 w-5" aria-hidden="true" />
        Find it Cheaper
      </Button>
      <ul className="mt-1 grid gap-2 text-sm text-gray-700 sm:grid-cols-2">
        <li className="flex items-start gap-2 rounded-lg bg-gray-100 p-3">
          <ShieldCheck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            <span className="block font-semibold text-gray-900">Quality guarantee</span>
            Not happy with an item? We'll refund or replace it.
          </span>
        </li>
        <li className="flex items-start gap-2 rounded-lg bg-gray-100 p-3">
          <Truck className="mt-0.5 h-5 w-5 shrink-0 text-brand-700" aria-hidden="true" />
          <span>
            {/* A promise the shop keeps (issue 13): the two delivery options as checkout offers them. */}
            <span className="block font-semibold text-gray-900">One delivery, every store</span>
            Next day with Express ({formatPence(DELIVERY_FEES_PENCE.express)}), or 2-3 days ({formatPence(DELIVERY_FEES_PENCE.standard)}).
          </span>
        </li>
      </ul>
    </div>
  );
}
