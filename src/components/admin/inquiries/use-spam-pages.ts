// The Spam view, 50 at a time ("Load more"): it is the list that grows without bound (bots), so it
// is read page by page (GET /api/contact-submissions?spam=only&limit=50&before=<id>). The key
// starts with the Spam list's, so every refresh of that list refreshes these pages too.
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { z } from 'zod';
import { apiGet } from '~/src/lib/api/client';
import { spamInquiriesQuery } from '~/src/lib/api/queries';
import { InquiryJsonSchema } from '~/src/lib/api/responses';

export const SPAM_PAGE_SIZE = 50;

const PageSchema = z.object({ items: z.array(InquiryJsonSchema), total: z.number().int(), nextBefore: z.number().int().nullable() });

export function useSpamPages() {
  const query = useInfiniteQuery({
    queryKey: [...spamInquiriesQuery().queryKey, 'pages'],
    queryFn: ({ pageParam }) =>
      apiGet(`/api/contact-submissions?spam=only&limit=${SPAM_PAGE_SIZE}${pageParam ? `&before=${pageParam}` : ''}`, PageSchema),
    initialPageParam: null as number | null,
    getNextPageParam: (page) => page.nextBefore,
  });
  const pages = query.data?.pages;
  const inquiries = useMemo(() => (pages ?? []).flatMap((page) => page.items), [pages]);
  return {
    inquiries,
    total: pages?.[0]?.total ?? 0,
    isPending: query.isPending,
    hasMore: query.hasNextPage,
    isLoadingMore: query.isFetchingNextPage,
    loadMore: () => void query.fetchNextPage(),
  };
}
