// One QueryClient for every island on a page (islands are separate React roots).
// docs/PRODUCT.md §7: never refetched on an interval or on focus, never stale, never retried. Islands that
// start from build-time data refresh once when they mount (refetchOnMount: 'always').
import { QueryClient } from '@tanstack/react-query';

export const queryClient = new QueryClient({
  defaultOptions: {
    queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, refetchInterval: false },
    mutations: { retry: false },
  },
});

/** Options for a query whose first data came with the page: show it, then fetch once. */
export const fromPage = <T>(data: T | undefined) => (data === undefined ? {} : { initialData: data, refetchOnMount: 'always' as const });
