import { ArrowRight } from 'lucide-react';
import { Link } from 'react-router';
import { Button } from '@/web/components/ui/button';

/** The call to action closing both help pages. */
export function StartShoppingCallout({ heading, text }: { heading: string; text: string }) {
  return (
    <section aria-labelledby="start-shopping" className="mt-12 rounded-2xl bg-brand-800 px-6 py-8 text-center text-white sm:px-10">
      <h2 id="start-shopping" className="text-2xl font-bold">
        {heading}
      </h2>
      <p className="mx-auto mt-2 max-w-xl text-brand-50">{text}</p>
      <Button asChild size="lg" variant="outline" className="mt-6 border-white text-brand-800 hover:bg-brand-50">
        <Link to="/stores">
          Start Shopping
          <ArrowRight className="h-4 w-4" aria-hidden="true" />
        </Link>
      </Button>
    </section>
  );
}
