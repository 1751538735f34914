// Inside an inquiry's dialog: who works the lead. Any signed-in person may give it to an active
// colleague or to no one; the change is recorded in the lead's history.
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { teamSettingsQuery } from '~/src/lib/api/queries';
import { InquiryJsonSchema } from '~/src/lib/api/responses';
import type { InquiryJson } from '~/src/lib/api/types';
import { refreshLead } from '../refresh-lead';

export function AssigneeSelect({ inquiry }: { inquiry: InquiryJson }) {
  const team = useQuery(teamSettingsQuery());
  const assign = useMutation({
    mutationFn: (userId: number | null) => apiSend('PUT', `/api/contact-submissions/${inquiry.id}/assignee`, { userId }, InquiryJsonSchema),
    onSuccess: () => refreshLead(inquiry.id),
    onError: (error) => toast.error('Not assigned', { description: errorMessage(error) ?? 'Please try again.' }),
  });
  const people = team.data?.assignees ?? [];
  // A lead kept by someone since deactivated still names them.
  const isListed = inquiry.assignedTo === null || people.some((person) => person.id === inquiry.assignedTo?.id);
  return (
    <select
      id={`assignee-${inquiry.id}`}
      aria-label="Assigned to"
      className="rounded-md border border-slate-300 px-2 py-1"
      value={inquiry.assignedUserId ?? ''}
      disabled={assign.isPending || team.isPending}
      onChange={(event) => assign.mutate(event.target.value === '' ? null : Number(event.target.value))}
    >
      <option value="">No one</option>
      {!isListed && inquiry.assignedTo && <option value={inquiry.assignedTo.id}>{inquiry.assignedTo.name}</option>}
      {people.map((person) => (
        <option key={person.id} value={person.id}>
          {person.name}
        </option>
      ))}
    </select>
  );
}
