import { useState } from 'react';
import { categoryColor } from '@/domain/categories';
import { cn } from '@/web/lib/cn';

interface ProductImageProps {
  src: string;
  /** What the picture shows, usually the product's name. */
  alt: string;
  category: string;
  /** Intrinsic size, so the browser reserves the square before the file arrives. */
  size?: number;
  eager?: boolean;
  className?: string;
}

/**
 * A square product picture. It is shown as soon as the browser paints it (no fade-in that waits for a script),
 * in a box of fixed aspect, so nothing shifts as it loads; a picture that fails becomes a plain square in the
 * category's colour.
 */
export function ProductImage({ src, alt, category, size = 300, eager = false, className }: ProductImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  return (
    <div className={cn('relative aspect-square w-full overflow-hidden bg-gray-50', className)}>
      {failedSrc === src ? (
        <div
          role={alt ? 'img' : undefined}
          aria-label={alt || undefined}
          className="absolute inset-0"
          style={{ backgroundColor: `${categoryColor(category)}24` }}
          data-testid="product-image-fallback"
        />
      ) : (
        <img
          src={src}
          alt={alt}
          width={size}
          height={size}
          loading={eager ? 'eager' : 'lazy'}
          fetchPriority={eager ? 'high' : undefined}
          decoding="async"
          onError={() => setFailedSrc(src)}
          className="absolute inset-0 h-full w-full object-contain"
        />
      )}
    </div>
  );
}
