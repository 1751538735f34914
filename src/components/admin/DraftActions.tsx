// Drafts in the unit and building dialogs (decision 030): "Save draft",
// "Preview" (a new tab), "Publish", "Discard draft" and, for units, "Publish on <date and time>"
// in Boston time. The lists' "Draft" / "Scheduled for …" badges are here too.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { apiGet, apiSend, errorMessage, isValidationError } from '~/src/lib/api/client';
import { buildingsQuery, draftsQuery, unitsQuery } from '~/src/lib/api/queries';
import { announceDraftSaved } from '~/src/lib/draft-saved';
import { queryClient } from '~/src/lib/query-client';
import type { DraftKind } from '~/src/lib/schemas/content-kinds';
import { DraftJsonSchema, type DraftJson } from '~/src/lib/schemas/draft';
import { formatDateTime } from '~/src/lib/format';
import { formatTourSlot, tourSlotAt } from '~/src/lib/tour-slots';
import type { Shape } from '~/src/lib/schemas/shape';

/** Every draft, and the one of a given record. */
export function useDrafts() {
  const { data: drafts = [], isPending } = useQuery(draftsQuery());
  return {
    drafts,
    isPending,
    of: (kind: DraftKind, entityId: number) => drafts.find((d) => d.kind === kind && d.entityId === entityId) ?? null,
    newOnes: (kind: DraftKind) => drafts.filter((d) => d.kind === kind && d.entityId === null),
  };
}

/**
 * The record a dialog starts from when it has a draft: the draft's body over the published record,
 * optional fields the draft left out blank (as publishing would store them).
 */
export function startingRecord<R extends object>(record: R | null, draft: DraftJson | null, shape: Shape): R | null {
  if (!draft) return record;
  const blank = Object.fromEntries(Object.keys(shape).map((key) => [key, null]));
  return { ...record, ...blank, ...draft.data } as R;
}

/**
 * Runs the form's validation (errors shown on its fields) and, when valid, `bodyOf` (which uploads
 * new photos): the body a draft keeps, or null.
 */
export function collectValid<Data>(
  handleSubmit: (onValid: (data: Data) => Promise<void>, onInvalid: () => void) => () => Promise<void>,
  bodyOf: (data: Data) => Promise<Record<string, unknown>>,
): Promise<Record<string, unknown> | null> {
  return new Promise((resolve, reject) => {
    void handleSubmit(
      async (data) => {
        try {
          resolve(await bodyOf(data));
        } catch (error) {
          reject(error instanceof Error ? error : new Error(String(error)));
        }
      },
      () => resolve(null),
    )();
  });
}

/** 'Mon, Nov 23, 10:30 AM (Boston time)'. */
const scheduleText = (iso: string) => formatTourSlot(new Date(iso));

/** The badge a list row shows for a record with a draft. */
export function DraftBadge({ draft }: { draft: DraftJson | null }) {
  if (!draft) return null;
  if (draft.publishError) {
    return <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs text-red-900">Draft · publish failed</span>;
  }
  return (
    <span className="rounded-full bg-sky-100 px-2 py-0.5 text-xs text-sky-900">
      {draft.publishAt ? `Scheduled for ${scheduleText(draft.publishAt)}` : 'Draft'}
    </span>
  );
}

const refreshLists = () =>
  Promise.all([draftsQuery(), unitsQuery(), buildingsQuery()].map((query) => queryClient.invalidateQueries({ queryKey: query.queryKey })));

interface DraftActionsProps {
  kind: Extract<DraftKind, 'unit' | 'building'>;
  /** The published record, or null for one not yet published. */
  entityId: number | null;
  /** The version the form started from, when the answer carries one. */
  version?: number | undefined;
  /** The record's saved draft, if any. */
  savedDraft: DraftJson | null;
  /** Validates the form and uploads its new photos: the body to keep, or null (errors shown). */
  collect: () => Promise<Record<string, unknown> | null>;
  /** "Publish on" (units). */
  canSchedule?: boolean;
  onDone: () => void;
}

