// The staff-only preview of a draft (decision 030): reads `?draft=<id>`, loads the draft
// applied from the admin API with the admin's session, and hands it to the page's own components.
// Signed out it only says how to sign in: a draft is never in the page's HTML.
import { useQuery, useQueryClient, type UseQueryOptions } from '@tanstack/react-query';
import { useEffect, type ReactNode } from 'react';
import { ApiError } from '~/src/lib/api/client';
import { onDraftSaved } from '~/src/lib/draft-saved';
import type { DraftJson } from '~/src/lib/schemas/draft';
import { formatTourSlot } from '~/src/lib/tour-slots';
import { useLocationSearch } from '~/src/lib/use-location';

/** The draft id in the address (`?draft=12`), 0 when there is none; null before the page runs. */
export function useDraftId(): number | null {
  const search = useLocationSearch();
  if (search === null) return null;
  const value = new URLSearchParams(search).get('draft') ?? '';
  return /^[1-9]\d{0,9}$/.test(value) ? Number(value) : 0;
}

/** What staff see above the preview: whose draft it is, that it is not public, and where it will go. */
export function PreviewBanner({ draft, publicPath }: { draft: DraftJson; publicPath: string | null }) {
  return (
    <div role="status" className="no-print border-b border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center gap-x-4 gap-y-1">
        <strong>Preview of a draft: {draft.label}. Not public.</strong>
        <span>
          Saved by {draft.savedByName}
          {draft.publishAt ? `; scheduled for ${formatTourSlot(new Date(draft.publishAt))}` : ''}.
        </span>
        {draft.publishError && <span className="text-red-800">Last publish failed: {draft.publishError}</span>}
        {publicPath && (
          <a className="underline" href={publicPath}>
            Public page
          </a>
        )}
        <a className="underline" href="/admin">
          Back to the admin
        </a>
      </div>
    </div>
  );
}

const Centered = ({ children }: { children: ReactNode }) => <div className="mx-auto max-w-xl px-4 py-16 text-center">{children}</div>;

/**
 * Loads `query(draftId)` and renders `children(data)`; the signed-out, missing and loading states
 * are shared by every preview page.
 */
export function PreviewFrame<T>({
  query,
  children,
}: {
  query: (draftId: number) => UseQueryOptions<T, Error, T, string[]>;
  children: (data: T) => ReactNode;
}) {
  const draftId = useDraftId();
  const client = useQueryClient();
  // Before the query: the preview listens before it first asks for the draft, so a save that
  // lands meanwhile is never missed (the admin opens the preview while it saves, SiteTab.tsx).
  useEffect(
    () =>
      onDraftSaved((id) => {
        if (id === draftId) void client.invalidateQueries({ queryKey: query(id).queryKey });
      }),
    [client, draftId, query],
  );
  const result = useQuery({ ...query(draftId ?? 0), enabled: Boolean(draftId), retry: false, refetchOnWindowFocus: true });
  if (draftId === null || (draftId > 0 && result.isPending)) {
    return (
      <Centered>
        <p role="status" className="text-slate-600">
          Loading preview...
        </p>
      </Centered>
    );
  }
  const status = result.error instanceof ApiError ? result.error.status : null;
  if (status === 401) {
    return (
      <Centered>
        <h1 className="text-2xl font-semibold">Sign in to preview</h1>
        <p className="mt-2 text-slate-600">Drafts are shown to the leasing team only.</p>
        <a href="/admin" className="btn-primary mt-6">
          Sign in
        </a>
      </Centered>
    );
  }
  if (!result.data) {
    return (
      <Centered>
        <h1 className="text-2xl font-semibold">Draft not found</h1>
        <p className="mt-2 text-slate-600">It may have been published or discarded.</p>
        <a href="/admin" className="btn-primary mt-6">
          Back to the admin
        </a>
      </Centered>
    );
  }
  return children(result.data);
}
