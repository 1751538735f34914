// The sign-in screen: username and password, or a passkey (decision 080): offered in the username
// field's suggestions where the browser supports it (conditional UI), and by a button.
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useEffectEvent, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { toast } from 'sonner';
import { ApiError, errorMessage } from '~/src/lib/api/client';
import { LoginSchema, type LoginInput } from '~/src/lib/schemas/login';
import { useAuth } from './auth';
import { FormField } from '../ui/FormField';
import { ScreenTitle } from './ScreenTitle';
import { cancelPasskeyRequest, isCancelled, passkeyProblem, signInWithPasskey } from './passkey-client';

/** The autofill's request and the button's can fail alike at once: one toast says so, not two. */
const PASSKEY_FAILED_TOAST = 'passkey-sign-in-failed';

const WELCOME = 'Login successful - Welcome to the admin panel';

/** The password was right, but the team requires this admin to use a passkey (403 with `passkeyRequired`). */
const isPasskeyRequired = (error: unknown) =>
  error instanceof ApiError && error.status === 403 && error.body.includes('"passkeyRequired":true');

export function LoginForm({ onForgotPassword }: { onForgotPassword: () => void }) {
  const { login, state, adoptSession } = useAuth();
  const [passkeyNeeded, setPasskeyNeeded] = useState<string | null>(null);
  const [isUsingPasskey, setUsingPasskey] = useState(false);
  // The autofill's ceremony and the button's can both be under way: the browser may have answered
  // the autofill just as the button was pressed. The first session opened is the one; whatever the
  // other ends in (a second session, a refused challenge) is not shown.
  const isSignedIn = useRef(false);
  const adoptPasskeySession = (session: Parameters<typeof adoptSession>[0]) => {
    if (isSignedIn.current) return;
    isSignedIn.current = true;
    adoptSession(session);
    toast.success(WELCOME);
  };
  const passkeyFailed = (error: unknown) => {
    if (isSignedIn.current || isCancelled(error)) return;
    toast.error('Passkey sign-in failed', { id: PASSKEY_FAILED_TOAST, description: passkeyProblem(error, 'Please try again.') });
  };
  // Passkeys in the username field's suggestions, while this screen shows.
  const signedInWithAutofill = useEffectEvent(adoptPasskeySession);
  const autofillFailed = useEffectEvent(passkeyFailed);
  useEffect(() => {
    let isShown = true;
    signInWithPasskey({ autofill: true })
      .then((session) => {
        if (session && isShown) signedInWithAutofill(session);
      })
      .catch((error: unknown) => {
        if (isShown) autofillFailed(error);
      });
    return () => {
      isShown = false;
      void cancelPasskeyRequest();
    };
  }, []);

  const passkeySignIn = async () => {
    setUsingPasskey(true);
    try {
      const session = await signInWithPasskey();
      if (session) adoptPasskeySession(session);
    } catch (error) {
      passkeyFailed(error);
    } finally {
      setUsingPasskey(false);
    }
  };
  const sessionEnded = state.status === 'signed-out' && state.sessionEnded;
  const { register, handleSubmit, formState } = useForm<LoginInput, unknown, { username: string; password: string }>({
    resolver: zodResolver(LoginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors, isSubmitting } = formState;

  const submit = handleSubmit(async ({ username, password }) => {
    try {
      await login(username, password);
      toast.success(WELCOME);
    } catch (error) {
      if (isPasskeyRequired(error)) setPasskeyNeeded(errorMessage(error) ?? 'Sign in with a passkey.');
      else toast.error('Login failed', { description: errorMessage(error) ?? 'Invalid credentials' });
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
        {passkeyNeeded && (
          <p role="alert" className="rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900">
            {passkeyNeeded}
          </p>
        )}
        <FormField
          id="username"
          label="Username"
          autoComplete="username webauthn"
          error={errors.username?.message}
          {...register('username')}
        />
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
        <button type="button" className="btn-secondary w-full" disabled={isUsingPasskey} onClick={() => void passkeySignIn()}>
          {isUsingPasskey ? 'Waiting for your passkey...' : 'Sign in with a passkey'}
        </button>
        <button type="button" className="w-full text-center text-sm text-brand-700 underline" onClick={onForgotPassword}>
          Forgot password?
        </button>
      </form>
    </main>
  );
}
