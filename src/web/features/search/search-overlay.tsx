import { Mic, Search, X } from 'lucide-react';
import { Dialog as DialogPrimitive } from 'radix-ui';
import { useEffect, useId, useRef, useState, type FormEvent, type KeyboardEvent, type RefObject } from 'react';
import { useNavigate } from 'react-router';
import { SEARCH_QUERY_MAX_LENGTH } from '@/domain/search-text';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { useReturnFocus } from '@/web/lib/use-return-focus';
import { cn } from '@/web/lib/cn';
import { SuggestionList } from './suggestion-list';
import { useSuggestions } from './use-suggestions';
import { useVoiceSearch } from './use-voice-search';
import { FOCUS_RESULTS, searchUrl } from './search-url';

/** A spoken query is shown for this long before it is searched (shopping.md section 9). */
export const VOICE_SUBMIT_DELAY_MS = 1000;

export interface SearchOverlayProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * The header's search: a bar across the top of the page. It is a modal dialog, so Escape and a click
 * outside close it, the page behind cannot scroll, and focus returns to the toggle afterwards.
 */
export function SearchOverlay({ open, onOpenChange }: SearchOverlayProps) {
  // Opened from the header's state, not a Radix trigger: focus goes back to the toggle by hand, except after a
  // search, when the results page puts it on its heading.
  const returnFocus = useReturnFocus(open);
  const searched = useRef(false);
  // Escape closes the open suggestions first; only a second Escape closes the bar.
  const closeSuggestions = useRef<() => boolean>(() => false);
  return (
    <DialogPrimitive.Root open={open} onOpenChange={onOpenChange}>
      <DialogPrimitive.Portal>
        <DialogPrimitive.Overlay className="fixed inset-0 z-50 bg-black/40" />
        <DialogPrimitive.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (searched.current) {
              searched.current = false;
              event.preventDefault();
            } else returnFocus(event);
          }}
          onOpenAutoFocus={() => (searched.current = false)}
          onEscapeKeyDown={(event) => {
            if (closeSuggestions.current()) event.preventDefault();
          }}
          className="fixed inset-x-0 top-0 z-50 border-b border-gray-200 bg-white shadow-lg"
          data-testid="search-overlay"
        >
          <DialogPrimitive.Title className="sr-only">Search products</DialogPrimitive.Title>
          <SearchBar
            onClose={() => onOpenChange(false)}
            onSearched={() => (searched.current = true)}
            closeSuggestionsRef={closeSuggestions}
          />
        </DialogPrimitive.Content>
      </DialogPrimitive.Portal>
    </DialogPrimitive.Root>
  );
}

/** Mounted only while the overlay is open, so each opening starts empty. */
interface SearchBarProps {
  onClose: () => void;
  onSearched: () => void;
  /** Set to a function that closes the open suggestions and says whether there were any. */
  closeSuggestionsRef: RefObject<() => boolean>;
}

function SearchBar({ onClose, onSearched, closeSuggestionsRef }: SearchBarProps) {
  const navigate = useNavigate();
  const [text, setText] = useState('');
  const [active, setActive] = useState(-1);
  const [listDismissed, setListDismissed] = useState(false);
  const voiceTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const suggestions = useSuggestions(text);
  const listId = useId();
  const inputId = useId();
  const expanded = suggestions.length > 0 && !listDismissed;
  useEffect(() => {
    closeSuggestionsRef.current = () => {
      if (!expanded) return false;
      setListDismissed(true);
      setActive(-1);
      return true;
    };
    return () => {
      closeSuggestionsRef.current = () => false;
    };
  }, [expanded, closeSuggestionsRef]);

  useEffect(() => () => {
    if (voiceTimer.current) clearTimeout(voiceTimer.current);
  }, []);

  const emptyQueryToast = useRef<{ dismiss: () => void } | null>(null);
  const search = (raw: string) => {
    const q = raw.trim();
    if (!q) {
      emptyQueryToast.current = toast({ title: 'Search query is required', description: 'Please enter something to search for', variant: 'destructive' });
      return;
    }
    // The error no longer applies: it must not stay over the results.
    emptyQueryToast.current?.dismiss();
    emptyQueryToast.current = null;
    onSearched();
    onClose();
    void navigate(searchUrl(q), { state: FOCUS_RESULTS });
  };

  const voice = useVoiceSearch((spoken) => {
    setText(spoken);
    if (voiceTimer.current) clearTimeout(voiceTimer.current);
    voiceTimer.current = setTimeout(() => search(spoken), VOICE_SUBMIT_DELAY_MS);
  });

  const onChange = (value: string) => {
    setText(value);
    setActive(-1);
    setListDismissed(false);
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    search(expanded && active >= 0 ? suggestions[active]! : text);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (!expanded) return;
    const count = suggestions.length;
    if (event.key === 'ArrowDown') {
      event.preventDefault();
      setActive((i) => (i + 1) % count);
    } else if (event.key === 'ArrowUp') {
      event.preventDefault();
      setActive((i) => (i <= 0 ? count - 1 : i - 1));
    } else if (event.key === 'Tab') {
      setListDismissed(true);
    }
  };

  return (
    <form action="/search" method="get" role="search" onSubmit={onSubmit} className="mx-auto flex max-w-3xl items-center gap-2 px-3 py-3 sm:px-4">
      <div className="relative flex-1">
        <label htmlFor={inputId} className="sr-only">
          Search products across all stores
        </label>
        <Search className="pointer-events-none absolute left-3 top-1/2 h-5 w-5 -translate-y-1/2 text-gray-500" aria-hidden="true" />
        <input
          id={inputId}
          name="q"
          type="search"
          role="combobox"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-autocomplete="list"
          aria-activedescendant={expanded && active >= 0 ? `${listId}-${active}` : undefined}
          autoComplete="off"
          enterKeyHint="search"
          maxLength={SEARCH_QUERY_MAX_LENGTH}
          value={text}
          onChange={(e) => onChange(e.target.value)}
          onKeyDown={onKeyDown}
          placeholder={voice.listening ? 'Listening…' : 'Search for products, e.g. milk'}
          className="h-11 w-full rounded-full border border-gray-300 bg-gray-50 pl-10 pr-3 text-base text-gray-900 placeholder:text-gray-500 focus-visible:border-brand-700 focus-visible:bg-white focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-brand-700"
        />
        <SuggestionList id={listId} suggestions={expanded ? suggestions : []} active={active} query={text} onChoose={search} onHover={setActive} />
      </div>
      <button
        type="button"
        onClick={voice.listening ? voice.stop : voice.start}
        aria-label={voice.listening ? 'Stop voice search' : 'Search by voice'}
        aria-pressed={voice.listening}
        className={cn(
          'relative flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100',
          voice.listening && 'bg-red-50 text-red-700 hover:bg-red-100',
        )}
      >
        {voice.listening && <span className="absolute inset-0 animate-ping rounded-full bg-red-400/40" aria-hidden="true" data-testid="voice-listening" />}
        <Mic className="relative h-5 w-5" aria-hidden="true" />
      </button>
      <span role="status" className="sr-only">
        {voice.listening ? 'Listening…' : ''}
      </span>
      <Button type="submit" className="hidden h-11 rounded-full px-5 sm:inline-flex">
        Search
      </Button>
      <DialogPrimitive.Close className="flex h-11 w-11 shrink-0 items-center justify-center rounded-full text-gray-800 hover:bg-gray-100" aria-label="Close search">
        <X className="h-5 w-5" aria-hidden="true" />
      </DialogPrimitive.Close>
    </form>
  );
}
