// What the inbox can do to an inquiry: mark it read, delete it (to the Trash, with Undo), send its
// e-mail again, or move it out of Spam; to many at once (bulk) and "Empty spam", each one API call
// with Undo through the Trash; each refreshes both lists.
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { inquiriesQuery, spamInquiriesQuery } from '~/src/lib/api/queries';
import { InquiryJsonSchema } from '~/src/lib/api/responses';
import { BulkResultSchema, type BulkInquiryAction } from '~/src/lib/schemas/inquiry-bulk';
import { queryClient } from '~/src/lib/query-client';
import { toastDeleted } from '../trash';

const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: inquiriesQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: spamInquiriesQuery().queryKey }),
  ]);

const inquiryCount = (n: number) => `${n} ${n === 1 ? 'inquiry' : 'inquiries'}`;

export function useInquiryActions() {
  const markRead = useMutation({
    mutationFn: (id: number) => apiSend('PUT', `/api/contact-submissions/${id}/status`, { status: 'read' }),
    onSuccess: refresh,
    onError: (error) => console.error('Failed to update inquiry status', error),
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiSend('DELETE', `/api/contact-submissions/${id}`),
    onSuccess: (_, id) => {
      toastDeleted('Inquiry deleted successfully', 'inquiry', id);
      void refresh();
    },
    onError: () => toast.error('Failed to delete inquiry'),
  });
  const sendAgain = useMutation({
    mutationFn: (id: number) => apiSend('PUT', `/api/contact-submissions/${id}/notify`, undefined, InquiryJsonSchema),
    onSuccess: (inquiry) => {
      if (inquiry.notifyState === 'sent') toast.success('E-mail sent');
      else toast.error('E-mail not delivered', { description: inquiry.notifyLastError ?? 'Please try again later.' });
      void refresh();
    },
    onError: (error) => toast.error('E-mail not delivered', { description: errorMessage(error) ?? 'Please try again later.' }),
  });
  const notSpam = useMutation({
    mutationFn: (id: number) => apiSend('PUT', `/api/contact-submissions/${id}/not-spam`),
    onSuccess: () => {
      toast.success('Moved to the inbox', { description: 'The leasing team e-mail has been sent.' });
      void refresh();
    },
    onError: (error) => toast.error('Could not move the inquiry', { description: errorMessage(error) ?? 'Please try again.' }),
  });
  const bulk = useMutation({
    mutationFn: ({ action, ids }: { action: BulkInquiryAction; ids: number[] }) =>
      apiSend('POST', '/api/contact-submissions/bulk', { action, ids }, BulkResultSchema),
    onSuccess: ({ ids }, { action }) => {
      const count = inquiryCount(ids.length);
      if (action === 'delete') toastDeleted(`${count} deleted successfully`, 'inquiry', ids);
      else if (action === 'mark-read') toast.success(`${count} marked read`);
      else toast.success(`${count} moved to the inbox`, { description: 'The leasing team e-mail goes out for each.' });
      void refresh();
    },
    onError: (error) => toast.error('Nothing was changed', { description: errorMessage(error) ?? 'Please try again.' }),
  });
  const emptySpam = useMutation({
    mutationFn: () => apiSend('POST', '/api/contact-submissions/empty-spam', {}, BulkResultSchema),
    onSuccess: ({ ids }) => {
      if (ids.length > 0) toastDeleted(`Spam emptied: ${inquiryCount(ids.length)} deleted`, 'inquiry', ids);
      void refresh();
    },
    onError: (error) => toast.error('Could not empty Spam', { description: errorMessage(error) ?? 'Please try again.' }),
  });
  return { markRead, remove, sendAgain, notSpam, bulk, emptySpam };
}

export type InquiryActions = ReturnType<typeof useInquiryActions>;
