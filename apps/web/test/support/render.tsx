/**
 * Renders a piece of the web app the way main.tsx does (TanStack Query, the auth provider, React Router), with
 * a fresh query client per test and retries off, at a given URL. Routes not given render their path, so a test
 * can see where a redirect went.
 */
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router';
import { render } from '@testing-library/react';
import { AuthProvider } from '@/lib/auth';

/** Shows where the router ended up, and the state a redirect carried. */
export function Where() {
  const location = useLocation();
  return (
    <p data-testid="where">
      {location.pathname}
      {location.state ? ` ${JSON.stringify(location.state)}` : ''}
    </p>
  );
}

export function renderApp(routes: Record<string, ReactNode>, at: string) {
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
  const router = createMemoryRouter([...Object.entries(routes).map(([path, element]) => ({ path, element })), { path: '*', element: <Where /> }], {
    initialEntries: [at],
  });
  const view = render(
    <QueryClientProvider client={queryClient}>
      <AuthProvider>
        <RouterProvider router={router} />
      </AuthProvider>
    </QueryClientProvider>,
  );
  return { ...view, router, queryClient };
}
