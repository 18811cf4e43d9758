import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { Toaster } from '@/web/components/ui/toaster';
import { CartDrawerProvider } from '@/web/features/cart/cart-drawer-context';
import { LocationProvider } from '@/web/features/location/location-context';
import { createQueryClient } from '@/web/lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
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
