import { Clock, Globe, Mail, MapPin, Phone } from 'lucide-react';
import type { ReactNode } from 'react';
import type { Store } from '@/contracts/store';
import { isToday, OPEN_STATUS_REFRESH_MS } from '@/domain/opening-hours';
import { Badge } from '@/web/components/ui/badge';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/web/components/ui/dialog';
import { cn } from '@/web/lib/cn';
import { useNow } from '@/web/lib/use-now';
import { useReturnFocus } from '@/web/lib/use-return-focus';
import { OpenStatusBadge } from './open-status-badge';
import { StoreLogo } from './store-logo';

export interface StoreInfoDialogProps {
  store: Store;
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

export function StoreInfoDialog({ store, open, onOpenChange }: StoreInfoDialogProps) {
  const returnFocus = useReturnFocus(open);
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-md gap-5" onCloseAutoFocus={returnFocus}>
        <DialogHeader className="flex-row items-center gap-3">
          <StoreLogo store={store} size="md" />
          <div className="min-w-0">
            <DialogTitle>{store.name} Store Information</DialogTitle>
            {/* The address is listed below; the description only tells screen readers what the dialog holds. */}
            <DialogDescription className="sr-only">Contact details, opening hours and services</DialogDescription>
          </div>
        </DialogHeader>
        <div>
          <OpenStatusBadge openingHours={store.openingHours} />
        </div>
        <ul className="grid gap-3 text-sm">
          <InfoRow icon={<MapPin />} label="Address">
            {store.address}, {store.city}, {store.postcode}
          </InfoRow>
          <InfoRow icon={<Phone />} label="Phone">
            <a href={`tel:${store.phone.replace(/\s+/g, '')}`} className="text-brand-700 underline-offset-2 hover:underline">
              {store.phone}
            </a>
          </InfoRow>
          {store.email && (
            <InfoRow icon={<Mail />} label="Email">
              <a href={`mailto:${store.email}`} className="break-all text-brand-700 underline-offset-2 hover:underline">
                {store.email}
              </a>
            </InfoRow>
          )}
          <InfoRow icon={<Globe />} label="Website">
            <a href={store.website} target="_blank" rel="noopener noreferrer" className="break-all text-brand-700 underline-offset-2 hover:underline">
              {store.website.replace(/^https?:\/\//, '')}
              <span className="sr-only"> (opens in a new tab)</span>
            </a>
          </InfoRow>
        </ul>
        <OpeningHours hours={store.openingHours} />
        {store.features.length > 0 && (
          <section>
            <h3 className="mb-2 font-semibold">Store Features</h3>
            <ul className="flex flex-wrap gap-2">
              {store.features.map((f) => (
                <li key={f}>
                  <Badge variant="secondary">{f}</Badge>
                </li>
              ))}
            </ul>
          </section>
        )}
        {store.description && (
          <section>
            <h3 className="mb-1 font-semibold">About This Store</h3>
            <p className="text-sm text-gray-700">{store.description}</p>
          </section>
        )}
      </DialogContent>
    </Dialog>
  );
}

function InfoRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <li className="flex gap-3">
      <span className="mt-0.5 text-gray-500 [&>svg]:h-4 [&>svg]:w-4" aria-hidden="true">
        {icon}
      </span>
      <span>
        <span className="sr-only">{label}: </span>
        {children}
      </span>
    </li>
  );
}

function OpeningHours({ hours }: { hours: Store['openingHours'] }) {
  const now = useNow(OPEN_STATUS_REFRESH_MS);
  return (
    <section>
      <h3 className="mb-2 flex items-center gap-2 font-semibold">
        <Clock className="h-4 w-4 text-gray-500" aria-hidden="true" />
        Opening Hours
      </h3>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        {hours.map(({ day, hours: time }) => {
          // No day is marked until the shopper's clock is known (see useNow).
          const today = now !== null && isToday(day, now);
          return (
            <div key={day} className={cn('contents', today && 'font-semibold text-gray-900')}>
              <dt className={cn(today ? 'text-gray-900' : 'text-gray-600')}>
                {day}
                {today && ' (Today)'}
              </dt>
              <dd className="text-right">{time}</dd>
            </div>
          );
        })}
      </dl>
    </section>
  );
}
