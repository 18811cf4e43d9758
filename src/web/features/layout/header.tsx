import { Menu, Search, X } from 'lucide-react';
import { lazy, Suspense, useState, type CSSProperties } from 'react';
import { Link } from 'react-router';
import { LocationPicker } from '@/web/features/location';
import { cn } from '@/web/lib/cn';
import { BetaBadge, BrandMark } from './brand-logo';
import { CartButton } from './cart-button';
import { useOnceTrue } from './use-once-true';
import { useScrollSelector } from './use-window-scroll';

const SideMenu = lazy(() => import('./side-menu'));
const SearchOverlay = lazy(() => import('@/web/features/search/search-overlay').then((m) => ({ default: m.SearchOverlay })));

/** Shopping.md section 9: the header shrinks over the first 50 px of scroll and gains a shadow past 10 px. */
const SHRINK_RANGE_PX = 50;
const SHADOW_AFTER_PX = 10;

/** 0 at the top, 1 once scrolled 50 px; in tenths so scrolling re-renders the header at most ten times. */
function shrinkProgress(scrollY: number): number {
  return Math.round((Math.min(Math.max(scrollY, 0), SHRINK_RANGE_PX) / SHRINK_RANGE_PX) * 10) / 10;
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const [searchOpen, setSearchOpen] = useState(false);
  const menuLoaded = useOnceTrue(menuOpen);
  const searchLoaded = useOnceTrue(searchOpen);
  const shrink = useScrollSelector(shrinkProgress);
  const raised = useScrollSelector((y) => y > SHADOW_AFTER_PX);

  return (
    <header
      data-testid="site-header"
      className={cn('sticky top-0 z-40 border-b bg-white/95 backdrop-blur transition-shadow', raised ? 'border-transparent shadow-md' : 'border-gray-200')}
    >
      {/* A grid so the picker can sit in the top row from md up and in its own strip below on phones. */}
      <div
        className="mx-auto grid max-w-7xl grid-cols-[auto_auto_1fr] items-center gap-x-2 px-3 transition-[grid-template-rows] [grid-template-rows:calc(3.5rem_-_0.5rem*var(--shrink))_auto] sm:px-4 md:grid-cols-[auto_auto_auto_1fr] md:gap-x-4 md:[grid-template-rows:calc(4rem_-_0.75rem*var(--shrink))]"
        style={{ '--shrink': shrink } as CSSProperties}
      >
        <button
          type="button"
          onClick={() => setMenuOpen(true)}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          aria-label="Open menu"
          className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100"
        >
          <Menu className="h-6 w-6" aria-hidden="true" />
        </button>

        <Link to="/" className="flex shrink-0 items-center gap-2 rounded-md">
          <span className="block transition-[width,height]" style={{ width: `${34 - 6 * shrink}px`, height: `${34 - 6 * shrink}px` }}>
            <BrandMark className="h-full w-full" />
          </span>
          <span className="text-lg font-extrabold tracking-tight text-brand-800 sm:text-xl">Everystore</span>
          <BetaBadge />
          <span className="sr-only">, home</span>
        </Link>

        {!searchOpen && (
          <div className="col-span-full row-start-2 -mx-3 border-t border-gray-100 bg-brand-50 px-3 py-1 sm:-mx-4 sm:px-4 md:col-span-1 md:col-start-3 md:row-start-1 md:mx-0 md:ml-2 md:border-0 md:bg-transparent md:px-0 md:py-0">
            <LocationPicker />
          </div>
        )}

        <div className="col-start-3 row-start-1 flex items-center justify-self-end gap-1 md:col-start-4">
          <button
            type="button"
            onClick={() => setSearchOpen((o) => !o)}
            aria-expanded={searchOpen}
            aria-label={searchOpen ? 'Close search' : 'Search products'}
            className="flex h-10 w-10 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100"
          >
            {searchOpen ? <X className="h-6 w-6" aria-hidden="true" /> : <Search className="h-6 w-6" aria-hidden="true" />}
          </button>
          <CartButton />
        </div>
      </div>

      {/* Without JavaScript: a plain search form (the server renders /search) and a word on what needs the script. */}
      <noscript>
        <div className="mx-auto flex max-w-7xl flex-col gap-2 border-t border-gray-100 px-3 py-2 sm:px-4">
          <form action="/search" method="get" role="search" className="flex gap-2">
            <label htmlFor="noscript-search" className="sr-only">
              Search products across all stores
            </label>
            <input id="noscript-search" type="search" name="q" required placeholder="Search for products, e.g. milk" className="h-10 min-w-0 flex-1 rounded-full border border-gray-300 px-4" />
            <button type="submit" className="h-10 rounded-full bg-brand-700 px-4 font-semibold text-white">
              Search
            </button>
          </form>
          <p className="text-sm text-gray-700">The menu, Add to basket, signing in and checkout need JavaScript. Search and browsing work without it.</p>
        </div>
      </noscript>

      {searchLoaded && (
        <Suspense fallback={null}>
          <SearchOverlay open={searchOpen} onOpenChange={setSearchOpen} />
        </Suspense>
      )}
      {menuLoaded && (
        <Suspense fallback={null}>
          <SideMenu open={menuOpen} onOpenChange={setMenuOpen} />
        </Suspense>
      )}
    </header>
  );
}
