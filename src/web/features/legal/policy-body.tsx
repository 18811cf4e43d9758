import { use, type ReactNode } from 'react';
import type { OperatorDetails } from '@/contracts/config';
import { useOperatorDetails, withOperator } from './operator';
import { policyDocument, sectionId, type PolicyEntry } from './policies';
import type { PolicyBlock } from './policy-types';
import { PolicyTable } from './policy-table';
import { telHref } from '@/domain/phone';

/** Suspends until the policy's own chunk and the operator's details have loaded, then renders its sections. */
export function PolicyBody({ entry }: { entry: PolicyEntry }) {
  const operator = useOperatorDetails();
  const doc = withOperator(use(policyDocument(entry)), operator);
  return (
    <>
      <p className="mt-6 text-base leading-7 text-gray-800">{doc.intro}</p>
      <nav aria-labelledby="policy-contents" className="mt-6 rounded-lg border border-gray-200 bg-white p-4">
        <h2 id="policy-contents" className="text-sm font-semibold text-gray-900">
          On this page
        </h2>
        <ol className="mt-2 grid gap-x-6 gap-y-1 text-sm sm:grid-cols-2">
          {doc.sections.map((section) => (
            <li key={section.heading}>
              <a href={`#${sectionId(section.heading)}`} className="text-brand-700 underline-offset-2 hover:underline">
                {section.heading}
              </a>
            </li>
          ))}
        </ol>
      </nav>
      {doc.sections.map((section) => (
        <section key={section.heading} aria-labelledby={sectionId(section.heading)} className="mt-8">
          <h2 id={sectionId(section.heading)} className="scroll-mt-28 text-xl font-semibold text-gray-900">
            {section.heading}
          </h2>
          <div className="mt-3 space-y-3 text-base leading-7 text-gray-700">
            {section.blocks.map((block, i) => (
              <Block key={i} block={block} />
            ))}
          </div>
        </section>
      ))}
      <OperatorCard operator={operator} />
    </>
  );
}

/** Who runs the shop, on every policy: from the server's configuration, never a placeholder. */
function OperatorCard({ operator }: { operator: OperatorDetails }) {
  const rows: [string, ReactNode][] = [
    ['Company', operator.name],
    ['Registered office', operator.address],
    ['Company number', operator.companyNumber],
    ['Contact', <a href={`mailto:${operator.email}`}>{operator.email}</a>],
    ['Phone', <a href={telHref(operator.phone)}>{operator.phone}</a>],
    ['Data protection contact', <a href={`mailto:${operator.dataProtectionEmail}`}>{operator.dataProtectionEmail}</a>],
  ];
  return (
    <section aria-label="Who runs Everystore" className="mt-10 rounded-lg border border-gray-200 bg-white p-4 text-sm">
      <h2 className="font-semibold text-gray-900">
        Who runs Everystore
      </h2>
      <dl className="mt-2 grid gap-x-4 gap-y-1 sm:grid-cols-[auto_1fr]">
        {rows.map(([term, value]) => (
          <div key={term} className="contents">
            <dt className="text-gray-600">{term}</dt>
            <dd className="break-words text-gray-900 [&_a]:text-brand-700 [&_a]:underline-offset-2 hover:[&_a]:underline">{value}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}

function Block({ block }: { block: PolicyBlock }) {
  if (typeof block === 'string') return <p>{block}</p>;
  if ('list' in block) {
    return (
      <ul className="list-disc space-y-1.5 pl-5">
        {block.list.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>
    );
  }
  return <PolicyTable table={block.table} />;
}
