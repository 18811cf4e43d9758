import { RotateCcw, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '@/web/components/ui/button';
import { toast } from '@/web/components/ui/use-toast';
import { SPLASH_CHANGED_EVENT, SPLASH_SEEN_KEY } from '@/web/lib/storage-keys';

/** Storage events only reach other tabs, so this tab's header and splash are told directly. */
function notifySplashChanged() {
  window.dispatchEvent(new Event(SPLASH_CHANGED_EVENT));
}

/** Buttons that reset this browser's flags; they touch nothing on the server. */
export function StorageTools() {
  // Re-read storage after each action so the status line is current.
  const [, setVersion] = useState(0);
  const splashSeen = localStorage.getItem(SPLASH_SEEN_KEY) !== null;
  const keyCount = localStorage.length;

  const resetSplash = () => {
    localStorage.removeItem(SPLASH_SEEN_KEY);
    notifySplashChanged();
    setVersion((v) => v + 1);
    toast({ title: 'Splash flag reset', description: 'The splash screen will show again on the home page.' });
  };

  const clearAll = () => {
    const removed = localStorage.length;
    localStorage.clear();
    notifySplashChanged();
    setVersion((v) => v + 1);
    toast({ title: 'Local storage cleared', description: `Removed ${removed} ${removed === 1 ? 'key' : 'keys'} from local storage.` });
  };

  return (
    <section aria-labelledby="storage-tools" className="rounded-xl border border-gray-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="storage-tools" className="text-lg font-semibold text-gray-900">
        Browser storage
      </h2>
      <p className="mt-1 text-sm text-gray-700" data-testid="storage-status">
        Splash flag: <strong>{splashSeen ? 'set' : 'not set'}</strong> · Local storage keys: <strong>{keyCount}</strong>
      </p>
      <div className="mt-4 flex flex-wrap gap-3">
        <Button variant="outline" onClick={resetSplash}>
          <RotateCcw className="h-4 w-4" aria-hidden="true" />
          Reset splash flag
        </Button>
        <Button variant="destructive" onClick={clearAll}>
          <Trash2 className="h-4 w-4" aria-hidden="true" />
          Clear all local storage
        </Button>
      </div>
    </section>
  );
}
