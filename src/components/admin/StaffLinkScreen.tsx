// What an e-mailed link opens before the sign-in form: "Join the leasing team" (an invitation: name
// and password; the new colleague is then signed in) or "Choose a new password" (a reset; then the
// sign-in form). Either way the secret is dropped from the address once the link has been used.
// The link is checked first (without using it): one used, withdrawn or expired says so at once, in
// place of a form that could only fail, with the way forward.
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useForm, type UseFormRegisterReturn } from 'react-hook-form';
import { toast } from 'sonner';
import { apiSend, errorMessage } from '~/src/lib/api/client';
import { SignInSchema, type PasskeyCreationOptionsSchema } from '~/src/lib/api/responses';
import { MIN_PASSWORD_LENGTH } from '~/src/lib/schemas/login';
import {
  JoinTeamSchema,
  NewPasswordSchema,
  type JoinTeamData,
  type JoinTeamInput,
  type NewPasswordData,
  type NewPasswordInput,
} from '~/src/lib/schemas/staff';
import { FormField } from '../ui/FormField';
import { showServerFieldErrors } from '../ui/form-errors';
import type { z } from 'zod';
import { useAuth } from './auth';
import { isCancelled, passkeyProblem, registerRecoveryPasskey } from './passkey-client';
import { clearStaffLink, type StaffLink } from './staff-link';
import { ScreenTitle } from './ScreenTitle';

interface LinkProps {
  token: string;
  /** The link was used or set aside: the sign-in form (or the workspace) takes over. */
  onDone: () => void;
}

function Screen({ title, onDone, children }: { title: string; onDone: () => void; children: ReactNode }) {
  const setAside = () => {
    clearStaffLink();
    onDone();
  };
  return (
    <main className="flex min-h-screen items-center justify-center bg-slate-100 p-4">
      <section className="card w-full max-w-sm space-y-4 p-6" aria-labelledby="staff-link-title">
        <ScreenTitle id="staff-link-title" className="text-2xl font-bold">
          {title}
        </ScreenTitle>
        {children}
        <button type="button" className="w-full text-center text-sm text-brand-700 underline" onClick={setAside}>
          Go to sign in
        </button>
      </section>
    </main>
  );
}

interface PasswordFieldsProps {
  password: UseFormRegisterReturn;
  confirmPassword: UseFormRegisterReturn;
  errors: { password?: { message?: string | undefined } | undefined; confirmPassword?: { message?: string | undefined } | undefined };
}

function PasswordFields({ password, confirmPassword, errors }: PasswordFieldsProps) {
  return (
    <>
      <FormField
        id="new-password"
        label={`Password (at least ${MIN_PASSWORD_LENGTH} characters)`}
        type="password"
        autoComplete="new-password"
        error={errors.password?.message}
        {...password}
      />
      <FormField
        id="confirm-password"
        label="Confirm password"
        type="password"
        autoComplete="new-password"
        error={errors.confirmPassword?.message}
        {...confirmPassword}
      />
    </>
  );
}

