import { Loader2 } from 'lucide-react';
import type { NotificationPreferences } from '@/contracts/notifications';
import { MAIL_KIND_LABELS, SERVICE_MESSAGES_NOTE, type OptionalMailKind } from '@/domain/notifications';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { Switch } from '@/web/components/ui/switch';
import { toast } from '@/web/components/ui/use-toast';
import { useNotificationPreferences, useSaveNotificationPreferences } from './api';

const FIELDS: [OptionalMailKind, 'deliveryUpdates' | 'offers' | 'priceDrops'][] = [
  ['delivery_updates', 'deliveryUpdates'],
  ['offers', 'offers'],
  ['price_drops', 'priceDrops'],
];

/** The e-mails a shopper can turn on or off, each saved as it is switched; service messages are said to be always sent. */
export function NotificationsDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  const { data, isPending, isError } = useNotificationPreferences(open);
  const save = useSaveNotificationPreferences();
  const toggle = (prefs: NotificationPreferences, field: (typeof FIELDS)[number][1], on: boolean) =>
    save.mutate(
      { deliveryUpdates: prefs.deliveryUpdates, offers: prefs.offers, priceDrops: prefs.priceDrops, [field]: on },
      { onError: () => toast({ title: 'Not saved', description: 'Your e-mail choices could not be saved. Please try again.', variant: 'destructive' }) },
    );
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md">
        <DialogHeader>
          <DialogTitle>Notifications</DialogTitle>
          <DialogDescription>Choose the e-mails you get. Each switch is saved at once.</DialogDescription>
        </DialogHeader>
        {isPending && (
          <p className="flex items-center gap-2 text-sm text-gray-700" role="status">
            <Loader2 className="h-4 w-4 animate-spin" aria-hidden="true" /> Loading your choices…
          </p>
        )}
        {isError && <p role="alert" className="text-sm text-red-700">Your choices could not be loaded. Please try again.</p>}
        {data && (
          <ul className="divide-y divide-gray-100">
            {FIELDS.map(([kind, field]) => (
              <li key={kind} className="flex items-start justify-between gap-4 py-3">
                <div>
                  <label htmlFor={`notify-${kind}`} className="text-sm font-medium text-gray-900">
                    {MAIL_KIND_LABELS[kind].title}
                  </label>
                  <p id={`notify-${kind}-hint`} className="text-xs text-gray-600">
                    {MAIL_KIND_LABELS[kind].description}
                  </p>
                </div>
                <Switch id={`notify-${kind}`} aria-describedby={`notify-${kind}-hint`} checked={data[field]} onCheckedChange={(on) => toggle(data, field, on)} />
              </li>
            ))}
          </ul>
        )}
        <p className="rounded-lg bg-gray-50 p-3 text-xs text-gray-700">{SERVICE_MESSAGES_NOTE}</p>
      </DialogContent>
    </Dialog>
  );
}
