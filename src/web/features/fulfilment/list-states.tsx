import { Loader2 } from 'lucide-react';
import { Button } from '@/web/components/ui/button';

/** A staff list still loading: a spinner named for screen readers. */
export function ListLoading({ label }: { label: string }) {
  return (
    <div className="flex justify-center py-12" role="status" aria-label={label}>
      <Loader2 className="h-8 w-8 animate-spin text-brand-700" aria-hidden="true" />
    </div>
  );
}

/** A staff list that could not be loaded, with a way to ask again. */
export function ListFailed({ text, onRetry }: { text: string; onRetry: () => void }) {
  return (
    <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
      <p>{text}</p>
      <Button variant="outline" className="mt-3" onClick={onRetry}>
        Try again
      </Button>
    </div>
  );
}