export function DraftActions({ kind, entityId, version, savedDraft, collect, canSchedule = false, onDone }: DraftActionsProps) {
  const [draft, setDraft] = useState(savedDraft);
  const [publishOn, setPublishOn] = useState('');

  /** Saves the form as the draft (creating it, or replacing its body); `publishAt` undefined keeps the schedule. */
  const store = async (publishAt?: string | null): Promise<DraftJson | null> => {
    const data = await collect();
    if (!data) return null;
    const schedule = publishAt === undefined ? {} : { publishAt };
    const saved = draft
      ? // Over this draft as this form last saw it saved: a colleague's save since is refused (409).
        await apiSend(
          'PUT',
          `/api/drafts/${draft.id}`,
          { data, baseVersion: draft.baseVersion, startedFrom: draft.updatedAt, ...schedule },
          DraftJsonSchema,
        )
      : await apiSend('POST', '/api/drafts', { kind, entityId, data, baseVersion: version ?? null, ...schedule }, DraftJsonSchema);
    setDraft(saved);
    announceDraftSaved(saved.id);
    void refreshLists();
    return saved;
  };
  const failed = (what: string) => (error: unknown) =>
    toast.error(isValidationError(error) ? 'Validation Error' : 'Error', {
      description: [what, errorMessage(error)].filter(Boolean).join(': '),
    });

  const save = useMutation({
    mutationFn: (publishAt?: string | null) => store(publishAt),
    onSuccess: (saved) => {
      if (!saved) return;
      toast.success(saved.publishAt ? `Scheduled for ${scheduleText(saved.publishAt)}` : 'Draft saved', {
        description: saved.publishAt ? undefined : 'Not public until you publish it',
      });
    },
    onError: failed('Failed to save the draft'),
  });
  const publish = useMutation({
    mutationFn: async () => {
      const saved = await store();
      if (!saved) return null;
      try {
        await apiSend('POST', `/api/drafts/${saved.id}/publish`);
      } catch (error) {
        // The draft stays, with the reason (a newer version, its building gone): show it.
        setDraft(await apiGet(`/api/drafts/${saved.id}`, DraftJsonSchema).catch(() => saved));
        throw error;
      }
      return saved;
    },
    onSuccess: (saved) => {
      if (!saved) return;
      toast.success('Published', { description: `${saved.label} is live once the site has rebuilt` });
      void refreshLists();
      onDone();
    },
    onError: (error) => {
      failed('Failed to publish')(error);
      void refreshLists();
    },
  });
  const discard = useMutation({
    mutationFn: () => apiSend('DELETE', `/api/drafts/${draft!.id}`),
    onSuccess: () => {
      toast.success('Draft discarded');
      void refreshLists();
      onDone();
    },
    onError: failed('Failed to discard the draft'),
  });
  const unschedule = useMutation({
    mutationFn: () => apiSend('PUT', `/api/drafts/${draft!.id}`, { publishAt: null }, DraftJsonSchema),
    onSuccess: (saved) => {
      setDraft(saved);
      toast.success('Unscheduled', { description: 'The draft stays; it is not public' });
      void refreshLists();
    },
    onError: failed('Failed to unschedule'),
  });
  const busy = save.isPending || publish.isPending || discard.isPending || unschedule.isPending;

  const schedule = () => {
    const [day = '', time = ''] = publishOn.split('T');
    const at = tourSlotAt(day, time.slice(0, 5));
    if (!at) {
      toast.error('Validation Error', { description: 'Choose a date and time to publish' });
      return;
    }
    save.mutate(at.toISOString());
  };

  return (
    <fieldset className="rounded-md border border-slate-200 p-4" aria-describedby="draft-status">
      <legend className="px-1 text-lg font-semibold">Draft</legend>
      <p id="draft-status" className="text-sm text-slate-700" data-testid="draft-status">
        {draft
          ? `Draft saved by ${draft.savedByName}, ${formatDateTime(draft.updatedAt)}. Not public until published.`
          : 'Save your changes as a draft to preview them before they are public.'}
        {draft?.publishAt && <strong className="block">Scheduled for {scheduleText(draft.publishAt)}</strong>}
      </p>
      {draft?.publishError && (
        <p role="alert" className="mt-2 text-sm text-red-800">
          Last publish failed: {draft.publishError}
        </p>
      )}
      <div className="mt-3 flex flex-wrap gap-2">
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => save.mutate(undefined)}>
          Save draft
        </button>
        {draft && (
          <a className="btn-secondary" href={draft.previewPath} target="_blank" rel="noopener">
            Preview
          </a>
        )}
        <button type="button" className="btn-secondary" disabled={busy} onClick={() => publish.mutate()}>
          Publish
        </button>
        {draft && (
          <button type="button" className="btn-secondary text-red-700" disabled={busy} onClick={() => discard.mutate()}>
            Discard draft
          </button>
        )}
      </div>
      {canSchedule && (
        <div className="mt-4 flex flex-wrap items-end gap-2">
          <div>
            <label htmlFor={`${kind}-publish-on`} className="block text-sm font-medium text-slate-800">
              Publish on (Boston time)
            </label>
            <input
              id={`${kind}-publish-on`}
              type="datetime-local"
              className="input mt-1"
              value={publishOn}
              onChange={(event) => setPublishOn(event.target.value)}
            />
          </div>
          <button type="button" className="btn-secondary" disabled={busy || !publishOn} onClick={schedule}>
            Schedule
          </button>
          {draft?.publishAt && (
            <button type="button" className="btn-secondary" disabled={busy} onClick={() => unschedule.mutate()}>
              Unschedule
            </button>
          )}
        </div>
      )}
    </fieldset>
  );
}
