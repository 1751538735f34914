// For admins, above the inbox: the team's round-robin of new leads among the active agents (issue 20).
import { useMutation, useQuery } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { teamSettingsQuery } from '~/src/lib/api/queries';
import { TeamSettingsJsonSchema } from '~/src/lib/api/responses';
import { queryClient } from '~/src/lib/query-client';
import { useIsAdmin } from '../auth';

export function AutoAssignSwitch() {
  const isAdmin = useIsAdmin();
  const settings = useQuery({ ...teamSettingsQuery(), enabled: isAdmin });
  const save = useMutation({
    mutationFn: (autoAssign: boolean) => apiSend('PUT', '/api/team-settings', { autoAssign }, TeamSettingsJsonSchema),
    onSuccess: (saved) => queryClient.setQueryData(teamSettingsQuery().queryKey, saved),
    onError: (error) => toast.error('Setting not saved', { description: errorMessage(error) ?? 'Please try again.' }),
  });
  if (!isAdmin || !settings.data) return null;
  const isOn = save.isPending ? save.variables : settings.data.autoAssign;
  return (
    <label className="mt-3 flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        role="switch"
        className="size-5"
        checked={isOn}
        disabled={save.isPending}
        onChange={(event) => save.mutate(event.target.checked)}
      />
      Assign new leads automatically (round-robin among agents)
    </label>
  );
}
