// The answer to a save over a newer version (409): who changed the record and
// when, with "Review their change" (what changed between the version this form started from and
// the one stored now), "Overwrite" (save again, naming the stored version) and "Reload" (load the
// stored version into the form, dropping this form's edits).
import { useQuery } from '@tanstack/react-query';
import { Fragment, useState, type ReactNode } from 'react';
import type { z } from 'zod';
import { toast } from 'sonner';
import type { versionConflict } from '~/src/lib/api/client';
import { historyQuery } from '~/src/lib/api/queries';
import { formatDateTime } from '~/src/lib/format';
import { queryClient } from '~/src/lib/query-client';
import type { RevisionKind } from '~/src/lib/schemas/content-kinds';
import type { DraftJson } from '~/src/lib/schemas/draft';
import { diffRecords } from '~/src/lib/revision-diff';
import { Dialog, DialogActions } from '../ui/Dialog';
import { ChangeList } from './ChangeList';
import { HistoryButton } from './HistoryButton';

export type VersionConflictAnswer = NonNullable<ReturnType<typeof versionConflict>>;

/** What an edit form's fields start from (Reloadable). */
export interface ReloadableFields<T> {
  /** The record opened, then the stored one after a Reload or a restore. */
  record: T;
  /** A saved draft to continue: only before the first reload (drafts: DraftActions). */
  savedDraft: DraftJson | null;
  /** Loads a newer stored version (the API's shape) into fresh fields. */
  onReload: (record: unknown) => void;
}

/**
 * An edit form over the version it started from: Reload (after a conflict) or a restore from the
 * History mounts its fields again (a new `key`) with the stored version.
 */
export function Reloadable<T>({
  record,
  schema,
  savedDraft,
  render,
}: {
  record: T;
  schema: z.ZodType<NonNullable<T>>;
  savedDraft: DraftJson | null;
  render: (fields: ReloadableFields<T>) => ReactNode;
}) {
  const [loaded, setLoaded] = useState({ record, generation: 0 });
  const onReload = (stored: unknown) => {
    const parsed = schema.safeParse(stored);
    if (!parsed.success) {
      toast.error('The stored version could not be loaded. Close the form and open it again.');
      return;
    }
    setLoaded((previous) => ({ record: parsed.data as T, generation: previous.generation + 1 }));
  };
  const fields = { record: loaded.record, savedDraft: loaded.generation === 0 ? savedDraft : null, onReload };
  return <Fragment key={loaded.generation}>{render(fields)}</Fragment>;
}

interface VersionConflictDialogProps {
  kind: RevisionKind;
  id: number;
  /** The version the form started from. */
  startedFrom: number;
  answer: VersionConflictAnswer;
  onOverwrite: () => void;
  /** With the record as stored now (the API's shape). */
  onReload: (record: Record<string, unknown>) => void;
  onClose: () => void;
}

/** The stored record now, from its history (admin-only and never cached). */
async function fetchCurrent(kind: RevisionKind, id: number): Promise<Record<string, unknown> | undefined> {
  const history = await queryClient.fetchQuery({ ...historyQuery(kind, id), staleTime: 0 });
  return history.versions.find((entry) => entry.isCurrent)?.data;
}

export function VersionConflictDialog({ kind, id, startedFrom, answer, onOverwrite, onReload, onClose }: VersionConflictDialogProps) {
  const [reviewing, setReviewing] = useState(false);
  const [isReloading, setReloading] = useState(false);
  const { conflict } = answer;
  return (
    <Dialog open onClose={onClose} title="Someone else changed this" className="max-w-xl">
      <div role="alert" className="space-y-2">
        <p>{answer.message}</p>
        <p className="text-sm text-slate-600">
          Changed by <strong>{conflict.changedBy}</strong> on {formatDateTime(conflict.changedAt)}. Your form started from version{' '}
          {startedFrom}; version {conflict.version} is stored now. Nothing was saved.
        </p>
      </div>
      {reviewing && <TheirChange kind={kind} id={id} from={startedFrom} to={conflict.version} />}
      <DialogActions>
        <button type="button" className="btn-secondary" onClick={() => setReviewing(true)} disabled={reviewing}>
          Review their change
        </button>
        <button
          type="button"
          className="btn-secondary"
          disabled={isReloading}
          onClick={() => {
            setReloading(true);
            void fetchCurrent(kind, id)
              .then((record) => record && onReload(record))
              .finally(() => setReloading(false));
          }}
        >
          Reload
        </button>
        <button type="button" className="btn-primary" onClick={onOverwrite}>
          Overwrite
        </button>
      </DialogActions>
    </Dialog>
  );
}

function TheirChange({ kind, id, from, to }: { kind: RevisionKind; id: number; from: number; to: number }) {
  const { data: history, isPending } = useQuery({ ...historyQuery(kind, id), staleTime: 0, refetchOnMount: 'always' });
  if (isPending) return <p className="mt-4 text-slate-600">Loading</p>;
  const before = history?.versions.find((entry) => entry.version === from)?.data;
  const after = history?.versions.find((entry) => entry.version === to)?.data;
  return (
    <section className="mt-4 rounded border border-slate-200 p-3" aria-labelledby="their-change-heading">
      <h3 id="their-change-heading" className="mb-2 font-semibold">
        Their change (version {from} → {to})
      </h3>
      {before && after ? (
        <ChangeList changes={diffRecords(before, after)} />
      ) : (
        <p className="text-sm">That version is not in the history.</p>
      )}
    </section>
  );
}

/**
 * The head of an edit form over a published record (a unit, a building): its version with History,
 * and after a save the server refused as stale, the conflict dialog. Overwrite saves the form's data
 * again naming the stored version; Reload and a restore load the stored record.
 */
export function RecordVersion<Data>({
  kind,
  record,
  label,
  conflict,
  onDismiss,
  onOverwrite,
  onReload,
}: {
  kind: RevisionKind;
  record: { id: number; version: number };
  label: string;
  conflict: { answer: VersionConflictAnswer; data: Data } | null;
  onDismiss: () => void;
  onOverwrite: (data: Data, version: number) => void;
  onReload: (record: unknown) => void;
}) {
  return (
    <>
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-slate-600">
        <span>Version {record.version}</span>
        <HistoryButton kind={kind} id={record.id} label={label} onRestored={onReload} />
      </div>
      {conflict && (
        <VersionConflictDialog
          kind={kind}
          id={record.id}
          startedFrom={record.version}
          answer={conflict.answer}
          onClose={onDismiss}
          onOverwrite={() => {
            onDismiss();
            onOverwrite(conflict.data, conflict.answer.conflict.version);
          }}
          onReload={(stored) => {
            onDismiss();
            onReload(stored);
          }}
        />
      )}
    </>
  );
}
