import type { Store } from '@/contracts/store';
import { cn } from '@/web/lib/cn';

const SIZES = { xs: 'h-5 w-5 text-[11px]', sm: 'h-8 w-8 text-sm', md: 'h-12 w-12 text-xl', lg: 'h-16 w-16 text-3xl' } as const;

/** The chain's logo image, or its letter on the logo colour (colours are AA-safe with white). */
export function StoreLogo({ store, size = 'md', className }: { store: Pick<Store, 'name' | 'logoColor' | 'logoLetter' | 'logoImage'>; size?: keyof typeof SIZES; className?: string }) {
  if (store.logoImage) {
    return <img src={store.logoImage} alt="" data-testid="store-logo" className={cn('shrink-0 rounded-full object-cover', SIZES[size], className)} />;
  }
  return (
    <span aria-hidden="true" data-testid="store-logo" className={cn('flex shrink-0 items-center justify-center rounded-full font-bold text-white', SIZES[size], className)} style={{ backgroundColor: store.logoColor }}>
      {store.logoLetter}
    </span>
  );
}
