import { ShoppingBasket, Store, Truck } from 'lucide-react';

const STEPS = [
  { icon: Store, title: 'Select Stores', text: 'Pick from Tesco, Sainsbury’s, Aldi, Waitrose and more near you.' },
  { icon: ShoppingBasket, title: 'Add Items', text: 'Fill one basket with products from as many stores as you like.' },
  { icon: Truck, title: 'Receive Delivery', text: 'We collect from every store and deliver it all together.' },
] as const;

export function HowItWorks() {
  return (
    <section className="mx-auto w-full max-w-7xl px-4" aria-labelledby="how-it-works">
      <h2 id="how-it-works" className="mb-4 text-xl font-bold">
        How It Works
      </h2>
      <ol className="grid gap-3 sm:grid-cols-3">
        {STEPS.map(({ icon: Icon, title, text }, i) => (
          <li key={title} className="flex gap-3 rounded-xl border border-gray-200 bg-white p-4 sm:flex-col">
            <span className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-800">
              <Icon className="h-5 w-5" aria-hidden="true" />
            </span>
            <div>
              <h3 className="font-semibold">
                <span className="text-brand-700" aria-hidden="true">
                  {i + 1}.
                </span>{' '}
                {title}
              </h3>
              <p className="text-sm text-gray-700">{text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
