import { QueryClientProvider } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { createQueryClient, queryClient } from '~/src/lib/query-client';

/**
 * In the browser every island of a page (each its own React root) shares the page's one client.
 * On the server each render gets a client of its own: one build renders every page in one process,
 * and a shared cache would hand a page the data another page seeded (decision 057).
 */
export function QueryProvider({ children }: { children: ReactNode }) {
  const [client] = useState(() => (typeof window === 'undefined' ? createQueryClient() : queryClient));
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
