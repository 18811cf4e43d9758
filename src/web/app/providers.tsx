import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useEffect, useState, type ReactNode } from 'react';
import { Toaster } from '@/web/components/ui/toaster';
import { CartDrawerProvider } from '@/web/features/cart/cart-drawer-context';
import { LocationProvider } from '@/web/features/location/location-context';
import { APP_READY_ATTRIBUTE } from '@/web/lib/app-ready';
import { createQueryClient } from '@/web/lib/query-client';

/** `client` is the one the page was rendered or hydrated from; by default each mount makes its own. */
export function Providers({ children, client: given }: { children: ReactNode; client?: QueryClient }) {
  const [client] = useState(() => given ?? createQueryClient());
  return (
    <QueryClientProvider client={client}>
      <LocationProvider>
        <CartDrawerProvider>
          {children}
          <Toaster />
          <AppReady />
        </CartDrawerProvider>
      </LocationProvider>
    </QueryClientProvider>
  );
}

/**
 * Marks the document once the app's first render has committed, so a script (the end-to-end journeys) can tell
 * a server-rendered page that is only visible from one whose buttons work. Renders nothing, on both sides.
 */
function AppReady() {
  useEffect(() => {
    document.documentElement.setAttribute(APP_READY_ATTRIBUTE, '');
  }, []);
  return null;
}
