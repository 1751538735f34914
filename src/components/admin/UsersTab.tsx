// Users (admin only): the people on the team with their role and whether they can sign
// in, the invitations still pending (withdraw), and the form that invites a colleague by e-mail.
// Nobody changes their own role or deactivates themself; the server also keeps one active admin.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { teamQuery } from '~/src/lib/api/queries';
import { formatDateTime } from '~/src/lib/format';
import { queryClient } from '~/src/lib/query-client';
import { InviteSchema, type InviteData, type InviteInput, type UpdateUserData } from '~/src/lib/schemas/staff';
import { STAFF_ROLES, type StaffRole } from '~/src/lib/schemas/staff-roles';
import { FormField } from '../ui/FormField';
import { showServerFieldErrors } from '../ui/form-errors';
import { useSignedInUser } from './auth';
import { TeamSettingSwitch } from './TeamSettingSwitch';

const ROLE_LABELS: Record<StaffRole, string> = { admin: 'Admin', agent: 'Agent' };
const refreshTeam = () => queryClient.invalidateQueries({ queryKey: teamQuery().queryKey });

function InviteForm() {
  const form = useForm<InviteInput, unknown, InviteData>({
    resolver: zodResolver(InviteSchema),
    defaultValues: { email: '', role: 'agent' },
  });
  const { register, handleSubmit, formState, reset } = form;
  const invite = useMutation({
    mutationFn: (data: InviteData) => apiSend('POST', '/api/users/invitations', data),
    onSuccess: (_, data) => {
      toast.success('Invitation sent', { description: `${data.email} has 72 hours to join.` });
      reset();
      void refreshTeam();
    },
    onError: (error) => {
      showServerFieldErrors(error, form);
      toast.error('Invitation not sent', { description: errorMessage(error) ?? 'Please try again.' });
    },
  });
  return (
    <form
      onSubmit={handleSubmit((data) => invite.mutate(data))}
      noValidate
      className="card grid gap-4 p-4 sm:grid-cols-[1fr_10rem_auto] sm:items-end"
      aria-labelledby="invite-heading"
    >
      <h3 id="invite-heading" className="font-semibold sm:col-span-3">
        Invite a colleague
      </h3>
      <FormField
        id="invite-email"
        label="E-mail"
        type="email"
        autoComplete="off"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <FormField id="invite-role" label="Role" error={formState.errors.role?.message}>
        {(control) => (
          <select {...control} {...register('role')}>
            {STAFF_ROLES.map((role) => (
              <option key={role} value={role}>
                {ROLE_LABELS[role]}
              </option>
            ))}
          </select>
        )}
      </FormField>
      <button type="submit" className="btn-primary" disabled={invite.isPending}>
        {invite.isPending ? 'Sending...' : 'Invite'}
      </button>
    </form>
  );
}

