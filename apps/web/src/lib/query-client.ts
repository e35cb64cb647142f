import { QueryClient } from '@tanstack/react-query';
import { isApiError } from './api';

/** The app's one query cache: the provider hands it to React, the shop route uses it to start fetches early. */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: 30_000,
      refetchOnWindowFocus: false,
      // Client errors (4xx) will not get better by retrying.
      retry: (count, err) => !(isApiError(err) && err.status >= 400 && err.status < 500) && count < 2,
    },
    // A change is sent now or not at all: TanStack Query's default ('online') would hold it while offline and
    // replay it silently later (two taps on Add to Cart became quantity 2; an order was placed minutes after
    // the shopper gave up). 'always' runs the request at once, so it fails fast and the screen says why.
    mutations: { retry: false, networkMode: 'always' },
  },
});
