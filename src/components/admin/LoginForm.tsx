import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage } from '~/src/lib/api/client';
import { LoginSchema, type LoginInput } from '~/src/lib/schemas/login';
import { useAuth } from './auth';
import { FormField } from '../ui/FormField';
import { ScreenTitle } from './ScreenTitle';

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { login, state } = useAuth();
  const sessionEnded = state.status === 'signed-out' && state.sessionEnded;
  const { register, handleSubmit, formState } = useForm<LoginInput, unknown, { username: string; password: string }>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ username, password }) => {
    try {
      await login(username, password);
      toast.success('Login successful - Welcome to the admin panel');
    } catch (error) {
      toast.error('Login failed', { description: errorMessage(error) ?? 'Invalid credentials' });
    }
  });

  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <form onSubmit={submit} noValidate className="card w-full max-w-sm space-y-4 p-6" aria-labelledby="login-title">
        <ScreenTitle id="login-title" className="text-2xl font-bold">
          Admin Login
        </ScreenTitle>
        {sessionEnded && (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            Your session has ended. Please sign in again.
          </p>
        )}
        <FormField id="username" label="Username" autoComplete="username" error={errors.username?.message} {...register('username')} />
        <FormField
          id="password"
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...register('password')}
        />
        <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Login'}
        </button>
        <button type="button" className="w-full text-center text-sm text-brand-700 underline" onClick={onForgotPassword}>
          Forgot password?
        </button>
      </form>
    </main>
  );
}
