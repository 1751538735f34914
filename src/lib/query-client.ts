// The TanStack Query clients. docs/PRODUCT.md §7: never refetched on an interval or on focus, never
// stale, never retried. Islands that start from build-time data refresh once when they mount
// (refetchOnMount: 'always').
import { QueryClient, type QueryKey } from '@tanstack/react-query';

/** A client with the site's defaults and an empty cache. */
export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: { staleTime: Infinity, retry: false, refetchOnWindowFocus: false, refetchOnReconnect: false, refetchInterval: false },
      mutations: { retry: false },
    },
  });

/** The browser's one client, shared by every island on a page (islands are separate React roots). */
export const queryClient = createQueryClient();

/** Options for a query whose first data came with the page: show it, then fetch once. */
export const fromPage = <T>(data: T | undefined) => (data === undefined ? {} : { initialData: data, refetchOnMount: 'always' as const });

/**
 * After a write: reads the query again. TanStack Query lets a refetch join a first read still on
 * its way (one with no data yet) instead of restarting it, and that read may have left before the
 * write: it is dropped first, so the answer shown always comes after the write.
 */
export async function refetchAfterWrite(queryKey: QueryKey): Promise<void> {
  await queryClient.cancelQueries({ queryKey });
  await queryClient.invalidateQueries({ queryKey });
}
