import { lazy, Suspense } from 'react';
import { useToast } from './use-toast';

const ToasterView = lazy(() => import('./toaster-view'));

/** Radix Toast loads with the first toast, keeping it out of the first download. */
export function Toaster() {
  const { toasts } = useToast();
  if (toasts.length === 0) return null;
  return (
    <Suspense fallback={null}>
      <ToasterView />
    </Suspense>
  );
}
