import { lazy, Suspense, useEffect, useState, useSyncExternalStore } from 'react';
import { signInModal } from './sign-in-modal-store';

const SignInModal = lazy(() => import('./sign-in-modal'));

/**
 * Mount once inside the router (the root layout): shows the sign-in modal whenever it is asked for. The
 * form and its validation load on first use, keeping them out of the first download.
 */
export function SignInModalHost() {
  const open = useSyncExternalStore(signInModal.subscribe, signInModal.isOpen, () => false);
  const [loaded, setLoaded] = useState(open);
  useEffect(() => signInModal.registerHost(), []);
  if (open && !loaded) setLoaded(true);
  if (!loaded) return null;
  return (
    <Suspense fallback={null}>
      <SignInModal open={open} />
    </Suspense>
  );
}
