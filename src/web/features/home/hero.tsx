import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import type { Store } from '@/contracts/store';
import { StoreLogo } from '@/web/features/stores';

/** The opening banner; on wide screens the chains' logos fill the right-hand side. */
export function Hero({ stores }: { stores: Store[] | undefined }) {
  return (
    <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white" aria-labelledby="hero-title">
      <div className="mx-auto flex max-w-7xl items-center gap-10 px-4 py-8 sm:py-14">
        <div className="flex flex-1 flex-col gap-4">
          <p className="text-sm font-semibold uppercase tracking-wide text-brand-100">One order, every store</p>
          <h1 id="hero-title" className="max-w-2xl text-[1.75rem] font-bold leading-tight sm:text-5xl">
            Your whole shop from every supermarket, in one delivery
          </h1>
          <p className="max-w-xl text-base text-white sm:text-lg">
            Fill one basket from Tesco, Sainsbury&apos;s, Asda, Morrisons, Waitrose, Aldi, Lidl and Co-op. We do the running around and bring it all to your door together.
          </p>
          <Link
            to="/stores"
            className="inline-flex h-12 w-fit items-center gap-2 rounded-lg bg-white px-6 text-base font-semibold text-brand-800 shadow hover:bg-brand-50 focus-visible:outline-white"
          >
            Start Shopping
            <ArrowRight className="h-5 w-5" aria-hidden="true" />
          </Link>
        </div>
        {stores && stores.length > 0 && (
          <div aria-hidden="true" className="hidden shrink-0 rounded-2xl bg-white/10 p-6 ring-1 ring-white/20 lg:block">
            <div className="grid grid-cols-4 gap-4">
              {stores.map((s) => (
                <div key={s.id} className="flex w-20 flex-col items-center gap-1.5">
                  <StoreLogo store={s} size="lg" className="ring-2 ring-white/70" />
                  <span className="text-xs font-medium text-white">{s.name}</span>
                </div>
              ))}
            </div>
            <p className="mt-5 text-center text-sm font-semibold text-brand-100">{stores.length} supermarkets · 1 basket · 1 delivery</p>
          </div>
        )}
      </div>
    </section>
  );
}
