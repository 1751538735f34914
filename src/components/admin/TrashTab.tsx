// Trash: what was deleted in the last 30 days (docs/PRODUCT.md §4). Restore puts it back as it
// was; "Delete forever" removes it and, once nothing else shows them, its photos.
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { trashQuery } from '~/src/lib/api/queries';
import { formatDateTime } from '~/src/lib/format';
import { queryClient } from '~/src/lib/query-client';
import { CONTENT_KINDS } from '~/src/lib/schemas/content-kinds';
import { TRASH_RETENTION_DAYS, type TrashItem } from '~/src/lib/schemas/trash';
import { Photo } from '../ui/Photo';
import { useIsAdmin } from './auth';
import { restoreFromTrash } from './trash';

export function TrashTab() {
  const { data: items = [], isPending } = useQuery(trashQuery());
  // Purging is the admin's (decision 042); an agent restores.
  const isAdmin = useIsAdmin();
  const deleteForever = useMutation({
    mutationFn: (item: TrashItem) => apiSend('DELETE', `/api/trash/${item.kind}/${item.id}`),
    onSuccess: () => toast.success('Deleted forever'),
    onError: (error) => toast.error('Could not delete', { description: errorMessage(error) ?? 'Please try again.' }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: trashQuery().queryKey }),
  });
  const confirmDeleteForever = (item: TrashItem) =>
    window.confirm(`Delete ${item.label} forever? This cannot be undone.`) && deleteForever.mutate(item);

  return (
    <section aria-labelledby="trash-heading">
      <h2 id="trash-heading" className="text-xl font-semibold">
        Trash
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        Deleted items stay here for {TRASH_RETENTION_DAYS} days, then they and their photos are removed for good.
      </p>
      {isPending ? (
        <p className="mt-4 text-slate-600">Loading</p>
      ) : items.length === 0 ? (
        <p className="mt-4 text-slate-600">The Trash is empty.</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {items.map((item) => (
            <li
              key={`${item.kind}-${item.id}`}
              className="card flex flex-col gap-4 p-4 sm:flex-row sm:items-center"
              data-testid="trash-row"
            >
              {item.photo && (
                <div className="w-24 shrink-0 overflow-hidden rounded">
                  <Photo photoKey={item.photo} alt="" sizes="96px" className="aspect-[3/2] w-full object-cover" />
                </div>
              )}
              <div className="min-w-0 flex-1">
                <p className="text-xs font-semibold uppercase text-slate-500">{CONTENT_KINDS[item.kind].label}</p>
                <p className="font-semibold">{item.label}</p>
                {item.detail && <p className="truncate text-sm text-slate-600">{item.detail}</p>}
                <p className="text-xs text-slate-500">
                  Deleted {formatDateTime(item.deletedAt)} · removed for good {formatDateTime(item.purgeAt)}
                </p>
              </div>
              <div className="flex gap-2">
                <button
                  type="button"
                  className="btn-secondary"
                  onClick={() => void restoreFromTrash(item.kind, item.id)}
                  aria-label={`Restore ${item.label}`}
                >
                  Restore
                </button>
                {isAdmin && (
                  <button
                    type="button"
                    className="btn-secondary text-red-700"
                    onClick={() => confirmDeleteForever(item)}
                    aria-label={`Delete forever: ${item.label}`}
                  >
                    Delete forever
                  </button>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
