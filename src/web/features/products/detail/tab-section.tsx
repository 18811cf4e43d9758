import { useId, type ReactNode } from 'react';

/** A titled block of a product tab, labelled by its heading for screen readers. */
export function TabSection({ title, children }: { title: string; children: ReactNode }) {
  const id = useId();
  return (
    <section aria-labelledby={id}>
      <h2 id={id} className="text-lg font-semibold text-gray-900">
        {title}
      </h2>
      <div className="mt-2">{children}</div>
    </section>
  );
}
