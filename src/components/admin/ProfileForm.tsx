// The signed-in person's own name (what history lines and colleagues see) and e-mail address
// (where invitations' and resets' links go; one account per address). In the Account dialog.
import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { ProfileAnswerSchema } from '~/src/lib/api/responses';
import { ProfileSchema, type ProfileData, type ProfileInput } from '~/src/lib/schemas/staff';
import { FormField } from '../ui/FormField';
import { showServerFieldErrors } from '../ui/form-errors';
import { useAuth, useSignedInUser } from './auth';

export function ProfileForm() {
  const user = useSignedInUser();
  const { updateUser } = useAuth();
  const form = useForm<ProfileInput, unknown, ProfileData>({
    resolver: zodResolver(ProfileSchema),
    defaultValues: { name: user.name, email: user.email ?? '' },
  });
  const { register, handleSubmit, formState } = form;
  const save = useMutation({
    mutationFn: (data: ProfileData) => apiSend('PUT', '/api/auth/profile', data, ProfileAnswerSchema),
    onSuccess: ({ user: saved }) => {
      updateUser(saved);
      toast.success('Profile saved');
    },
    onError: (error) => {
      showServerFieldErrors(error, form);
      toast.error('Profile not saved', { description: errorMessage(error) ?? 'Please try again.' });
    },
  });
  return (
    <form onSubmit={handleSubmit((data) => save.mutate(data))} noValidate className="space-y-4" aria-labelledby="profile-heading">
      <h3 id="profile-heading" className="font-semibold">
        Profile
      </h3>
      <FormField id="profile-name" label="Name" autoComplete="name" error={formState.errors.name?.message} {...register('name')} />
      <FormField
        id="profile-email"
        label="E-mail"
        type="email"
        autoComplete="email"
        error={formState.errors.email?.message}
        {...register('email')}
      />
      <button type="submit" className="btn-secondary w-full" disabled={save.isPending}>
        {save.isPending ? 'Saving...' : 'Save profile'}
      </button>
    </form>
  );
}
