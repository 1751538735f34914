// What the inbox can do to an inquiry: mark it read, delete it (to the Trash, with Undo), send its
// e-mail again, or move it out of Spam; each refreshes both lists.
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { inquiriesQuery, spamInquiriesQuery } from '~/src/lib/api/queries';
import { InquiryJsonSchema } from '~/src/lib/api/responses';
import { queryClient } from '~/src/lib/query-client';
import { toastDeleted } from '../trash';

const refresh = () =>
  Promise.all([
    queryClient.invalidateQueries({ queryKey: inquiriesQuery().queryKey }),
    queryClient.invalidateQueries({ queryKey: spamInquiriesQuery().queryKey }),
  ]);

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
  return { markRead, remove, sendAgain, notSpam };
}

export type InquiryActions = ReturnType<typeof useInquiryActions>;
