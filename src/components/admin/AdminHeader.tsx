// The admin's header: View site, Download backup, Account and Logout in a row; below Tailwind's
// `sm` they fold into a Menu button (a disclosure), so the header never widens a phone's page.
// The public site's state (PublishStatus) sits beside the title; on a phone, on its own line.
import { useState } from 'react';
import { toast } from 'sonner';
import { useAuth, useIsAdmin } from './auth';
import { BackupButton } from './BackupButton';
import { PublishStatus } from './PublishStatus';
import { ScreenTitle } from './ScreenTitle';

export function AdminHeader({ onAccount }: { onAccount: () => void }) {
  const { logout } = useAuth();
  const isAdmin = useIsAdmin();
  const [isMenuOpen, setMenuOpen] = useState(false);
  const signOut = () =>
    logout().then(
      () => toast.success('Logged out successfully'),
      () => toast.error('Logout failed'),
    );

  return (
    <header className="border-b border-slate-200 bg-white">
      <div className="mx-auto flex max-w-6xl flex-wrap items-center justify-between gap-3 px-4 py-4">
        <ScreenTitle className="text-2xl font-bold">Admin Panel</ScreenTitle>
        <div className="order-1 w-full sm:order-none sm:mr-auto sm:w-auto">
          <PublishStatus />
        </div>
        <button
          type="button"
          className="btn-secondary sm:hidden"
          aria-expanded={isMenuOpen}
          aria-controls="admin-menu"
          onClick={() => setMenuOpen((open) => !open)}
        >
          Menu
        </button>
        <div
          id="admin-menu"
          className={`${isMenuOpen ? 'flex' : 'hidden'} order-2 w-full flex-col items-stretch gap-3 sm:order-none sm:flex sm:w-auto sm:flex-row sm:items-center`}
        >
          <a href="/" className="inline-flex items-center justify-center text-sm text-brand-700 underline">
            View site
          </a>
          {isAdmin && <BackupButton />}
          <button type="button" className="btn-secondary" onClick={onAccount}>
            Account
          </button>
          <button type="button" className="btn-secondary" onClick={signOut}>
            Logout
          </button>
        </div>
      </div>
    </header>
  );
}
