import { ShieldCheck, ShoppingBasket, Store, Truck } from 'lucide-react';

const REASONS = [
  { icon: Store, title: 'Eight supermarkets, one basket', text: 'Shop the big names, the premium chain and the discounters side by side.' },
  { icon: Truck, title: 'One consolidated delivery', text: 'We do the running around between stores and bring everything together.' },
  { icon: ShoppingBasket, title: 'Find it cheaper', text: 'Compare similar products across stores before you add them.' },
  { icon: ShieldCheck, title: 'Your account, kept safe', text: 'Your basket follows you when you sign in, on any device.' },
];

/** The marketing panel beside the sign-in and registration forms. */
export function WhyChoosePanel() {
  return (
    <section aria-labelledby="why-choose" className="rounded-2xl bg-brand-800 p-6 text-white sm:p-8">
      <h2 id="why-choose" className="text-2xl font-bold">
        Why choose Everystore?
      </h2>
      <p className="mt-2 text-brand-50">One Order. Every Store.</p>
      <ul className="mt-6 space-y-5">
        {REASONS.map(({ icon: Icon, title, text }) => (
          <li key={title} className="flex gap-3">
            <span className="flex h-10 w-10 shrink-0 items-center justify-center rounded-full bg-white/15">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <span>
              <span className="block font-semibold">{title}</span>
              <span className="block text-sm text-brand-50">{text}</span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
