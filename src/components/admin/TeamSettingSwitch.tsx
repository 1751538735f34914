// For admins: one on/off team setting (the round-robin of new leads, the passkey requirement),
// saved with PUT /api/team-settings as soon as it is switched.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { teamSettingsQuery } from '~/src/lib/api/queries';
import { queryClient } from '~/src/lib/query-client';
import { useIsAdmin } from './auth';

const loadSchema = () => import('~/src/lib/api/responses').then((r) => r.TeamSettingsJsonSchema);

type OnOffSetting = 'autoAssign' | 'requirePasskeysForAdmins';

export function TeamSettingSwitch({ setting, className, children }: { setting: OnOffSetting; className?: string; children: ReactNode }) {
  const isAdmin = useIsAdmin();
  const settings = useQuery({ ...teamSettingsQuery(), enabled: isAdmin });
  const save = useMutation({
    mutationFn: (on: boolean) => apiSend('PUT', '/api/team-settings', { [setting]: on }, loadSchema),
    onSuccess: (saved) => queryClient.setQueryData(teamSettingsQuery().queryKey, saved),
    onError: (error) => toast.error('Setting not saved', { description: errorMessage(error) ?? 'Please try again.' }),
  });
  // The state just chosen, held in React state set in the change event itself: React restores a
  // controlled checkbox to its value as the event ends, and the mutation's own state arrives a tick
  // later, so the switch flicked back for a moment (a browser test caught it between the two).
  // The switch stays disabled until the server has answered.
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (!isAdmin || !settings.data) return null;
  const isOn = chosen ?? settings.data[setting];
  return (
    <label className={`flex items-center gap-2 text-sm ${className ?? ''}`}>
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
      {children}
    </label>
  );
}
