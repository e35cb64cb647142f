import { useEffect, type ReactNode } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { AuthProvider } from '@/lib/auth';
import { queryClient } from '@/lib/query-client';

export const HEALTH_PING_MS = 300_000;

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
  useHealthPing();
  return (
    <QueryClientProvider client={queryClient}>
      <AuthProvider>{children}</AuthProvider>
    </QueryClientProvider>
  );
}
