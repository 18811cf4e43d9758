import { ChevronLeft, ChevronRight } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

interface PaginationProps {
  page: number;
  hasNext: boolean;
  label: string;
  onChange: (page: number) => void;
}

/** Previous / Next over pages of unknown total: the API returns an array without a count. */
export function Pagination({ page, hasNext, label, onChange }: PaginationProps) {
  return (
    <nav aria-label={label} className="flex items-center justify-between gap-3">
      <Button variant="outline" size="sm" onClick={() => onChange(page - 1)} disabled={page <= 1}>
        <ChevronLeft className="h-4 w-4" aria-hidden="true" />
        Previous
      </Button>
      <span className="text-sm text-gray-700">Page {page}</span>
      <Button variant="outline" size="sm" onClick={() => onChange(page + 1)} disabled={!hasNext}>
        Next
        <ChevronRight className="h-4 w-4" aria-hidden="true" />
      </Button>
    </nav>
  );
}
