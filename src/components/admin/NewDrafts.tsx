// Drafts of records not yet published (a new unit or building saved as a draft, maybe scheduled):
// listed above the published ones with their badge; "Edit draft" reopens the form on the draft.
import { useState, type ReactNode } from 'react';
import type { DraftJson } from '~/src/lib/schemas/draft';
import { Dialog } from '../ui/Dialog';
import { DraftBadge } from './DraftActions';

export function NewDrafts({
  drafts,
  title,
  renderForm,
}: {
  drafts: DraftJson[];
  /** The list's name and the dialog's title: 'New units (not public)'. */
  title: string;
  renderForm: (draft: DraftJson, onDone: () => void) => ReactNode;
}) {
  const [editing, setEditing] = useState<DraftJson | null>(null);
  if (drafts.length === 0) return null;
  return (
    <section aria-label={title} className="mt-4">
      <h3 className="text-sm font-semibold text-slate-700">{title}</h3>
      <ul className="mt-2 space-y-2">
        {drafts.map((draft) => (
          <li
            key={draft.id}
            className="card flex flex-col gap-3 p-4 sm:flex-row sm:items-center sm:justify-between"
            data-testid="new-draft-row"
          >
            <p className="flex flex-wrap items-center gap-2 font-semibold">
              {draft.label} <DraftBadge draft={draft} />
            </p>
            <button type="button" className="btn-secondary" onClick={() => setEditing(draft)} aria-label={`Edit draft ${draft.label}`}>
              Edit draft
            </button>
          </li>
        ))}
      </ul>
      {editing && (
        <Dialog open onClose={() => setEditing(null)} title={`Draft: ${editing.label}`} className="max-w-4xl">
          {renderForm(editing, () => setEditing(null))}
        </Dialog>
      )}
    </section>
  );
}
