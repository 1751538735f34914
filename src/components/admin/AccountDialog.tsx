// The signed-in person's own account: their name and e-mail (ProfileForm), a new password (every
// other session ends), their passkeys (PasskeysSection), or signing out everywhere.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { ChangePasswordSchema, MIN_PASSWORD_LENGTH, type ChangePasswordData, type ChangePasswordInput } from '~/src/lib/schemas/login';
import { Dialog, FormDialogActions } from '../ui/Dialog';
import { FormField } from '../ui/FormField';
import { showServerFieldErrors } from '../ui/form-errors';
import { useAuth } from './auth';
import { PasskeysSection } from './PasskeysSection';
import { ProfileForm } from './ProfileForm';

export function AccountDialog({ onClose }: { onClose: () => void }) {
  const { signOutEverywhere } = useAuth();
  const form = useForm<ChangePasswordInput, unknown, ChangePasswordData>({
    resolver: zodResolver(ChangePasswordSchema),
    defaultValues: { currentPassword: '', newPassword: '' },
  });
  const { register, handleSubmit, formState } = form;
  const change = useMutation({
    mutationFn: (data: ChangePasswordData) => apiSend('POST', '/api/auth/password', data),
    onSuccess: () => {
      toast.success('Password changed', { description: 'Every other session has been signed out.' });
      onClose();
    },
    onError: (error) => {
      showServerFieldErrors(error, form);
      toast.error('Password not changed', { description: errorMessage(error) ?? 'Please try again.' });
    },
  });
  const everywhere = useMutation({
    mutationFn: signOutEverywhere,
    onSuccess: () => toast.success('Signed out everywhere'),
    onError: (error) => toast.error('Sign out failed', { description: errorMessage(error) ?? 'Please try again.' }),
  });

  return (
    <Dialog open onClose={onClose} title="Account" className="max-w-md">
      <ProfileForm />
      <form
        id="change-password-form"
        onSubmit={handleSubmit((data) => change.mutate(data))}
        noValidate
        className="mt-6 space-y-4 border-t border-slate-200 pt-4"
        aria-labelledby="change-password-heading"
      >
        <h3 id="change-password-heading" className="font-semibold">
          Change password
        </h3>
        <FormField
          id="currentPassword"
          label="Current password"
          type="password"
          autoComplete="current-password"
          error={formState.errors.currentPassword?.message}
          {...register('currentPassword')}
        />
        <FormField
          id="newPassword"
          label={`New password (at least ${MIN_PASSWORD_LENGTH} characters)`}
          type="password"
          autoComplete="new-password"
          error={formState.errors.newPassword?.message}
          {...register('newPassword')}
        />
      </form>
      <PasskeysSection />
      <section className="mt-6 border-t border-slate-200 pt-4" aria-labelledby="sign-out-everywhere-heading">
        <h3 id="sign-out-everywhere-heading" className="font-semibold">
          Sign out everywhere
        </h3>
        <p className="mt-1 text-sm text-slate-600">Ends every session of this account, on every device, this one included.</p>
        <button type="button" className="btn-secondary mt-3 w-full" disabled={everywhere.isPending} onClick={() => everywhere.mutate()}>
          Sign out everywhere
        </button>
      </section>
      <FormDialogActions form="change-password-form" submit="Change password" saving={change.isPending} leave="Close" onLeave={onClose} />
    </Dialog>
  );
}
