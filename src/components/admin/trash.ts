// Deleting puts a record in the Trash (docs/PRODUCT.md §4); these restore it, from the toast's
// "Undo" or the Trash tab, and refresh every list (a restored unit changes several). A bulk delete
// or "Empty spam" restores all its records in one call (POST /api/trash/restore).
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { trashQuery } from '~/src/lib/api/queries';
import { queryClient } from '~/src/lib/query-client';
import type { TrashKind } from '~/src/lib/schemas/trash';

export async function restoreFromTrash(kind: TrashKind, ids: number | number[]): Promise<void> {
  try {
    if (Array.isArray(ids)) await apiSend('POST', '/api/trash/restore', { kind, ids });
    else await apiSend('POST', `/api/trash/${kind}/${ids}/restore`);
    toast.success('Restored');
  } catch (error) {
    toast.error('Could not restore', { description: errorMessage(error) ?? 'Please try again.' });
  }
  await queryClient.invalidateQueries();
}

/**
 * The product's delete toast (its text verbatim), saying the record went to the Trash, with
 * "Undo" (records wait there for 30 days). With several ids, Undo restores them all at once.
 */
export function toastDeleted(message: string, kind: TrashKind, ids: number | number[]): void {
  void queryClient.invalidateQueries({ queryKey: trashQuery().queryKey });
  toast.success(message, {
    description: 'Moved to the Trash.',
    duration: 10_000,
    action: { label: 'Undo', onClick: () => void restoreFromTrash(kind, ids) },
  });
}
