// The signed-in person's passkeys, in the Account dialog (decision 080): each by the name they gave
// it, when it was added and last used; adding one on this device (a phone or a desktop) and
// removing one.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { formatDateTime } from '~/src/lib/format';
import { PASSKEY_NAME_MAX } from '~/src/lib/schemas/passkeys';
import { refetchAfterWrite } from '~/src/lib/query-client';
import { passkeysQuery } from '~/src/lib/api/queries';
import { FormField } from '../ui/FormField';
import { isCancelled, passkeyProblem, registerPasskey } from './passkey-client';

export function PasskeysSection() {
  const passkeys = useQuery(passkeysQuery());
  const [name, setName] = useState('');
  const [nameError, setNameError] = useState<string | undefined>();
  const refresh = () => refetchAfterWrite(passkeysQuery().queryKey);
  const add = useMutation({
    mutationFn: (passkeyName: string) => registerPasskey(passkeyName),
    onSuccess: ({ passkey }) => {
      setName('');
      toast.success('Passkey added', { description: `“${passkey.name}” signs you in on this device.` });
      void refresh();
    },
    onError: (error) => {
      if (!isCancelled(error)) toast.error('Passkey not added', { description: passkeyProblem(error, 'Please try again.') });
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiSend('DELETE', `/api/passkeys/${id}`),
    onSuccess: () => {
      toast.success('Passkey removed');
      void refresh();
    },
    onError: (error) => toast.error('Passkey not removed', { description: errorMessage(error) ?? 'Please try again.' }),
  });
  const submit = () => {
    const trimmed = name.trim();
    if (!trimmed) return setNameError('Give the passkey a name, e.g. "Work laptop" or "Phone"');
    setNameError(undefined);
    add.mutate(trimmed);
  };

  return (
    <section className="mt-6 space-y-3 border-t border-slate-200 pt-4" aria-labelledby="passkeys-heading">
      <h3 id="passkeys-heading" className="font-semibold">
        Passkeys
      </h3>
      <p className="text-sm text-slate-600">
        Sign in with your phone’s or computer’s screen lock instead of the password. Add one on each device you use.
      </p>
      {passkeys.data && passkeys.data.passkeys.length === 0 && <p className="text-sm text-slate-600">No passkeys yet.</p>}
      {passkeys.isError && <p className="text-sm text-red-700">Passkeys could not be loaded.</p>}
      {passkeys.data && passkeys.data.passkeys.length > 0 && (
        <ul className="divide-y divide-slate-200 rounded-md border border-slate-200" aria-label="Your passkeys">
          {passkeys.data.passkeys.map((passkey) => (
            <li key={passkey.id} className="flex items-center justify-between gap-3 p-3 text-sm">
              <div>
                <p className="font-medium">{passkey.name}</p>
                <p className="text-slate-600">
                  Added {formatDateTime(passkey.createdAt)} ·{' '}
                  {passkey.lastUsedAt ? `last used ${formatDateTime(passkey.lastUsedAt)}` : 'not used yet'}
                </p>
              </div>
              <button
                type="button"
                className="btn-secondary"
                aria-label={`Remove passkey ${passkey.name}`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(passkey.id)}
              >
                Remove
              </button>
            </li>
          ))}
        </ul>
      )}
      <FormField
        id="passkey-name"
        label="Name for a new passkey (e.g. Work laptop, Phone)"
        maxLength={PASSKEY_NAME_MAX}
        value={name}
        error={nameError}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="button" className="btn-secondary w-full" disabled={add.isPending} onClick={submit}>
        {add.isPending ? 'Waiting for your device...' : 'Add a passkey on this device'}
      </button>
    </section>
  );
}
