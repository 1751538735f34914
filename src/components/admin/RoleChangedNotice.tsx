// Says, above the workspace, that the signed-in person's role changed while their screen was
// open (a colleague made them an agent): what only an admin may do is hidden from then on. It
// stays until dismissed, rather than a toast: the refused action's own toast says what failed,
// and only one toast shows at a time.
import { useEffect, useRef } from 'react';
import { isAdminRole } from '~/src/lib/schemas/staff-roles';
import { useAuth, useSignedInUser } from './auth';

/** The notice's words for the role the person has now (docs/PRODUCT.md, Admin). */
export const roleChangedMessage = (role: string): string =>
  isAdminRole(role)
    ? 'Your role changed: you are now an admin. Controls for admins are shown.'
    : 'Your role changed: you are now an agent. Controls for admins are hidden.';

export function RoleChangedNotice() {
  const { state, dismissRoleChange } = useAuth();
  const { role } = useSignedInUser();
  const notice = useRef<HTMLDivElement>(null);
  const isShown = state.status === 'signed-in' && state.roleChanged === true;
  // The control the person was using may have gone with the role: the keyboard lands here.
  useEffect(() => {
    if (isShown && (document.activeElement === null || document.activeElement === document.body)) notice.current?.focus();
  }, [isShown, role]);
  if (!isShown) return null;
  return (
    <div
      ref={notice}
      role="alert"
      tabIndex={-1}
      className="mb-6 flex flex-wrap items-center justify-between gap-3 rounded-md border border-amber-300 bg-amber-50 p-3 text-sm text-amber-900"
    >
      <p>{roleChangedMessage(role)}</p>
      <button type="button" className="btn-secondary" onClick={dismissRoleChange}>
        Dismiss
      </button>
    </div>
  );
}
