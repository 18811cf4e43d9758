import { Search } from 'lucide-react';
import { cn } from '@/web/lib/cn';

interface SuggestionListProps {
  id: string;
  suggestions: string[];
  active: number;
  query: string;
  onChoose: (suggestion: string) => void;
  onHover: (index: number) => void;
}

/** The typed part in normal weight and the rest in bold, as search boxes usually show completions. */
function Highlighted({ text, query }: { text: string; query: string }) {
  const q = query.trim().toLowerCase();
  const at = q ? text.toLowerCase().indexOf(q) : -1;
  if (at < 0) return <span className="font-semibold">{text}</span>;
  return (
    <span>
      <span className="font-semibold">{text.slice(0, at)}</span>
      {text.slice(at, at + q.length)}
      <span className="font-semibold">{text.slice(at + q.length)}</span>
    </span>
  );
}

/** The combobox's listbox; options are chosen with a click or, from the input, the arrow keys and Enter. */
export function SuggestionList({ id, suggestions, active, query, onChoose, onHover }: SuggestionListProps) {
  return (
    <ul
      id={id}
      role="listbox"
      aria-label="Suggestions"
      hidden={suggestions.length === 0}
      className="absolute inset-x-0 top-full z-10 mt-1 max-h-80 overflow-y-auto rounded-xl border border-gray-200 bg-white py-1 shadow-lg"
    >
      {suggestions.map((suggestion, index) => (
        <li
          key={suggestion}
          id={`${id}-${index}`}
          role="option"
          aria-selected={index === active}
          // The highlight splits the text into spans; the label keeps the name whole for every reader.
          aria-label={suggestion}
          // Keeps focus in the input: a mousedown on the option would otherwise blur it first.
          onMouseDown={(event) => event.preventDefault()}
          onClick={() => onChoose(suggestion)}
          onMouseEnter={() => onHover(index)}
          className={cn('flex cursor-pointer items-center gap-3 px-4 py-2.5 text-sm text-gray-800', index === active && 'bg-brand-50 text-brand-900')}
        >
          <Search className="h-4 w-4 shrink-0 text-gray-500" aria-hidden="true" />
          <Highlighted text={suggestion} query={query} />
        </li>
      ))}
    </ul>
  );
}
