// Above the list: select every inquiry shown, then mark them read, delete them (to the Trash, with
// Undo) or, in Spam, move them to the inbox, each in one call; and "Empty spam".
import type { InquiryActions } from './use-inquiry-actions';

interface BulkBarProps {
  box: 'inbox' | 'spam';
  shownIds: number[];
  selectedIds: number[];
  onSelectAll: (isSelected: boolean) => void;
  /** After a bulk call succeeded: the selection is spent. */
  onDone: () => void;
  spamTotal: number;
  actions: InquiryActions;
}

export function BulkBar({ box, shownIds, selectedIds, onSelectAll, onDone, spamTotal, actions: { bulk, emptySpam } }: BulkBarProps) {
  const count = selectedIds.length;
  const isAllSelected = shownIds.length > 0 && count === shownIds.length;
  const run = (action: 'mark-read' | 'delete' | 'not-spam') => bulk.mutate({ action, ids: selectedIds }, { onSuccess: onDone });
  const isBusy = bulk.isPending || emptySpam.isPending;
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3" role="group" aria-label="Selected inquiries">
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" checked={isAllSelected} disabled={shownIds.length === 0} onChange={(e) => onSelectAll(e.target.checked)} />
        Select all shown
      </label>
      <span className="text-sm text-slate-600" aria-live="polite">
        {count} selected
      </span>
      {box === 'inbox' ? (
        <button type="button" className="btn-secondary" disabled={count === 0 || isBusy} onClick={() => run('mark-read')}>
          Mark read
        </button>
      ) : (
        <button type="button" className="btn-secondary" disabled={count === 0 || isBusy} onClick={() => run('not-spam')}>
          Not spam
        </button>
      )}
      <button type="button" className="btn-secondary text-red-700" disabled={count === 0 || isBusy} onClick={() => run('delete')}>
        Delete
      </button>
      {box === 'spam' && (
        <button
          type="button"
          className="btn-secondary text-red-700"
          disabled={spamTotal === 0 || isBusy}
          onClick={() => emptySpam.mutate(undefined, { onSuccess: onDone })}
        >
          Empty spam
        </button>
      )}
    </div>
  );
}
