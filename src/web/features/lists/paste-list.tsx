import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { countListLines, LIST_TEXT_MAX_CHARS, LIST_TEXT_MAX_LINES } from '@/domain/list-lines';
import { Button } from '@/web/components/ui/button';
import { Label } from '@/web/components/ui/label';
import { problemOf, useParseList } from './api';
import { PasteReview } from './paste-review';

const EXAMPLE = '2x semi skimmed milk\nbread\nbananas x6\n500g beef mince\n2 tins chopped toms';

/** What is wrong with the text before it is sent, in the server's terms; null when it may be sent. */
function tooLong(text: string): string | null {
  if (text.length > LIST_TEXT_MAX_CHARS) return `A pasted list can be at most ${LIST_TEXT_MAX_CHARS.toLocaleString('en-GB')} characters.`;
  if (countListLines(text) > LIST_TEXT_MAX_LINES) return `A pasted list can be at most ${LIST_TEXT_MAX_LINES} lines.`;
  return null;
}

/** "Paste a list": the shopper's own list, read line by line and matched to products at every chain. */
export function PasteList() {
  const [text, setText] = useState('');
  const parse = useParseList();
  const problem = tooLong(text);

  if (parse.data) return <PasteReview lines={parse.data.lines} onCancel={() => parse.reset()} />;

  return (
    <form
      className="mt-3"
      onSubmit={(e) => {
        e.preventDefault();
        if (!problem && text.trim()) parse.mutate(text);
      }}
    >
      <Label htmlFor="paste-list-text">Paste or type your list</Label>
      <p id="paste-list-hint" className="text-xs text-gray-700">
        One item a line (or commas between items). Quantities like “2x milk”, “bananas x6”, “500g mince” and “a dozen eggs” are understood.
      </p>
      <textarea
        id="paste-list-text"
        aria-describedby="paste-list-hint"
        aria-invalid={problem ? true : undefined}
        rows={8}
        value={text}
        placeholder={EXAMPLE}
        onChange={(e) => setText(e.target.value)}
        className="mt-2 block w-full rounded-lg border border-gray-300 bg-white px-3 py-2 text-base text-gray-900 placeholder:text-gray-500 focus-visible:outline-2 focus-visible:outline-brand-700 aria-[invalid=true]:border-red-600 sm:text-sm"
      />
      {(problem || parse.isError) && (
        <p role="alert" className="mt-1 text-sm text-red-700">
          {problem ?? problemOf(parse.error)}
        </p>
      )}
      <Button type="submit" className="mt-3" disabled={parse.isPending || !!problem || !text.trim()}>
        {parse.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
        Find products
      </Button>
    </form>
  );
}
