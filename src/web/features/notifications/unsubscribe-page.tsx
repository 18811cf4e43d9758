import { useMutation, useQuery } from '@tanstack/react-query';
import { Loader2, MailX } from 'lucide-react';
import { Link, useSearchParams } from 'react-router';
import { MAIL_KIND_LABELS } from '@/domain/notifications';
import { Button } from '@/web/components/ui/button';
import { undoUnsubscribe, unsubscribeWith } from './api';

/**
 * Where an e-mail's unsubscribe link lands, without signing in: the link's kind is turned off once, the page says
 * so and offers to undo it. A link that is not valid is said plainly.
 */
export function UnsubscribePage() {
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const done = useQuery({ queryKey: ['unsubscribe', token], queryFn: () => unsubscribeWith(token), enabled: token !== '', staleTime: Infinity, retry: false });
  const undo = useMutation({ mutationFn: () => undoUnsubscribe(token) });
  const state = undo.data ?? done.data;
  return (
    <main className="mx-auto max-w-lg px-4 py-12 text-center">
      <MailX className="mx-auto h-10 w-10 text-brand-700" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold text-gray-900">E-mail preferences</h1>
      {done.isPending && token !== '' && (
        <p role="status" className="mt-4 flex items-center justify-center gap-2 text-gray-700">
          <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Updating your choices…
        </p>
      )}
      {(token === '' || done.isError) && (
        <p role="alert" className="mt-4 text-gray-800">
          This unsubscribe link is not valid. You can choose your e-mails in your <Link className="text-brand-700 underline" to="/profile">account settings</Link>.
        </p>
      )}
      {state && (
        <div role="status" className="mt-4 space-y-4">
          <p className="text-gray-800">
            {state.subscribed ? `You will get “${MAIL_KIND_LABELS[state.kind].title}” e-mails again.` : `You are unsubscribed from “${MAIL_KIND_LABELS[state.kind].title}” e-mails.`}
          </p>
          {!state.subscribed && (
            <Button variant="outline" onClick={() => undo.mutate()} disabled={undo.isPending}>
              Undo
            </Button>
          )}
          <p className="text-sm text-gray-600">
            Order confirmations, changes and payment messages are always sent. Manage every choice in your{' '}
            <Link className="text-brand-700 underline" to="/profile">
              account settings
            </Link>
            .
          </p>
        </div>
      )}
    </main>
  );
}
