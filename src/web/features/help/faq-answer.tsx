import type { Faq } from './faqs';

const LABELS = {
  beta: { text: 'During the beta', className: 'bg-brand-50 text-brand-800 ring-brand-700/30' },
  planned: { text: 'Planned', className: 'bg-amber-50 text-amber-900 ring-amber-700/30' },
} as const;

/** An answer's paragraphs; beta and planned figures carry a visible label so they are never confused. */
export function FaqAnswer({ faq }: { faq: Faq }) {
  return (
    <div className="space-y-2 leading-6">
      {faq.answer.map((paragraph) => (
        <p key={paragraph.text}>
          {paragraph.kind && (
            <>
              <span className={`mr-2 inline-block rounded px-1.5 py-0.5 text-xs font-semibold ring-1 ring-inset ${LABELS[paragraph.kind].className}`}>
                {LABELS[paragraph.kind].text}
              </span>
              <span className="sr-only">: </span>
            </>
          )}
          {paragraph.text}
        </p>
      ))}
    </div>
  );
}
