// The admin's session (docs/PRODUCT.md §4, §6): checked at start, a token kept under auth_token in local
// storage and sent as a bearer header (lib/api/client), the cookie for everything else. Logout
// clears the token and user only when the server confirms it. A session ended elsewhere (a 401 on
// any call) clears what was shown and asks to sign in again, saying why. A refusal (a 403 on any
// call) reads who is signed in again: a role changed meanwhile (an admin made an agent) takes
// effect on screen at once, and the workspace says so (roleChanged).
import { createContext, use, useEffect, useState, type ReactNode } from 'react';
import { apiGet, apiSend, AUTH_TOKEN_KEY, RIGHTS_CHANGED_EVENT, SESSION_ENDED_EVENT } from '~/src/lib/api/client';
import { SessionSchema, SignInSchema } from '~/src/lib/api/responses';
import type { SignedInUser } from '~/src/lib/api/types';
import { queryClient } from '~/src/lib/query-client';
import { isAdminRole } from '~/src/lib/schemas/staff-roles';

type AuthState =
  | { status: 'loading' }
  /** `sessionEnded`: signed out by the server (a 401 while signed in), not by this person. */
  | { status: 'signed-out'; sessionEnded?: boolean }
  /** `roleChanged`: the server answered a refusal and the role it now gives differs from the one shown before. */
  | { status: 'signed-in'; user: SignedInUser; roleChanged?: boolean };

interface AuthContextValue {
  state: AuthState;
  login(username: string, password: string): Promise<void>;
  logout(): Promise<void>;
  /** Ends every session of this admin (all devices), then this one. */
  signOutEverywhere(): Promise<void>;
  /** Takes up a session the server just opened (joining the team from an invitation). */
  adoptSession(session: { token: string; user: SignedInUser }): void;
  /** The signed-in person's own name and e-mail changed (Account dialog). */
  updateUser(user: SignedInUser): void;
  /** The person has read that their role changed. */
  dismissRoleChange(): void;
}

/** The same person as shown, with `user`'s role and details; the state itself when nothing changed. */
function withUser(was: AuthState, user: SignedInUser): AuthState {
  if (was.status !== 'signed-in') return was;
  if (was.user.role !== user.role) return { status: 'signed-in', user, roleChanged: true };
  return JSON.stringify(was.user) === JSON.stringify(user) ? was : { ...was, user };
}

const AuthContext = createContext<AuthContextValue | null>(null);

export function AuthProvider({ children }: { children: ReactNode }) {
  const [state, setState] = useState<AuthState>({ status: 'loading' });
  const forgetSession = (sessionEnded = false) => {
    localStorage.removeItem(AUTH_TOKEN_KEY);
    queryClient.clear();
    setState({ status: 'signed-out', sessionEnded });
  };
  const isSignedIn = state.status === 'signed-in';
  useEffect(() => {
    if (!isSignedIn) return;
    const ended = () => forgetSession(true);
    addEventListener(SESSION_ENDED_EVENT, ended);
    // One check at a time; a refusal that arrives during a check asks once more after it, since
    // that check may have been answered before the change that refused it.
    let isChecking = false;
    let isAskedAgain = false;
    let isUnmounted = false;
    const recheck = () => {
      if (isChecking) return void (isAskedAgain = true);
      isChecking = true;
      apiGet('/api/auth/me', SessionSchema)
        .then((me) => {
          if (isUnmounted) return;
          const user = me.authenticated ? me.user : undefined;
          if (user) setState((was) => withUser(was, user));
          else forgetSession(true);
        })
        .catch((error: unknown) => console.error('Rights check failed', error))
        .finally(() => {
          isChecking = false;
          if (isAskedAgain && !isUnmounted) {
            isAskedAgain = false;
            recheck();
          }
        });
    };
    addEventListener(RIGHTS_CHANGED_EVENT, recheck);
    return () => {
      isUnmounted = true;
      removeEventListener(SESSION_ENDED_EVENT, ended);
      removeEventListener(RIGHTS_CHANGED_EVENT, recheck);
    };
  }, [isSignedIn]);

  useEffect(() => {
    apiGet('/api/auth/me', SessionSchema)
      .then((me) => setState(me.authenticated && me.user ? { status: 'signed-in', user: me.user } : { status: 'signed-out' }))
      .catch((error: unknown) => {
        console.error('Auth check failed', error);
        setState({ status: 'signed-out' });
      });
  }, []);

  const value: AuthContextValue = {
    state,
    async login(username, password) {
      value.adoptSession(await apiSend('POST', '/api/auth/login', { username, password }, SignInSchema));
    },
    adoptSession({ token, user }) {
      localStorage.setItem(AUTH_TOKEN_KEY, token);
      setState({ status: 'signed-in', user });
    },
    updateUser(user) {
      // The answer carries the role too: one changed meanwhile is noticed here as well.
      setState((was) => withUser(was, user));
    },
    dismissRoleChange() {
      setState((was) => (was.status === 'signed-in' ? { status: 'signed-in', user: was.user } : was));
    },
    async logout() {
      try {
        await apiSend('POST', '/api/auth/logout');
      } catch (error) {
        console.error('Logout failed', error);
        throw error;
      }
      forgetSession();
    },
    async signOutEverywhere() {
      await apiSend('POST', '/api/auth/logout-everywhere');
      forgetSession();
    },
  };
  return <AuthContext value={value}>{children}</AuthContext>;
}

/** The signed-in staff member (inside the Workspace, which only renders signed in). */
export function useSignedInUser(): SignedInUser {
  const { state } = useAuth();
  if (state.status !== 'signed-in') throw new Error('useSignedInUser outside a signed-in admin');
  return state.user;
}

/** Whether the signed-in person has the admin role: the UI hides what an agent cannot do (the server refuses it too). */
export const useIsAdmin = (): boolean => isAdminRole(useSignedInUser().role);

export function useAuth(): AuthContextValue {
  const context = use(AuthContext);
  if (!context) throw new Error('useAuth must be used within an AuthProvider');
  return context;
}