export function UsersTab() {
  const me = useSignedInUser();
  const team = useQuery(teamQuery());
  const change = useMutation({
    mutationFn: ({ id, ...data }: UpdateUserData & { id: number; name: string }) =>
      apiSend('PUT', `/api/users/${id}`, { role: data.role, active: data.active }),
    onSuccess: (_, { name, active, role }) => {
      toast.success(
        active === false
          ? `${name} is deactivated`
          : active
            ? `${name} is active again`
            : `${name} is now ${role === 'admin' ? 'an admin' : 'an agent'}`,
      );
      void refreshTeam();
    },
    onError: (error) => {
      toast.error('Not changed', { description: errorMessage(error) ?? 'Please try again.' });
      void refreshTeam();
    },
  });
  const withdraw = useMutation({
    mutationFn: (id: number) => apiSend('DELETE', `/api/users/invitations/${id}`),
    onSuccess: () => toast.success('Invitation withdrawn'),
    onError: (error) => toast.error('Not withdrawn', { description: errorMessage(error) ?? 'Please try again.' }),
    onSettled: () => void refreshTeam(),
  });

  if (team.isPending) return <p className="text-slate-600">Loading</p>;
  if (team.isError) return <p className="text-red-700">The team could not be loaded. {errorMessage(team.error)}</p>;
  const { users, invitations } = team.data;

  return (
    <div className="space-y-8">
      <InviteForm />
      {/* Decision 080: turning it on needs a passkey of one's own (the server says so otherwise). */}
      <section aria-labelledby="require-passkeys-heading" className="card space-y-2 p-4">
        <h3 id="require-passkeys-heading" className="font-semibold">
          Sign-in
        </h3>
        <TeamSettingSwitch setting="requirePasskeysForAdmins">Require a passkey for every admin</TeamSettingSwitch>
        <p className="text-sm text-slate-600">
          Admins then sign in with a passkey only, not with the password alone. Each admin adds a passkey under Account first; one who loses
          theirs uses “Forgot password?”, and the e-mailed link lets them add a new one.
        </p>
      </section>
      <section aria-labelledby="people-heading">
        <h3 id="people-heading" className="mb-3 text-lg font-semibold">
          People
        </h3>
        <ul className="space-y-3">
          {users.map((user) => {
            const name = user.name ?? user.username;
            const isMe = user.id === me.id;
            return (
              <li key={user.id} className="card flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium break-words">
                    {name}
                    {isMe && <span className="text-slate-600"> (you)</span>}
                  </p>
                  <p className="text-sm break-all text-slate-600">{user.email ?? user.username}</p>
                </div>
                <span
                  className={`rounded px-2 py-1 text-sm ${user.active ? 'bg-green-100 text-green-800' : 'bg-slate-200 text-slate-700'}`}
                >
                  {user.active ? 'Active' : 'Deactivated'}
                </span>
                <label className="sr-only" htmlFor={`role-${user.id}`}>
                  Role of {name}
                </label>
                <select
                  id={`role-${user.id}`}
                  className="input w-auto"
                  value={user.role}
                  disabled={isMe || change.isPending}
                  onChange={(event) => change.mutate({ id: user.id, name, role: event.target.value as StaffRole })}
                >
                  {STAFF_ROLES.map((role) => (
                    <option key={role} value={role}>
                      {ROLE_LABELS[role]}
                    </option>
                  ))}
                </select>
                {!isMe && (
                  <button
                    type="button"
                    className="btn-secondary"
                    disabled={change.isPending}
                    aria-label={`${user.active ? 'Deactivate' : 'Reactivate'} ${name}`}
                    onClick={() => change.mutate({ id: user.id, name, active: !user.active })}
                  >
                    {user.active ? 'Deactivate' : 'Reactivate'}
                  </button>
                )}
              </li>
            );
          })}
        </ul>
      </section>
      <section aria-labelledby="invitations-heading">
        <h3 id="invitations-heading" className="mb-3 text-lg font-semibold">
          Pending invitations
        </h3>
        {invitations.length === 0 ? (
          <p className="text-slate-600">No invitations are waiting.</p>
        ) : (
          <ul className="space-y-3">
            {invitations.map((invitation) => (
              <li key={invitation.id} className="card flex flex-wrap items-center gap-3 p-4">
                <div className="min-w-0 flex-1 basis-48">
                  <p className="font-medium break-all">{invitation.email}</p>
                  <p className="text-sm text-slate-600">
                    {ROLE_LABELS[invitation.role]}, invited by {invitation.invitedBy ?? 'a former colleague'}; the link works until{' '}
                    {formatDateTime(invitation.expiresAt)}
                  </p>
                </div>
                <button
                  type="button"
                  className="btn-secondary"
                  disabled={withdraw.isPending}
                  aria-label={`Withdraw the invitation of ${invitation.email}`}
                  onClick={() => withdraw.mutate(invitation.id)}
                >
                  Withdraw
                </button>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
