import { QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/web/components/ui/toaster';
import { useState, type ReactNode } from 'react';
import { createQueryClient } from '@/web/lib/query-client';

export function Providers({ children }: { children: ReactNode }) {
  const [client] = useState(createQueryClient);
  return (
    <QueryClientProvider client={client}>
      {children}
      <Toaster />
    </QueryClientProvider>
  );
}
