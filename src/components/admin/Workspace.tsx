// The signed-in admin: the header (AdminHeader), four summary cards that switch tabs, and the tabs
// (the Dashboard first). A tab the person may not see (their role changed while it was open, or a
// deep link an agent followed) gives way to the Dashboard.
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useEffect, useState, type ComponentType, type ReactNode } from 'react';
import { buildingsQuery, galleryQuery, inquiriesQuery, unitsQuery } from '~/src/lib/api/queries';
import { AccountDialog } from './AccountDialog';
import { AdminHeader } from './AdminHeader';
import { useIsAdmin } from './auth';
import { RoleChangedNotice } from './RoleChangedNotice';
import type { AdminTab } from './admin-url';
import { Tabs, type TabDefinition } from './Tabs';
import { useAdminUrl } from './use-admin-url';
import { mayDiscardUnsavedWork } from '../ui/unsaved-work';

type TabId = AdminTab;

// Each tab's code loads when the tab is first shown (the Dashboard's chart library with it), so
// the first screen carries only the sign-in, the frame and the first tab (docs/decisions/052).
function lazyTab(load: () => Promise<ComponentType>): () => ReactNode {
  const Tab = lazy(() => load().then((component) => ({ default: component })));
  return () => (
    <Suspense fallback={<p className="text-slate-600">Loading</p>}>
      <Tab />
    </Suspense>
  );
}

// adminOnly: hidden from agents (the API refuses them too; decision 042).
const TABS: (TabDefinition<TabId> & { adminOnly?: boolean })[] = [
  { id: 'dashboard', label: 'Dashboard', render: lazyTab(() => import('./DashboardTab').then((m) => m.default)) },
  { id: 'units', label: 'Available Space', render: lazyTab(() => import('./UnitsTab').then((m) => m.UnitsTab)) },
  { id: 'buildings', label: 'Buildings', render: lazyTab(() => import('./BuildingsTab').then((m) => m.BuildingsTab)) },
  { id: 'inquiries', label: 'Inquiries', render: lazyTab(() => import('./InquiriesTab').then((m) => m.InquiriesTab)) },
  { id: 'gallery', label: 'Gallery', render: lazyTab(() => import('./GalleryTab').then((m) => m.GalleryTab)) },
  { id: 'availability', label: 'Availability', render: lazyTab(() => import('./AvailabilityTab').then((m) => m.AvailabilityTab)) },
  { id: 'site', label: 'Site', adminOnly: true, render: lazyTab(() => import('./site/SiteTab').then((m) => m.SiteTab)) },
  { id: 'trash', label: 'Trash', render: lazyTab(() => import('./TrashTab').then((m) => m.TrashTab)) },
  { id: 'users', label: 'Users', adminOnly: true, render: lazyTab(() => import('./UsersTab').then((m) => m.UsersTab)) },
  { id: 'activity', label: 'Activity', adminOnly: true, render: lazyTab(() => import('./ActivityTab').then((m) => m.ActivityTab)) },
  { id: 'privacy', label: 'Privacy', adminOnly: true, render: lazyTab(() => import('./PrivacyTab').then((m) => m.PrivacyTab)) },
];

export function Workspace() {
  // The tab is in the address (deep links): each switch is a history entry, Back returns.
  const [{ tab }, navigate] = useAdminUrl();
  const isAdmin = useIsAdmin();
  const tabs = isAdmin ? TABS : TABS.filter((t) => !t.adminOnly);
  const isTabHidden = !tabs.some((t) => t.id === tab);
  // In place of the hidden tab's history entry: Back does not return to it.
  useEffect(() => {
    if (isTabHidden) navigate({ tab: 'dashboard' }, { replace: true });
  }, [isTabHidden, navigate]);
  // Leaving a tab with unsaved edits asks first; going back to it (its panel still shown) never does.
  const setTab = (next: TabId) => (next === tab || mayDiscardUnsavedWork()) && navigate({ tab: next });
  const [isAccountOpen, setAccountOpen] = useState(false);
  const units = useQuery(unitsQuery()).data ?? [];
  const buildings = useQuery(buildingsQuery()).data ?? [];
  const inquiries = useQuery(inquiriesQuery()).data ?? [];
  const gallery = useQuery(galleryQuery()).data ?? [];
  const cards: { tab: TabId; title: string; total: number; detail: string }[] = [
    {
      tab: 'units',
      title: 'Available Space',
      total: units.length,
      detail: `${units.filter((u) => u.status === 'available').length} available`,
    },
    { tab: 'buildings', title: 'Buildings', total: buildings.length, detail: `${buildings.filter((b) => b.featured).length} featured` },
    { tab: 'inquiries', title: 'Inquiries', total: inquiries.length, detail: `${inquiries.filter((i) => i.status === 'new').length} new` },
    { tab: 'gallery', title: 'Gallery Images', total: gallery.length, detail: `${gallery.filter((g) => g.featured).length} featured` },
  ];

  return (
    <div className="min-h-screen bg-slate-50">
      <AdminHeader onAccount={() => setAccountOpen(true)} />
      <main className="mx-auto max-w-6xl px-4 py-6">
        <RoleChangedNotice />
        <ul className="grid grid-cols-2 gap-4 lg:grid-cols-4">
          {cards.map((card) => (
            <li key={card.tab}>
              <button type="button" className="card w-full p-4 text-left hover:border-brand-600" onClick={() => setTab(card.tab)}>
                <span className="block text-sm text-slate-600">{card.title}</span>
                <span className="block text-3xl font-bold">{card.total}</span>
                <span className="block text-sm text-slate-600">{card.detail}</span>
              </button>
            </li>
          ))}
        </ul>
        <div className="mt-8">
          <Tabs tabs={tabs} selected={tab} onSelect={setTab} />
        </div>
      </main>
      {isAccountOpen && <AccountDialog onClose={() => setAccountOpen(false)} />}
    </div>
  );
}
