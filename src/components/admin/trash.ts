// Deleting puts a record in the Trash (docs/PRODUCT.md §4); these restore it, from the toast's
// "Undo" or the Trash tab, and refresh every list (a restored unit changes several).
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { trashQuery } from '~/src/lib/api/queries';
import { queryClient } from '~/src/lib/query-client';
import type { TrashKind } from '~/src/lib/schemas/trash';

export async function restoreFromTrash(kind: TrashKind, id: number): Promise<void> {
  try {
    await apiSend('POST', `/api/trash/${kind}/${id}/restore`);
    toast.success('Restored');
  } catch (error) {
    toast.error('Could not restore', { description: errorMessage(error) ?? 'Please try again.' });
  }
  await queryClient.invalidateQueries();
}

/** The product's delete toast, with "Undo" (the record waits in the Trash for 30 days). */
export function toastDeleted(message: string, kind: TrashKind, id: number): void {
  void queryClient.invalidateQueries({ queryKey: trashQuery().queryKey });
  toast.success(message, {
    description: 'Moved to the Trash.',
    duration: 10_000,
    action: { label: 'Undo', onClick: () => void restoreFromTrash(kind, id) },
  });
}
