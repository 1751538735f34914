// The Site tab: the site's own words as data. Edits start from the saved draft if
// there is one, else from the published content; "Save draft" keeps them beside the published
// version, "Preview" opens the home, About and Contact pages with the draft applied (new tab),
// "Publish" makes them live, "Discard draft" drops the draft. A save over a colleague's newer
// draft or published version is refused (both are checked on the server), with Reload (start
// again from theirs) and Overwrite (do it anyway).
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError, apiGet, apiSend, errorMessage } from '~/src/lib/api/client';
import { draftsQuery, siteContentQuery, siteEditorQuery } from '~/src/lib/api/queries';
import { SiteContentRecordSchema } from '~/src/lib/api/responses';
import { announceDraftSaved } from '~/src/lib/draft-saved';
import { formatDateTime } from '~/src/lib/format';
import { queryClient } from '~/src/lib/query-client';
import { SITE_CONTENT_ID } from '~/src/lib/schemas/content-kinds';
import { DraftJsonSchema, type DraftJson } from '~/src/lib/schemas/draft';
import { SiteContentSchema, type SiteContent } from '~/src/lib/schemas/site-content';
import { showServerFieldErrors } from '~/src/components/ui/form-errors';
import { useClearOfToasts } from '~/src/components/ui/toast-clearance';
import { HistoryButton } from '../HistoryButton';
import { SiteFields } from './SiteFields';
import { siteFormValues, type SiteFormValues } from './site-form-values';
import { useUnsavedWork } from '~/src/components/ui/unsaved-work';

type SiteRecord = ReturnType<typeof SiteContentRecordSchema.parse>;
type Action = 'draft' | 'preview' | 'publish';

/**
 * A save refused over a colleague's newer work: a draft saved since, or a published version (then
 * `ownDraft`, the save time of this form's draft, which Reload sets aside).
 */
class Conflict extends Error {
  constructor(
    message: string,
    readonly action: Action,
    readonly ownDraft: string | null,
  ) {
    super(message);
  }
}

const conflictOr = (error: unknown, action: Action, ownDraft: string | null) =>
  error instanceof ApiError && error.status === 409
    ? new Conflict(errorMessage(error) ?? 'Someone else changed the site content first.', action, ownDraft)
    : error;

// The published words for the rest of the admin (the tours' office hours); the drafts, and with
// them the Site tab's own reading of both (siteEditorQuery).
const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: siteContentQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: draftsQuery().queryKey }),
  ]);

export function SiteTab() {
  const { data, isError } = useQuery(siteEditorQuery());
  const { record, drafts } = data ?? {};
  const draft = drafts?.find((d) => d.kind === 'site');
  // A draft whose words the form no longer starts from: its editor chose Reload over a newer
  // published version. The next save replaces it.
  const [setAside, setSetAside] = useState<string | null>(null);
  const startsFromDraft = draft !== undefined && draft.updatedAt !== setAside;
  return (
    <section aria-labelledby="site-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="site-heading" className="text-xl font-semibold">
          Site
        </h2>
        <HistoryButton kind="site" id={SITE_CONTENT_ID} label="the site content" onRestored={() => void refresh()} />
      </div>
      <p className="mt-1 text-sm text-slate-600">
        The words on the public pages: contact details, office hours, the leasing team, the home and About pages and the footer.
      </p>
      {isError ? (
        <p className="mt-4 text-red-700">The site content could not be loaded. Reload the page.</p>
      ) : !record || !drafts ? (
        <p className="mt-4 text-slate-600">Loading</p>
      ) : (
        // A new published version or draft starts the form again from it.
        <SiteForm
          key={`${record.version}:${draft?.id ?? 0}:${draft?.updatedAt ?? ''}:${startsFromDraft}`}
          record={record}
          draft={draft}
          startsFromDraft={startsFromDraft}
          onReload={(ownDraft) => {
            if (ownDraft) setSetAside(ownDraft);
            void refresh();
          }}
        />
      )}
    </section>
  );
}

interface SiteFormProps {
  record: SiteRecord;
  draft: DraftJson | undefined;
  /** Whether the form starts from the draft's words (else from the published ones). */
  startsFromDraft: boolean;
  /** Reload after a conflict; with this form's draft (its save time) to set aside for the published words. */
  onReload: (ownDraft: string | null) => void;
}

