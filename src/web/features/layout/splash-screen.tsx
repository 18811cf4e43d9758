import { PackageCheck, ShoppingBasket, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useStores } from '@/web/features/stores/api';
import { BrandMark } from './brand-logo';
import { POLICY_LINKS, SLOGAN, TAGLINE } from './site-links';
import { useBodyScrollLock } from './use-body-scroll-lock';

const STEPS = [
  { icon: Store, text: 'Pick from eight supermarkets' },
  { icon: ShoppingBasket, text: 'Fill one basket, check out once' },
  { icon: PackageCheck, text: 'Get it all in one delivery' },
] as const;

function StoreLetters() {
  const { data: stores } = useStores();
  if (!stores?.length) return <div className="h-10" aria-hidden="true" />;
  return (
    <ul className="flex flex-wrap justify-center gap-2" aria-label="Supermarkets in one basket">
      {stores.map((s) => (
        <li key={s.id} title={s.name}>
          <span
            className="flex h-10 w-10 items-center justify-center rounded-full text-sm font-bold text-white shadow-md ring-2 ring-white/80"
            style={{ backgroundColor: s.logoColor }}
          >
            <span aria-hidden="true">{s.logoLetter}</span>
            <span className="sr-only">{s.name}</span>
          </span>
        </li>
      ))}
    </ul>
  );
}

/**
 * First-visit screen on the home page (shown while the 'seen splash' flag is absent). It covers the page,
 * which is made inert behind it, and locks page scroll.
 */
export function SplashScreen({ onDismiss }: { onDismiss: () => void }) {
  useBodyScrollLock(true);
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="splash-title"
      aria-describedby="splash-tagline"
      data-testid="splash-screen"
      className="fixed inset-0 z-[60] overflow-y-auto bg-brand-900 bg-[radial-gradient(circle_at_20%_0%,#0f766e_0%,transparent_55%),radial-gradient(circle_at_100%_100%,#115e59_0%,transparent_50%)] text-white"
    >
      <div className="mx-auto flex min-h-full w-full max-w-xl flex-col px-6 pb-6 pt-[max(2.5rem,env(safe-area-inset-top))] text-center">
        <div className="flex flex-1 flex-col items-center justify-center">
          <span className="rounded-3xl bg-white/10 p-3 shadow-xl ring-1 ring-white/20">
            <BrandMark className="h-20 w-20 sm:h-24 sm:w-24" />
          </span>
          <p className="mt-5 flex items-center gap-2 text-2xl font-extrabold tracking-tight">
            Everystore
            <span className="rounded bg-white px-1.5 py-0.5 text-[0.625rem] font-bold leading-none tracking-wide text-brand-900">BETA</span>
          </p>
          <h1 id="splash-title" className="mt-6 text-4xl font-extrabold leading-tight tracking-tight sm:text-5xl">
            {SLOGAN}
          </h1>
          <p id="splash-tagline" className="mt-3 text-lg text-brand-50">
            {TAGLINE}
          </p>
          <div className="mt-8">
            <StoreLetters />
          </div>
          <ul className="mt-8 grid w-full gap-2 text-left sm:grid-cols-3 sm:text-center">
            {STEPS.map(({ icon: Icon, text }) => (
              <li key={text} className="flex items-center gap-3 rounded-xl bg-white/10 px-4 py-3 text-sm font-medium sm:flex-col sm:gap-2">
                <Icon className="h-5 w-5 shrink-0 text-brand-100" aria-hidden="true" />
                {text}
              </li>
            ))}
          </ul>
        </div>

        <div className="mt-10 space-y-3">
          <button
            type="button"
            autoFocus
            onClick={onDismiss}
            className="h-12 w-full rounded-xl bg-white text-base font-bold text-brand-900 shadow-lg hover:bg-brand-50 focus-visible:outline-white"
          >
            Shop Now
          </button>
          <Link
            to="/faq"
            className="flex h-12 w-full items-center justify-center rounded-xl border border-white/60 text-base font-semibold text-white hover:bg-white/10 focus-visible:outline-white"
          >
            How it Works / FAQs
          </Link>
          <nav aria-label="Legal" className="pt-3">
            <ul className="flex flex-wrap justify-center gap-x-4 gap-y-1">
              {POLICY_LINKS.map((l) => (
                <li key={l.to}>
                  <Link to={l.to} onClick={onDismiss} className="inline-block py-1 text-xs text-brand-50 underline-offset-2 hover:underline focus-visible:outline-white">
                    {l.label}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
        </div>
      </div>
    </div>
  );
}
