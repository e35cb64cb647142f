import { useEffect, useState, type ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '../lib/auth';
import { isApiError } from '../lib/api';
import { Toaster } from '../components/ui/toaster';

export const HEALTH_PING_MS = 300_000;

function makeQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // Client errors (4xx) will not get better by retrying.
        retry: (count, err) => !(isApiError(err) && err.status >= 400 && err.status < 500) && count < 2,
      },
      mutations: { retry: false },
    },
  });
}

/** Spec §2: the app pings the health endpoint every 5 minutes; the result is ignored. */
function useHealthPing() {
  useEffect(() => {
    const id = window.setInterval(() => {
      fetch('/healthz', { credentials: 'include' }).catch(() => undefined);
    }, HEALTH_PING_MS);
    return () => window.clearInterval(id);
  }, []);
}

export function AppProviders({ children }: { children: ReactNode }) {
  const [client] = useState(makeQueryClient);
  useHealthPing();
  return (
    <QueryClientProvider client={client}>
      <AuthProvider>
        {children}
        <Toaster />
      </AuthProvider>
    </QueryClientProvider>
  );
}