function JoinTeam({ token, onDone }: LinkProps) {
  const { adoptSession } = useAuth();
  const form = useForm<JoinTeamInput, unknown, JoinTeamData>({
    resolver: zodResolver(JoinTeamSchema),
    defaultValues: { name: '', password: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit(async ({ name, password }) => {
    try {
      const session = await apiSend('POST', '/api/invitations/accept', { token, name, password }, SignInSchema);
      clearStaffLink();
      onDone();
      adoptSession(session);
      toast.success(`Welcome to the team, ${session.user.name}`);
    } catch (error) {
      showServerFieldErrors(error, form);
      toast.error('Could not join the team', { description: errorMessage(error) ?? 'Please try again.' });
    }
  });
  return (
    <Screen title="Join the leasing team" onDone={onDone}>
      <p className="text-sm text-slate-600">Choose the name your colleagues will see and a password for the admin panel.</p>
      <form onSubmit={submit} noValidate className="space-y-4">
        <FormField
          id="join-name"
          label="Your name"
          autoComplete="name"
          error={form.formState.errors.name?.message}
          {...form.register('name')}
        />
        <PasswordFields
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
          errors={form.formState.errors}
        />
        <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Joining...' : 'Join the team'}
        </button>
      </form>
    </Screen>
  );
}

type CreationOptions = z.output<typeof PasskeyCreationOptionsSchema>;
const resetAnswer = () => import('~/src/lib/api/responses').then((r) => r.PasswordResetAnswerSchema);

/**
 * After a reset, someone the team requires a passkey of adds one on this device at once; doing so
 * signs them in (decision 080).
 */
function AddPasskeyAfterReset({ options, onDone }: { options: CreationOptions; onDone: () => void }) {
  const { adoptSession } = useAuth();
  const [name, setName] = useState('');
  const [error, setError] = useState<string | undefined>();
  const [isWaiting, setWaiting] = useState(false);
  const add = async () => {
    if (!name.trim()) return setError('Give the passkey a name, e.g. "Work laptop" or "Phone"');
    setError(undefined);
    setWaiting(true);
    try {
      const session = await registerRecoveryPasskey(name.trim(), options);
      clearStaffLink();
      onDone();
      adoptSession(session);
      toast.success('Passkey added', { description: 'You are signed in.' });
    } catch (problem) {
      if (!isCancelled(problem)) toast.error('Passkey not added', { description: passkeyProblem(problem, 'Please try again.') });
    } finally {
      setWaiting(false);
    }
  };
  return (
    <Screen title="Add a passkey" onDone={onDone}>
      <p className="text-sm text-slate-600">
        Your password is changed. Admins of this team sign in with a passkey: add one on this device now (within 15 minutes).
      </p>
      <FormField
        id="recovery-passkey-name"
        label="Name for the passkey (e.g. Work laptop, Phone)"
        value={name}
        error={error}
        onChange={(event) => setName(event.target.value)}
      />
      <button type="button" className="btn-primary w-full" disabled={isWaiting} onClick={() => void add()}>
        {isWaiting ? 'Waiting for your device...' : 'Add a passkey and sign in'}
      </button>
    </Screen>
  );
}

function ChooseNewPassword({ token, onDone }: LinkProps) {
  const [passkeyOptions, setPasskeyOptions] = useState<CreationOptions | null>(null);
  const form = useForm<NewPasswordInput, unknown, NewPasswordData>({
    resolver: zodResolver(NewPasswordSchema),
    defaultValues: { password: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit(async ({ password }) => {
    try {
      const answer = await apiSend('POST', '/api/auth/password-reset/confirm', { token, password }, resetAnswer);
      if (answer.passkeyRegistration) return setPasskeyOptions(answer.passkeyRegistration);
      clearStaffLink();
      onDone();
      toast.success('Password changed', { description: 'Sign in with your new password.' });
    } catch (error) {
      showServerFieldErrors(error, form);
      toast.error('Password not changed', { description: errorMessage(error) ?? 'Please try again.' });
    }
  });
  if (passkeyOptions) return <AddPasskeyAfterReset options={passkeyOptions} onDone={onDone} />;
  return (
    <Screen title="Choose a new password" onDone={onDone}>
      <form onSubmit={submit} noValidate className="space-y-4">
        <PasswordFields
          password={form.register('password')}
          confirmPassword={form.register('confirmPassword')}
          errors={form.formState.errors}
        />
        <button type="submit" className="btn-primary w-full" disabled={form.formState.isSubmitting}>
          {form.formState.isSubmitting ? 'Saving...' : 'Save new password'}
        </button>
      </form>
    </Screen>
  );
}

const checkAnswer = () => import('~/src/lib/api/responses').then((r) => r.StaffLinkCheckAnswerSchema);
const CHECK_PATHS: Record<StaffLink['kind'], string> = {
  invite: '/api/invitations/check',
  reset: '/api/auth/password-reset/check',
};

/** The screen of a link that no longer works, and what to do instead. */
function DeadLink({ kind, onDone, onForgotPassword }: { kind: StaffLink['kind']; onDone: () => void; onForgotPassword: () => void }) {
  if (kind === 'invite')
    return (
      <Screen title="This invitation no longer works" onDone={onDone}>
        <p role="alert" className="text-sm text-slate-700">
          The link has expired, was withdrawn or was already used. Ask an admin of the team for a new invitation. If you have joined
          already, sign in with your e-mail address.
        </p>
      </Screen>
    );
  const askAgain = () => {
    clearStaffLink();
    onForgotPassword();
  };
  return (
    <Screen title="This reset link no longer works" onDone={onDone}>
      <p role="alert" className="text-sm text-slate-700">
        The link has expired or was already used: each link works once, for one hour. Ask for a new one with “Forgot password?”.
      </p>
      <button type="button" className="btn-primary w-full" onClick={askAgain}>
        Forgot password?
      </button>
    </Screen>
  );
}

interface StaffLinkScreenProps {
  link: StaffLink;
  onDone: () => void;
  /** A dead reset link's way forward: the "Forgot password?" form. */
  onForgotPassword: () => void;
}

export default function StaffLinkScreen({ link, onDone, onForgotPassword }: StaffLinkScreenProps) {
  const check = useQuery({
    queryKey: ['staff-link-check', link.kind, link.token],
    queryFn: () => apiSend('POST', CHECK_PATHS[link.kind], { token: link.token }, checkAnswer),
  });
  if (check.isPending)
    return (
      <p className="p-8 text-center text-slate-600" role="status">
        Checking the link...
      </p>
    );
  // A check that failed (offline, throttled) shows the form: its own answer then says what is wrong.
  if (check.data?.usable === false) return <DeadLink kind={link.kind} onDone={onDone} onForgotPassword={onForgotPassword} />;
  return link.kind === 'invite' ? (
    <JoinTeam token={link.token} onDone={onDone} />
  ) : (
    <ChooseNewPassword token={link.token} onDone={onDone} />
  );
}
