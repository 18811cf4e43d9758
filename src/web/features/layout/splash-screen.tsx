import { PackageCheck, ShoppingBasket, Store } from 'lucide-react';
import { Link } from 'react-router';
import { useStores } from '@/web/features/stores';
import { BrandMark } from './brand-logo';
import { POLICY_LINKS, TAGLINE } from './site-links';
import { SPLASH_BACKDROP } from './splash-backdrop';

const STEPS = [
  { icon: Store, text: 'Pick from eight supermarkets' },
  { icon: ShoppingBasket, text: 'Fill one basket, check out once' },
  { icon: PackageCheck, text: 'Get it all in one delivery' },
] as const;

const onBrand = 'focus-visible:outline-white';

/** The chains as logo letters; names below them from md up, where there is room. */
function StoreLetters() {
  const { data: stores } = useStores();
  if (!stores?.length) return <div className="h-9 md:h-36" aria-hidden="true" />;
  return (
    <ul className="flex justify-center gap-1 md:grid md:grid-cols-4 md:gap-x-3 md:gap-y-4" aria-label="Supermarkets in one basket">
      {[...stores].sort((a, b) => a.id - b.id).map((s) => (
        <li key={s.id} className="flex flex-col items-center gap-1.5">
          <span
            aria-hidden="true"
            className="flex h-9 w-9 items-center justify-center rounded-full text-sm font-bold text-white shadow-md ring-2 ring-white/80 md:h-12 md:w-12 md:text-lg"
            style={{ backgroundColor: s.logoColor }}
          >
            {s.logoLetter}
          </span>
          <span className="sr-only text-xs font-medium text-brand-50 md:not-sr-only">{s.name}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * First-visit screen on the home page (shown while the 'seen splash' flag is absent). It covers the page,
 * which the root layout makes inert and stops scrolling behind it. Sized to fit a 375 x 700 phone without
 * scrolling. Loaded on demand: returning visitors never download it.
 */
export default function SplashScreen({ onDismiss }: { onDismiss: () => void }) {
  return (
    <div
      role="dialog"
      aria-modal="true"
      aria-labelledby="splash-title"
      aria-describedby="splash-tagline"
      data-testid="splash-screen"
      className={`${SPLASH_BACKDROP} overflow-y-auto`}
    >
      <div className="mx-auto flex min-h-full w-full max-w-5xl flex-col px-5 pb-5 pt-[max(2rem,env(safe-area-inset-top))] md:px-10 md:py-10">
        {/* DOM order is intro, actions, panel (the reading and focus order); phones show the panel before the actions. */}
        <div className="flex flex-1 flex-col items-center justify-center text-center md:grid md:grid-cols-[1.1fr_1fr] md:content-center md:gap-x-14 md:text-left">
          <div className="order-1 flex flex-col items-center md:order-none md:col-start-1 md:row-start-1 md:items-start">
            <p className="flex items-center gap-2.5 text-xl font-extrabold tracking-tight md:text-2xl">
              <span className="rounded-2xl bg-white/10 p-1.5 ring-1 ring-white/20">
                <BrandMark className="h-12 w-12 md:h-14 md:w-14" />
              </span>
              Everystore
              <span className="rounded bg-white px-1.5 py-0.5 text-[0.625rem] font-bold leading-none tracking-wide text-brand-900">BETA</span>
            </p>
            <h1 id="splash-title" className="mt-6 text-[2.5rem] font-extrabold leading-[1.05] tracking-tight md:mt-8 md:text-6xl">
              <span className="block">One Order.</span> <span className="block text-brand-100">Every Store.</span>
            </h1>
            <p id="splash-tagline" className="mt-3 max-w-sm text-balance text-base text-brand-50 md:mt-5 md:text-xl">
              {TAGLINE}
            </p>
          </div>

          <div className="order-3 mt-8 flex w-full flex-col gap-3 md:order-none md:col-start-1 md:row-start-2 md:mt-10 md:max-w-md md:flex-row">
            <button
              type="button"
              autoFocus
              onClick={onDismiss}
              className={`h-12 rounded-xl bg-white md:flex-1 px-6 text-base font-bold text-brand-900 shadow-lg hover:bg-brand-50 ${onBrand}`}
            >
              Shop Now
            </button>
            <Link
              to="/faq"
              className={`flex h-12 items-center justify-center whitespace-nowrap md:flex-1 rounded-xl border border-white/60 px-6 text-base font-semibold text-white hover:bg-white/10 ${onBrand}`}
            >
              How it Works / FAQs
            </Link>
          </div>

          <div className="order-2 mt-8 w-full md:order-none md:col-start-2 md:row-span-2 md:row-start-1 md:mt-0 md:rounded-3xl md:bg-white/10 md:p-8 md:ring-1 md:ring-white/15">
            <StoreLetters />
            <ul className="mt-6 grid gap-2 text-left md:mt-8">
              {STEPS.map(({ icon: Icon, text }) => (
                <li key={text} className="flex items-center gap-3 rounded-xl bg-white/10 px-4 py-2.5 text-sm font-medium md:bg-white/5">
                  <Icon className="h-5 w-5 shrink-0 text-brand-100" aria-hidden="true" />
                  {text}
                </li>
              ))}
            </ul>
          </div>
        </div>

        <nav aria-label="Legal" className="mt-4 md:mt-10">
          <ul className="flex flex-wrap justify-center gap-x-4">
            {POLICY_LINKS.map((l) => (
              <li key={l.to}>
                <Link to={l.to} onClick={onDismiss} className={`inline-block py-1.5 text-xs text-brand-50 underline-offset-2 hover:underline ${onBrand}`}>
                  {l.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>
      </div>
    </div>
  );
}
