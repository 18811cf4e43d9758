import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, Loader2, Trash2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import type { DeleteAccountInput } from '@/contracts/account-data';
import { Button } from '@/web/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { toast } from '@/web/components/ui/use-toast';
import { FormField, setSessionUser } from '@/web/features/auth';
import { ApiRequestError, apiRequest } from '@/web/lib/api';

/** Saves the export as the file the server names (everystore-my-data-YYYY-MM-DD.json). */
async function downloadMyData(): Promise<void> {
  const res = await apiRequest('GET', '/api/account/export');
  const name = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? 'everystore-my-data.json';
  const url = URL.createObjectURL(await res.blob());
  const link = Object.assign(document.createElement('a'), { href: url, download: name });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

/** 'Your data' (UK GDPR, issue 36): a copy of everything held, and closing the account. */
export function YourData() {
  const [deleting, setDeleting] = useState(false);
  const download = useMutation({
    mutationFn: downloadMyData,
    onError: () => toast({ title: 'Download failed', description: 'Your data could not be downloaded. Please try again.', variant: 'destructive' }),
  });
  return (
    <section aria-labelledby="your-data" className="rounded-2xl border border-gray-200 bg-white p-5 shadow-sm">
      <h2 id="your-data" className="text-lg font-semibold text-gray-900">
        Your data
      </h2>
      <p className="mt-1 text-sm text-gray-700">A copy of everything we hold about you, or closing your account.</p>
      <div className="mt-3 flex flex-col gap-2">
        <Button variant="outline" onClick={() => download.mutate()} disabled={download.isPending}>
          {download.isPending ? <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> : <Download className="h-4 w-4" aria-hidden="true" />}
          Download my data
        </Button>
        <Button variant="outline" className="text-red-700 hover:bg-red-50 hover:text-red-800" onClick={() => setDeleting(true)}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Delete my account
        </Button>
      </div>
      <DeleteAccountDialog open={deleting} onOpenChange={setDeleting} />
    </section>
  );
}

function DeleteAccountDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const client = useQueryClient();
  const navigate = useNavigate();
  const deleted = useRef(false);
  useEffect(
    () => () => {
      if (deleted.current) setSessionUser(client, null);
    },
    [client],
  );
  const [password, setPassword] = useState('');
  const [reviews, setReviews] = useState<DeleteAccountInput['reviews']>('keep');
  const remove = useMutation<Response, ApiRequestError, DeleteAccountInput>({
    mutationFn: (input) => apiRequest('DELETE', '/api/account', input),
    onSuccess: () => {
      // Home first, and the shopper forgotten once the profile has gone (below): forgotten while it is still shown,
      // its sign-in guard would send a shopper who no longer exists to /auth.
      deleted.current = true;
      toast({ title: 'Account deleted', description: 'Your account is closed and you have been signed out everywhere.' });
      void navigate('/', { replace: true });
    },
  });
  const fieldError = remove.error?.fields?.password;
  const otherError = remove.error && !fieldError ? (remove.error.serverMessage ?? 'Your account could not be deleted. Please try again.') : undefined;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) {
          setPassword('');
          remove.reset();
        }
        onOpenChange(next);
      }}
    >
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Delete my account</DialogTitle>
          <DialogDescription>
            This closes your account at once and signs you out everywhere. Your name, e-mail, address, basket, favourites and lists are deleted. Orders are kept for six years for our accounts, without your name or
            contact details.
          </DialogDescription>
        </DialogHeader>
        <form
          className="space-y-4"
          noValidate
          aria-label="Delete my account"
          onSubmit={(event) => {
            event.preventDefault();
            remove.mutate({ password, reviews });
          }}
        >
          <FormField id="delete-password" label="Your password" type="password" autoComplete="current-password" value={password} onChange={(e) => setPassword(e.target.value)} error={fieldError} />
          <fieldset className="space-y-2 text-sm">
            <legend className="font-medium text-gray-900">Your reviews</legend>
            <label className="flex items-center gap-2">
              <input type="radio" name="reviews" value="keep" checked={reviews === 'keep'} onChange={() => setReviews('keep')} />
              Keep them, shown as “A former shopper”
            </label>
            <label className="flex items-center gap-2">
              <input type="radio" name="reviews" value="remove" checked={reviews === 'remove'} onChange={() => setReviews('remove')} />
              Remove them
            </label>
          </fieldset>
          {otherError && (
            <p role="alert" className="rounded-lg bg-red-50 p-3 text-sm text-red-800">
              {otherError}
            </p>
          )}
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Keep my account
            </Button>
            <Button type="submit" variant="destructive" disabled={remove.isPending || password === ''}>
              {remove.isPending && <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" />}
              Delete my account
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
