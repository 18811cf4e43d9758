import { Heart, RotateCcw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';
import { Skeleton } from '@/web/components/ui/skeleton';
import { ProductCard, ProductCardSkeleton } from '@/web/features/products';
import { ApiRequestError } from '@/web/lib/api';
import { AddAllButton } from './add-all-button';
import { useFavourites, useRegulars } from './api';
import { RegularRow } from './regular-row';
import { useStickyList } from './use-sticky-list';

function Empty({ icon: Icon, title, children }: { icon: LucideIcon; title: string; children: ReactNode }) {
  return (
    <div className="mt-4 rounded-2xl border border-dashed border-gray-300 bg-white p-6 text-center sm:p-8">
      <Icon className="mx-auto h-9 w-9 text-gray-500" aria-hidden="true" />
      <p className="mt-3 font-semibold text-gray-900">{title}</p>
      <p className="mx-auto mt-1 max-w-md text-sm text-gray-700">{children}</p>
      <Button asChild variant="outline" className="mt-5">
        <Link to="/stores">Browse the stores</Link>
      </Button>
    </div>
  );
}

/** A list that could not be read: a session that ended is sent to sign in again, anything else may try again. */
function Failed({ error, what, retry }: { error: Error; what: string; retry: () => void }) {
  const signedOut = error instanceof ApiRequestError && error.status === 401;
  return (
    <div role="alert" className="mt-4 rounded-2xl border border-red-200 bg-red-50 p-6 text-center text-red-900">
      <p>{signedOut ? `Your session has ended. Please log in to see ${what}.` : `We could not load ${what}. Please try again.`}</p>
      {signedOut ? (
        <Button asChild className="mt-4">
          <Link to="/auth?redirect=/favourites">Log In</Link>
        </Button>
      ) : (
        <Button variant="outline" className="mt-4" onClick={retry}>
          Try again
        </Button>
      )}
    </div>
  );
}

/** A section's heading, what it is for, and its "Add all available to basket". */
function SectionHeader({ id, title, note, action }: { id: string; title: string; note: string; action: ReactNode }) {
  return (
    <div className="flex flex-col gap-3 sm:flex-row sm:items-end sm:justify-between">
      <div className="min-w-0">
        <h2 id={id} className="text-xl font-bold text-gray-900">
          {title}
        </h2>
        <p className="text-sm text-gray-700">{note}</p>
      </div>
      {action}
    </div>
  );
}

function Favourites() {
  const query = useFavourites();
  const { favourites } = query;
  const shown = useStickyList(query.data);
  let content;
  if (query.isPending)
    content = (
      <div className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" role="status" aria-label="Loading your favourites">
        {[0, 1, 2, 3].map((i) => (
          <ProductCardSkeleton key={i} />
        ))}
      </div>
    );
  else if (query.isError) content = <Failed error={query.error} what="your favourites" retry={() => void query.refetch()} />;
  else if (shown.length === 0)
    content = (
      <Empty icon={Heart} title="No favourites yet">
        Tap the heart on any product to keep it here, ready to add to your next shop in one go.
      </Empty>
    );
  else
    content = (
      <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4" aria-labelledby="your-favourites">
        {shown.map((product) => (
          <li key={product.id}>
            <ProductCard product={product} />
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="your-favourites">
      <SectionHeader
        id="your-favourites"
        title="Your favourites"
        note="The products you keep, at today's prices."
        action={favourites.length > 0 && <AddAllButton products={favourites} listName="your favourites" />}
      />
      {content}
    </section>
  );
}

function Regulars() {
  const query = useRegulars();
  const { regulars } = query;
  let content;
  if (query.isPending)
    content = (
      <div className="mt-4 grid gap-3 md:grid-cols-2" role="status" aria-label="Loading your regulars">
        {[0, 1].map((i) => (
          <Skeleton key={i} className="h-36 w-full rounded-xl" />
        ))}
      </div>
    );
  else if (query.isError) content = <Failed error={query.error} what="your regulars" retry={() => void query.refetch()} />;
  else if (regulars.length === 0)
    content = (
      <Empty icon={RotateCcw} title="No regulars yet">
        Once you have placed an order, the things you buy most show here, with the best price at every store, to add again in one tap.
      </Empty>
    );
  else
    content = (
      <ul className="mt-4 grid gap-3 md:grid-cols-2" aria-labelledby="your-regulars">
        {regulars.map((regular) => (
          <li key={regular.product.id}>
            <RegularRow regular={regular} />
          </li>
        ))}
      </ul>
    );
  return (
    <section aria-labelledby="your-regulars">
      <SectionHeader
        id="your-regulars"
        title="Your regulars"
        note="Buy it again: what you order most, at today's prices."
        action={regulars.length > 0 && <AddAllButton products={regulars.map((r) => r.product)} listName="your regulars" />}
      />
      {content}
    </section>
  );
}

/** /favourites: the shopper's favourites and regulars, each product with Add, and each list with "Add all available to basket". */
export function FavouritesPage() {
  return (
    <div className="mx-auto w-full max-w-6xl px-4 py-8 sm:py-10">
      <title>Favourites | Everystore</title>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900">Favourites</h1>
      <div className="mt-6 space-y-10">
        <Favourites />
        <Regulars />
      </div>
    </div>
  );
}
