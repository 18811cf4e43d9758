import { Loader2 } from 'lucide-react';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { FaqAnswer } from './faq-answer';
import { faqById } from './faqs';
import { StartShoppingCallout } from './start-shopping-link';
import { StepList } from './step-list';
import { TUTORIAL_STEPS } from './steps';
import { TUTORIAL_VIDEO_DELAY_MS } from './timings';
import { Walkthrough } from './walkthrough';

const TUTORIAL_FAQS = ['delivery-cost', 'several-stores', 'problems'].map(faqById);

/** /tutorial: a spinner, the walkthrough after 1000 ms, six steps, three FAQs and a way into the stores. */
export function TutorialPage() {
  const [videoReady, setVideoReady] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setVideoReady(true), TUTORIAL_VIDEO_DELAY_MS);
    return () => clearTimeout(timer);
  }, []);

  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <title>Tutorial | Everystore</title>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">How to Shop with Everystore</h1>
      <p className="mt-3 max-w-2xl text-base leading-7 text-gray-700">Watch the short walkthrough, then follow the six steps to place your first multi-store order.</p>

      <section aria-label="Walkthrough video" className="mt-8">
        {videoReady ? (
          <Walkthrough />
        ) : (
          // Same box as the walkthrough, so nothing below jumps when it appears.
          <div
            role="status"
            aria-label="Loading walkthrough"
            className="flex min-h-80 items-center justify-center gap-3 rounded-2xl border border-gray-200 bg-gray-100 text-gray-700 sm:aspect-video sm:min-h-0"
          >
            <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
            <span>Loading walkthrough…</span>
          </div>
        )}
      </section>

      <section aria-labelledby="tutorial-steps" className="mt-12">
        <h2 id="tutorial-steps" className="text-2xl font-semibold text-gray-900">
          Your first order in six steps
        </h2>
        <StepList steps={TUTORIAL_STEPS} className="mt-4 sm:grid-cols-2" />
      </section>

      <section aria-labelledby="tutorial-faqs" className="mt-12">
        <h2 id="tutorial-faqs" className="text-2xl font-semibold text-gray-900">
          Frequently Asked Questions
        </h2>
        <div className="mt-4 divide-y divide-gray-200 rounded-xl border border-gray-200 bg-white px-4 shadow-sm sm:px-6">
          {TUTORIAL_FAQS.map((faq) => (
            <div key={faq.id} className="py-4 text-sm text-gray-700">
              <h3 className="mb-2 text-base font-semibold text-gray-900">{faq.question}</h3>
              <FaqAnswer faq={faq} />
            </div>
          ))}
        </div>
        <p className="mt-3 text-sm">
          <Link to="/faq" className="font-medium text-brand-700 underline-offset-2 hover:underline">
            See all FAQs
          </Link>
        </p>
      </section>

      <StartShoppingCallout heading="Ready to start?" text="Pick your stores and fill one basket from all of them." />
    </div>
  );
}
