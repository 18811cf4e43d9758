import { Check, Copy, Link2, Link2Off } from 'lucide-react';
import { useState } from 'react';
import type { ShoppingList } from '@/contracts/lists';
import { Button } from '@/web/components/ui/button';
import { problemOf, useShareLink } from './api';

const linkOf = (token: string) => `${window.location.origin}/shared/${token}`;

/** Share the list read-only by link: make the link, copy it, turn it off (the link then finds nothing). */
export function SharePanel({ list }: { list: ShoppingList }) {
  const { share, revoke } = useShareLink(list.id);
  const [copied, setCopied] = useState(false);
  const token = list.shareToken;
  const failed = share.error ?? revoke.error;

  const copy = async () => {
    if (!token) return;
    try {
      await navigator.clipboard.writeText(linkOf(token));
      setCopied(true);
    } catch {
      // No clipboard (an insecure page, a refused permission): the link stays selectable on screen.
      setCopied(false);
    }
  };

  return (
    <section aria-labelledby="share-heading" className="mt-8 rounded-xl border border-gray-200 bg-white p-4">
      <h2 id="share-heading" className="text-lg font-semibold">
        Share this list
      </h2>
      {token ? (
        <>
          <p className="mt-1 text-sm text-gray-700">Anyone with this link can see the list (not change it) and copy it into their own lists.</p>
          <label htmlFor="share-link" className="sr-only">
            Share link
          </label>
          <input
            id="share-link"
            readOnly
            value={linkOf(token)}
            onFocus={(e) => e.currentTarget.select()}
            className="mt-2 block h-10 w-full min-w-0 rounded-lg border border-gray-300 bg-gray-50 px-3 font-mono text-xs text-gray-900"
          />
          <div className="mt-2 flex flex-wrap gap-2">
            <Button type="button" variant="outline" onClick={() => void copy()}>
              {copied ? <Check className="h-4 w-4" aria-hidden="true" /> : <Copy className="h-4 w-4" aria-hidden="true" />}
              {copied ? 'Copied' : 'Copy link'}
            </Button>
            <Button type="button" variant="ghost" disabled={revoke.isPending} onClick={() => revoke.mutate(undefined, { onSuccess: () => setCopied(false) })}>
              <Link2Off className="h-4 w-4" aria-hidden="true" />
              Turn off link
            </Button>
          </div>
        </>
      ) : (
        <>
          <p className="mt-1 text-sm text-gray-700">Make a link to send to someone: they can see the list and copy it, but never change yours.</p>
          <Button type="button" variant="outline" className="mt-2" disabled={share.isPending} onClick={() => share.mutate()}>
            <Link2 className="h-4 w-4" aria-hidden="true" />
            Make a share link
          </Button>
        </>
      )}
      <p role="status" className="sr-only">
        {copied ? 'Link copied' : ''}
      </p>
      {failed && (
        <p role="alert" className="mt-2 text-sm text-red-700">
          {problemOf(failed)}
        </p>
      )}
    </section>
  );
}
