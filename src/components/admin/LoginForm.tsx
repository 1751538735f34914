import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { errorMessage } from '../../lib/api/client';
import { LoginSchema, type LoginInput } from '../../lib/schemas/login';
import { useAuth } from './auth';

export function LoginForm() {
  const { login } = useAuth();
  const { register, handleSubmit, formState } = useForm<LoginInput, unknown, { username: string; password: string }>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;
  const input = 'mt-1 block w-full rounded-md border border-slate-300 px-3 py-2';

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
        <h1 id="login-title" className="text-2xl font-bold">
          Admin Login
        </h1>
        <div>
          <label htmlFor="username" className="block text-sm font-medium">
            Username
          </label>
          <input
            id="username"
            autoComplete="username"
            className={input}
            {...register('username')}
            aria-invalid={errors.username ? true : undefined}
            aria-describedby={errors.username ? 'username-error' : undefined}
          />
          {errors.username && (
            <p id="username-error" className="mt-1 text-sm text-red-700">
              {errors.username.message}
            </p>
          )}
        </div>
        <div>
          <label htmlFor="password" className="block text-sm font-medium">
            Password
          </label>
          <input
            id="password"
            type="password"
            autoComplete="current-password"
            className={input}
            {...register('password')}
            aria-invalid={errors.password ? true : undefined}
            aria-describedby={errors.password ? 'password-error' : undefined}
          />
          {errors.password && (
            <p id="password-error" className="mt-1 text-sm text-red-700">
              {errors.password.message}
            </p>
          )}
        </div>
        <button type="submit" className="btn-primary w-full" disabled={isSubmitting}>
          {isSubmitting ? 'Logging in...' : 'Login'}
        </button>
      </form>
    </main>
  );
}