function SiteForm({ record, draft, startsFromDraft, onReload }: SiteFormProps) {
  const fromDraft = draft && startsFromDraft ? SiteContentSchema.safeParse(draft.data) : undefined;
  const start: SiteContent = fromDraft?.success ? fromDraft.data : record;
  // The Publish bar stays at the bottom of the screen: toasts rise above it.
  const [actionBar, setActionBar] = useState<HTMLDivElement | null>(null);
  useClearOfToasts(actionBar);
  const form = useForm<SiteFormValues, unknown, SiteContent>({
    resolver: zodResolver(SiteContentSchema),
    defaultValues: siteFormValues(start),
  });
  const [conflict, setConflict] = useState<Conflict | null>(null);
  const conflictBox = useRef<HTMLDivElement>(null);
  // Where the refusal is, however far down the form Publish was pressed. (In braces: Chromium's
  // scrollIntoView now answers a promise, which React would take for a clean-up function.)
  useEffect(() => {
    conflictBox.current?.scrollIntoView({ block: 'center' });
  }, [conflict]);
  const baseVersion = (startsFromDraft && draft?.baseVersion) || record.version;
  // The draft this form last saw saved (its save time): a save replaces that one only.
  const lastSaved = useRef(draft?.updatedAt ?? null);

  /**
   * Saves the form as the record's one draft: over the draft it started from only (none: over
   * none); `overwrite` over whatever draft there is now.
   */
  const saveDraft = async (data: SiteContent, version: number, overwrite: boolean) => {
    const startedFrom = overwrite ? {} : { startedFrom: lastSaved.current };
    const body = { kind: 'site', entityId: SITE_CONTENT_ID, data, baseVersion: version, ...startedFrom };
    const saved = await apiSend('POST', '/api/drafts', body, DraftJsonSchema);
    lastSaved.current = saved.updatedAt;
    announceDraftSaved(saved.id);
    return saved;
  };

  const act = useMutation({
    mutationFn: async ({
      action,
      data,
      tab,
      overwrite,
    }: {
      action: Action;
      data: SiteContent;
      tab?: Window | null;
      /** The conflict this save goes over. */
      overwrite?: Conflict | undefined;
    }) => {
      // Over a published version: that version is the one this edit now replaces.
      const version = overwrite?.ownDraft ? (await apiGet('/api/site-content', SiteContentRecordSchema)).version : baseVersion;
      const saved = await saveDraft(data, version, overwrite !== undefined).catch((error: unknown) => {
        tab?.close();
        throw conflictOr(error, action, null);
      });
      if (tab) tab.location.href = saved.previewPath;
      if (action === 'publish')
        await apiSend('POST', `/api/drafts/${saved.id}/publish`).catch((error: unknown) => {
          throw conflictOr(error, action, saved.updatedAt);
        });
      return action;
    },
    onSuccess: async (action) => {
      setConflict(null);
      if (action === 'draft') toast.success('Draft saved. The public site is unchanged until you publish.');
      if (action === 'publish') toast.success('Site content published. The public pages show it after the rebuild.');
      await refresh();
    },
    onError: (error) => {
      if (error instanceof Conflict) {
        setConflict(error);
        return;
      }
      showServerFieldErrors(error, form);
      toast.error('Error', { description: ['Failed to save the site content', errorMessage(error)].filter(Boolean).join(': ') });
    },
  });

  const discard = useMutation({
    mutationFn: () => apiSend('DELETE', `/api/drafts/${draft!.id}`),
    onSuccess: async () => {
      setConflict(null);
      toast.success('Draft discarded');
      await refresh();
    },
    onError: (error) =>
      toast.error('Error', { description: ['Failed to discard the draft', errorMessage(error)].filter(Boolean).join(': ') }),
  });

  const run = (action: Action, overwrite?: Conflict) => form.handleSubmit((data) => act.mutate({ action, data, overwrite }));
  // Read while rendering, so that react-hook-form keeps it up to date.
  const { isDirty } = form.formState;
  useUnsavedWork(isDirty);
  const preview = () => {
    if (draft && fromDraft?.success) {
      // The draft's preview opens at once, in a tab of its own (noopener: it needs nothing from
      // this page). Changes are saved meanwhile; the open preview loads them once saved
      // (draft-saved.ts).
      void form.handleSubmit((data) => {
        window.open(draft.previewPath, '_blank', 'noopener');
        if (isDirty) act.mutate({ action: 'preview', data });
      })();
      return;
    }
    // A first draft has no address until it is saved: the tab opens on the click (a tab opened
    // after a slow save may be blocked as a popup) and goes to the preview once it is saved; it
    // closes again if the form is invalid or the save fails.
    const tab = window.open('', '_blank');
    if (tab) tab.opener = null;
    void form.handleSubmit(
      (data) => act.mutate({ action: 'preview', data, tab }),
      () => tab?.close(),
    )();
  };
  const isBusy = act.isPending || discard.isPending;

  return (
    <form onSubmit={run('publish')} noValidate className="mt-4 space-y-6" aria-label="Site content">
      {draft && (
        <div role="status" className="card flex flex-wrap items-center justify-between gap-3 border-amber-300 bg-amber-50 p-4 text-sm">
          <p>
            {`Draft saved by ${draft.savedByName} on ${formatDateTime(draft.updatedAt)}: not public yet.`}
            {draft.publishError && startsFromDraft && (
              <span className="block text-red-700">{`Publishing failed: ${draft.publishError}`}</span>
            )}
          </p>
          <a className="underline" href={draft.previewPath} target="_blank" rel="noopener">
            Open preview
          </a>
        </div>
      )}
      {conflict && (
        <div ref={conflictBox} role="alert" className="card space-y-3 border-red-300 bg-red-50 p-4 text-sm">
          <p>{conflict.message}</p>
          <div className="flex flex-wrap gap-3">
            <button
              type="button"
              className="btn-secondary"
              // Their draft, or the published version with this form's draft set aside.
              onClick={() => onReload(conflict.ownDraft)}
            >
              Reload
            </button>
            <button type="button" className="btn-primary" disabled={isBusy} onClick={() => void run(conflict.action, conflict)()}>
              Overwrite
            </button>
          </div>
        </div>
      )}
      <SiteFields form={form} />
      <div
        ref={setActionBar}
        className="sticky bottom-0 z-10 flex flex-wrap justify-end gap-3 border-t border-slate-200 bg-slate-50/95 py-3"
      >
        {draft && (
          <button type="button" className="btn-secondary" disabled={isBusy} onClick={() => discard.mutate()}>
            Discard draft
          </button>
        )}
        <button type="button" className="btn-secondary" disabled={isBusy} onClick={() => void run('draft')()}>
          Save draft
        </button>
        <button type="button" className="btn-secondary" disabled={isBusy} onClick={preview}>
          Preview
        </button>
        <button type="submit" className="btn-primary" disabled={isBusy}>
          {act.isPending && act.variables?.action === 'publish' ? 'Publishing...' : 'Publish'}
        </button>
      </div>
    </form>
  );
}
