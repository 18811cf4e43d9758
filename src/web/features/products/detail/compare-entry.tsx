import { Link } from 'react-router';
import type { SimilarProduct } from '@/contracts/product';
import { formatPounds } from '@/domain/money';
import { Price } from '../components/price';
import { ProductImage } from '../components/product-image';

/** 'Save £0.40 (20%)': the difference and the rounded percent, only for a cheaper product. */
export function savingText(similar: Pick<SimilarProduct, 'cheaper' | 'saving' | 'savingPercent'>): string | null {
  if (!similar.cheaper || similar.saving === null || similar.saving <= 0) return null;
  const percent = similar.savingPercent === null ? '' : ` (${Math.round(similar.savingPercent)}%)`;
  return `Save ${formatPounds(similar.saving)}${percent}`;
}

interface CompareEntryProps {
  similar: SimilarProduct;
  storeName: string;
  onOpen: () => void;
}

export function CompareEntry({ similar, storeName, onOpen }: CompareEntryProps) {
  const saving = savingText(similar);
  return (
    <li className="relative flex gap-3 rounded-lg border border-gray-200 bg-white p-2.5 hover:bg-gray-50 [&:has(a:focus-visible)]:ring-2 [&:has(a:focus-visible)]:ring-brand-700" data-testid="compare-entry">
      <div className="w-16 shrink-0 overflow-hidden rounded-md">
        <ProductImage src={similar.image} alt="" category={similar.category} size={64} />
      </div>
      <div className="flex min-w-0 flex-1 flex-col gap-0.5">
        <Link
          to={`/products/${similar.id}`}
          onClick={onOpen}
          className="line-clamp-2 text-sm font-medium leading-snug text-gray-900 after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
        >
          {similar.name}
        </Link>
        <p className="text-xs text-gray-700">
          {storeName}
          {similar.unit && <span> · {similar.unit}</span>}
        </p>
        <div className="mt-0.5 flex flex-wrap items-center gap-x-2 gap-y-1">
          <Price price={similar.price} discount={similar.discount} size="sm" />
          {saving && <span className="rounded-full bg-green-700 px-2 py-0.5 text-xs font-semibold text-white">{saving}</span>}
        </div>
        {saving && similar.unitSavingLabel && <p className="text-xs text-green-800">{similar.unitSavingLabel}</p>}
      </div>
    </li>
  );
}
