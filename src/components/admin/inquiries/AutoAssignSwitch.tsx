// For admins, above the inbox: the team's round-robin of new leads among the active agents.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
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
  // The state just chosen, held in React state set in the change event itself: React restores a
  // controlled checkbox to its value as the event ends, and the mutation's own state arrives a tick
  // later, so the switch flicked back for a moment (a browser test caught it between the two).
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (!isAdmin || !settings.data) return null;
  const isOn = chosen ?? settings.data.autoAssign;
  return (
    <label className="mt-3 flex items-center gap-2 text-sm">
      <input
        type="checkbox"
        role="switch"
        className="size-5"
        checked={isOn}
        disabled={save.isPending}
        onChange={(event) => {
          const on = event.target.checked;
          setChosen(on);
          save.mutate(on, { onSettled: () => setChosen(null) });
        }}
      />
      Assign new leads automatically (round-robin among agents)
    </label>
  );
}
