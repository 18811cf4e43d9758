import { ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';

interface SectionHeaderProps {
  id: string;
  title: string;
  viewAllTo: string;
  /** Says where 'View All' goes, since the page has several. */
  viewAllLabel: string;
  icon?: ReactNode;
}

export function SectionHeader({ id, title, viewAllTo, viewAllLabel, icon }: SectionHeaderProps) {
  return (
    <div className="mb-3 flex items-center justify-between gap-3">
      <div className="flex min-w-0 items-center gap-2">
        {icon}
        <h2 id={id} className="text-lg font-bold leading-tight sm:text-xl">
          {title}
        </h2>
      </div>
      <Link to={viewAllTo} aria-label={viewAllLabel} className="inline-flex shrink-0 items-center gap-0.5 rounded text-sm font-semibold text-brand-700 hover:underline">
        View All
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Link>
    </div>
  );
}
