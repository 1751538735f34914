// "History" for one unit, building or gallery photo: every version, newest first,
// with who, when and what it changed; "Restore this version" publishes an earlier one again as a
// new version (the server checks the current version, so a restore over someone's newer change is
// refused like any save).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { z } from 'zod';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { historyQuery } from '~/src/lib/api/queries';
import type { HistoryEntryJson } from '~/src/lib/api/types';
import { formatDateTime } from '~/src/lib/format';
import { queryClient } from '~/src/lib/query-client';
import type { RevisionKind } from '~/src/lib/schemas/content-kinds';
import { Dialog } from '../ui/Dialog';
import { ChangeList } from './ChangeList';
import { mayDiscardUnsavedWork } from '../ui/unsaved-work';

const RecordSchema = z.record(z.string(), z.unknown());

interface HistoryButtonProps {
  kind: RevisionKind;
  id: number;
  /** How the dialog names the record: 'Unit 210', 'Harbor Point', 'this photo'. */
  label: string;
  /** After a restore, with the record as the server answered it. */
  onRestored?: (record: unknown) => void;
  className?: string;
}

export function HistoryButton({ kind, id, label, onRestored, className = 'btn-secondary' }: HistoryButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" className={className} onClick={() => setOpen(true)} aria-label={`History of ${label}`}>
        History
      </button>
      {open && (
        <Dialog open onClose={() => setOpen(false)} title={`History of ${label}`} className="max-w-2xl">
          <HistoryList kind={kind} id={id} onRestored={(record) => (setOpen(false), onRestored?.(record))} />
        </Dialog>
      )}
    </>
  );
}

function HistoryList({ kind, id, onRestored }: { kind: RevisionKind; id: number; onRestored: (record: unknown) => void }) {
  const query = historyQuery(kind, id);
  const { data: history, isPending, isError } = useQuery({ ...query, staleTime: 0, refetchOnMount: 'always' });
  const restore = useMutation({
    mutationFn: (entry: HistoryEntryJson) =>
      apiSend('POST', `/api/history/${kind}/${id}/${entry.version}/restore`, { version: history?.currentVersion }, RecordSchema),
    onSuccess: (record, entry) => {
      toast.success(`Version ${entry.version} restored`, { description: 'It is the current version now and is being published.' });
      void queryClient.invalidateQueries();
      onRestored(record);
    },
    onError: (error) => {
      toast.error('Restore failed', { description: errorMessage(error) ?? 'Please try again' });
      void queryClient.invalidateQueries({ queryKey: query.queryKey });
    },
  });

  if (isPending) return <p className="text-slate-600">Loading</p>;
  if (isError || !history) return <p className="text-red-700">The history could not be loaded.</p>;
  return (
    <ol className="space-y-4" aria-label="Versions, newest first">
      {history.versions.map((entry) => (
        <li key={entry.version} className="rounded border border-slate-200 p-3" data-testid="history-version">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="font-semibold">
              Version {entry.version}
              {entry.isCurrent && <span className="ml-2 rounded bg-green-100 px-2 py-0.5 text-xs text-green-900">Current</span>}
            </h3>
            <p className="text-sm text-slate-600">
              {entry.changedBy} · {formatDateTime(entry.changedAt)}
            </p>
          </div>
          <div className="mt-2">
            {entry.previousVersion === null ? (
              <p className="text-sm text-slate-600">The first version recorded.</p>
            ) : (
              <ChangeList changes={entry.changes} />
            )}
          </div>
          {!entry.isCurrent && history.currentVersion !== null && (
            <button
              type="button"
              className="btn-secondary mt-3"
              disabled={restore.isPending}
              onClick={() => mayDiscardUnsavedWork() && restore.mutate(entry)}
            >
              Restore this version
            </button>
          )}
        </li>
      ))}
    </ol>
  );
}
