import { Search } from 'lucide-react';
import { useId, useState, type FormEvent } from 'react';
import { SEARCH_QUERY_MAX_LENGTH } from '@/domain/search-text';
import { Button } from '@/web/components/ui/button';

interface SearchFormProps {
  initial: string;
  loading: boolean;
  onSearch: (q: string) => void;
}

/** The page's own search box; it submits only a non-empty (trimmed) query. Re-keyed by the page per query. */
export function SearchForm({ initial, loading, onSearch }: SearchFormProps) {
  const [text, setText] = useState(initial);
  const inputId = useId();
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const q = text.trim();
    if (q) onSearch(q);
  };
  return (
    <form role="search" onSubmit={onSubmit} className="flex gap-2">
      <label htmlFor={inputId} className="sr-only">
        Search products
      </label>
      <div className="relative flex-1">
        <Search className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-gray-500" aria-hidden="true" />
        <input
          id={inputId}
          type="search"
          value={text}
          onChange={(e) => setText(e.target.value)}
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          enterKeyHint="search"
          placeholder="Search for products"
          className="h-11 w-full rounded-lg border border-gray-300 bg-white pl-10 pr-3 text-base text-gray-900 placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700"
        />
      </div>
      <Button type="submit" size="lg" disabled={loading} className="h-11 px-5">
        Search
      </Button>
    </form>
  );
}
