import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

/** The app's one query cache: the provider hands it to React, route loaders use it to start fetches early. */
export const queryClient = new QueryClient({
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
