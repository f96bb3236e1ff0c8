import { useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { Toaster } from '@/components/ui/toaster.tsx';
import { AuthProvider } from '@/lib/auth.tsx';
import { ApiError } from '@/lib/api.ts';

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 20_000,
        refetchOnWindowFocus: false,
        // Client errors (401/403/404/validation) are answers, not glitches: do not retry them.
        retry: (count, error) => !(error instanceof ApiError && error.status >= 400 && error.status < 500) && count < 2,
      },
    },
  });
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(makeQueryClient);
  return (
    <QueryClientProvider client={queryClient}>
      {/* Radix's TooltipProvider lives in the (lazy) app layout: it pulls in floating-ui, ~20 KB gzipped that the
          public pages do not need (landing JS budget: 150 KB gzipped). */}
      <AuthProvider>
        {children}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
