// For admins, in the Users tab: the team setting that makes every admin sign in with a passkey
// (decision 080). Turning it on needs a passkey of one's own (the server says so otherwise).
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { teamSettingsQuery } from '~/src/lib/api/queries';
import { queryClient } from '~/src/lib/query-client';

const loadSchema = () => import('~/src/lib/api/responses').then((r) => r.TeamSettingsJsonSchema);

export function RequirePasskeysSwitch() {
  const settings = useQuery(teamSettingsQuery());
  const save = useMutation({
    mutationFn: (requirePasskeysForAdmins: boolean) => apiSend('PUT', '/api/team-settings', { requirePasskeysForAdmins }, loadSchema),
    onSuccess: (saved) => queryClient.setQueryData(teamSettingsQuery().queryKey, saved),
    onError: (error) => toast.error('Setting not saved', { description: errorMessage(error) ?? 'Please try again.' }),
  });
  // As AutoAssignSwitch: the state just chosen, so the switch does not flick back before the answer.
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (!settings.data) return null;
  const isOn = chosen ?? settings.data.requirePasskeysForAdmins;
  return (
    <section aria-labelledby="require-passkeys-heading" className="card space-y-2 p-4">
      <h3 id="require-passkeys-heading" className="font-semibold">
        Sign-in
      </h3>
      <label className="flex items-center gap-2 text-sm">
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
        Require a passkey for every admin
      </label>
      <p className="text-sm text-slate-600">
        Admins then sign in with a passkey only, not with the password alone. Each admin adds a passkey under Account first; one who loses
        theirs uses “Forgot password?”, and the e-mailed link lets them add a new one.
      </p>
    </section>
  );
}
