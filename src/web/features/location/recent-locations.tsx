import { Check, MapPin } from 'lucide-react';
import { useId } from 'react';
import type { Location } from '@/domain/location';
import { RECENT_LOCATIONS } from '@/domain/postcode';
import { useDeliveryLocation } from './location-context';

function sameLocation(a: Location, b: Location): boolean {
  return a.postcode === b.postcode && a.streetName === b.streetName;
}

/** The four Edinburgh streets; choosing one sets it at once and closes the panel. */
export function RecentLocations({ onChosen }: { onChosen: () => void }) {
  const { location, setLocation } = useDeliveryLocation();
  const headingId = useId();
  return (
    <div>
      <p id={headingId} className="mb-1 text-xs font-semibold uppercase tracking-wide text-gray-600">
        Recent Locations
      </p>
      <ul aria-labelledby={headingId} className="-mx-1">
        {RECENT_LOCATIONS.map((recent) => {
          const current = sameLocation(recent, location);
          return (
            <li key={recent.postcode}>
              <button
                type="button"
                aria-current={current ? 'location' : undefined}
                onClick={() => {
                  setLocation(recent);
                  onChosen();
                }}
                className="flex w-full items-center gap-3 rounded-lg px-2 py-2 text-left hover:bg-gray-100"
              >
                <MapPin className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                <span className="min-w-0 flex-1">
                  <span className="block text-sm font-medium text-gray-900">{recent.streetName}</span>
                  <span className="block text-xs text-gray-600">
                    {recent.city}, {recent.postcode}
                  </span>
                </span>
                {current && (
                  <>
                    <Check className="h-4 w-4 shrink-0 text-brand-700" aria-hidden="true" />
                    <span className="sr-only">(current)</span>
                  </>
                )}
              </button>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
