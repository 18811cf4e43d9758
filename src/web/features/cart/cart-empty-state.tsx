import { ShoppingBasket } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

export function CartEmptyState({ onBrowse }: { onBrowse: () => void }) {
  return (
    <div className="flex flex-1 flex-col items-center justify-center px-6 py-12 text-center">
      <span className="flex h-16 w-16 items-center justify-center rounded-full bg-brand-50">
        <ShoppingBasket className="h-8 w-8 text-brand-700" aria-hidden="true" />
      </span>
      <p className="mt-4 text-lg font-semibold text-gray-900">Your cart is empty</p>
      <p className="mt-1 text-sm text-gray-600">Start adding items from your favorite stores</p>
      <Button className="mt-6" onClick={onBrowse}>
        Browse Stores
      </Button>
    </div>
  );
}
