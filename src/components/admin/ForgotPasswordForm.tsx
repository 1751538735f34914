// "Forgot password?" on the sign-in screen: an e-mail address, then the same message whatever the
// address (the server never tells whether it has an account). The link arrives by e-mail.
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import {
  PASSWORD_RESET_SENT,
  PasswordResetRequestSchema,
  type PasswordResetRequestData,
  type PasswordResetRequestInput,
} from '~/src/lib/schemas/staff';
import { FormField } from '../ui/FormField';
import { ScreenTitle } from './ScreenTitle';

export default function ForgotPasswordForm({ onBack }: { onBack: () => void }) {
  const [isSent, setSent] = useState(false);
  const { register, handleSubmit, formState } = useForm<PasswordResetRequestInput, unknown, PasswordResetRequestData>({
    resolver: zodResolver(PasswordResetRequestSchema),
    defaultValues: { email: '' },
  });
  const submit = handleSubmit(async (data) => {
    try {
      await apiSend('POST', '/api/auth/password-reset', data);
      setSent(true);
    } catch (error) {
      toast.error('Could not send the link', { description: errorMessage(error) ?? 'Please try again.' });
    }
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <section className="card w-full max-w-sm space-y-4 p-6" aria-labelledby="forgot-title">
        <ScreenTitle id="forgot-title" className="text-2xl font-bold">
          Forgot password?
        </ScreenTitle>
        {isSent ? (
          <p role="status" className="text-slate-700">
            {PASSWORD_RESET_SENT}
          </p>
        ) : (
          <form onSubmit={submit} noValidate className="space-y-4">
            <p className="text-sm text-slate-600">
              Enter the e-mail address of your account. We will send you a link to choose a new password.
            </p>
            <FormField
              id="reset-email"
              label="E-mail"
              type="email"
              autoComplete="email"
              error={formState.errors.email?.message}
              {...register('email')}
            />
            <button type="submit" className="btn-primary w-full" disabled={formState.isSubmitting}>
              {formState.isSubmitting ? 'Sending...' : 'Send the link'}
            </button>
          </form>
        )}
        <button type="button" className="w-full text-center text-sm text-brand-700 underline" onClick={onBack}>
          Back to sign in
        </button>
      </section>
    </main>
  );
}
