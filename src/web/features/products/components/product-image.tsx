import { useState } from 'react';
import { categoryColor } from '@/domain/categories';
import { Skeleton } from '@/web/components/ui/skeleton';
import { cn } from '@/web/lib/cn';

interface ProductImageProps {
  src: string;
  /** Empty when the name is already next to the image (cards), so it is not read twice. */
  alt: string;
  category: string;
  /** Intrinsic size for the browser's layout before the file arrives. */
  size?: number;
  eager?: boolean;
  className?: string;
}

type Status = 'loading' | 'loaded' | 'error';

/**
 * A square product image: a skeleton while it loads, then the image, and on error a placeholder in the
 * category's colour naming the category. The square box is fixed, so nothing shifts as it loads.
 */
export function ProductImage({ src, alt, category, size = 300, eager = false, className }: ProductImageProps) {
  // Keyed by src so a new image starts from the skeleton again.
  const [state, setState] = useState<{ src: string; status: Status }>({ src, status: 'loading' });
  const status: Status = state.src === src ? state.status : 'loading';
  const set = (next: Status) => setState({ src, status: next });

  return (
    <div className={cn('relative aspect-square w-full overflow-hidden bg-gray-50', className)}>
      {status === 'error' ? (
        <div
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          className="absolute inset-0 flex items-center justify-center p-2 text-center text-sm font-semibold text-white"
          style={{ backgroundColor: categoryColor(category) }}
        >
          <span aria-hidden={alt ? true : undefined}>{category}</span>
        </div>
      ) : (
        <>
          {status === 'loading' && <Skeleton className="absolute inset-0 rounded-none" data-testid="product-image-skeleton" />}
          <img
            src={src}
            alt={alt}
            width={size}
            height={size}
            loading={eager ? 'eager' : 'lazy'}
            decoding="async"
            // A cached image can finish before React attaches onLoad; the ref catches that case.
            ref={(img) => {
              if (img?.complete && img.naturalWidth > 0 && status === 'loading') set('loaded');
            }}
            onLoad={() => set('loaded')}
            onError={() => set('error')}
            className={cn('absolute inset-0 h-full w-full object-contain transition-opacity duration-200', status === 'loaded' ? 'opacity-100' : 'opacity-0')}
          />
        </>
      )}
    </div>
  );
}
