import { Accordion, AccordionContent, AccordionItem, AccordionTrigger } from '@/web/components/ui/accordion';
import { FaqAnswer } from './faq-answer';
import { FAQS } from './faqs';
import { StartShoppingCallout } from './start-shopping-link';
import { StepList } from './step-list';
import { HOW_IT_WORKS } from './steps';

/** /faq: three steps, then ten questions of which only one is open at a time. */
export function FaqPage() {
  return (
    <div className="mx-auto w-full max-w-4xl px-4 py-8 sm:py-12">
      <title>How it Works and FAQs | Everystore</title>
      <h1 className="text-3xl font-bold tracking-tight text-gray-900 sm:text-4xl">How it Works and FAQs</h1>
      <p className="mt-3 max-w-2xl text-base leading-7 text-gray-700">
        One basket from eight supermarkets, one checkout, one delivery. Here is how it works and the answers to the questions shoppers ask most.
      </p>

      <section aria-labelledby="how-it-works" className="mt-10">
        <h2 id="how-it-works" className="text-2xl font-semibold text-gray-900">
          How it Works
        </h2>
        <StepList steps={HOW_IT_WORKS} className="mt-4 md:grid-cols-3" stacked />
      </section>

      <section aria-labelledby="faqs" className="mt-12">
        <h2 id="faqs" className="text-2xl font-semibold text-gray-900">
          Frequently Asked Questions
        </h2>
        <p className="mt-2 text-sm leading-6 text-gray-700">
          Everystore is in beta. Answers marked <strong>During the beta</strong> describe what the checkout charges and offers today; answers marked <strong>Planned</strong> describe
          pricing and delivery times we plan to introduce later.
        </p>
        <Accordion type="single" collapsible className="mt-4 rounded-xl border border-gray-200 bg-white px-4 shadow-sm sm:px-6">
          {FAQS.map((faq) => (
            <AccordionItem key={faq.id} value={faq.id} className="last:border-b-0">
              <AccordionTrigger className="text-gray-900">{faq.question}</AccordionTrigger>
              <AccordionContent>
                <FaqAnswer faq={faq} />
              </AccordionContent>
            </AccordionItem>
          ))}
        </Accordion>
      </section>

      <StartShoppingCallout heading="Ready to fill your basket?" text="Browse the eight stores near you and build one basket from all of them." />
    </div>
  );
}
