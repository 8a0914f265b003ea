import { QueryClient } from '@tanstack/react-query';
import { HttpError } from '../api/http-errors.ts';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      refetchOnWindowFocus: false,
      // Client errors (401/403/404/400) will not heal by retrying; network blips might.
      retry: (count, error) =>
        count < 1 && !(error instanceof HttpError && error.status >= 400 && error.status < 500),
    },
  },
});

/** Forgets every user-specific cached answer; the public system config survives. */
export function forgetUserQueries(): void {
  queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== 'sys-config' });
}
