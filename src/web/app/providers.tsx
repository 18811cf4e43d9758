import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/web/components/ui/toaster';
import { CartDrawerProvider } from '@/web/features/cart/cart-drawer-context';
import { LocationProvider } from '@/web/features/location/location-context';
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
        </CartDrawerProvider>
      </LocationProvider>
    </QueryClientProvider>
  );
}

