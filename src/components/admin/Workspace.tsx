// The signed-in admin: the header (AdminHeader), four summary cards that switch tabs, and the tabs
// (the Dashboard first).
import { useQuery } from '@tanstack/react-query';
import { lazy, Suspense, useState } from 'react';
import { buildingsQuery, galleryQuery, inquiriesQuery, unitsQuery } from '~/src/lib/api/queries';
import { AccountDialog } from './AccountDialog';
import { AdminHeader } from './AdminHeader';
import type { AdminTab } from './admin-url';
import { AvailabilityTab } from './AvailabilityTab';
import { BuildingsTab } from './BuildingsTab';
import { GalleryTab } from './GalleryTab';
import { InquiriesTab } from './InquiriesTab';
import { SiteTab } from './site/SiteTab';
import { Tabs, type TabDefinition } from './Tabs';
import { TrashTab } from './TrashTab';
import { UnitsTab } from './UnitsTab';
import { useAdminUrl } from './use-admin-url';

type TabId = AdminTab;

// The Dashboard's chart library loads with that tab only.
const DashboardTab = lazy(() => import('./DashboardTab'));

const TABS: TabDefinition<TabId>[] = [
  {
    id: 'dashboard',
    label: 'Dashboard',
    render: () => (
      <Suspense fallback={<p className="text-slate-600">Loading</p>}>
        <DashboardTab />
      </Suspense>
    ),
  },
  { id: 'units', label: 'Available Space', render: () => <UnitsTab /> },
  { id: 'buildings', label: 'Buildings', render: () => <BuildingsTab /> },
  { id: 'inquiries', label: 'Inquiries', render: () => <InquiriesTab /> },
  { id: 'gallery', label: 'Gallery', render: () => <GalleryTab /> },
  { id: 'availability', label: 'Availability', render: () => <AvailabilityTab /> },
  { id: 'site', label: 'Site', render: () => <SiteTab /> },
  { id: 'trash', label: 'Trash', render: () => <TrashTab /> },
];

export function Workspace() {
  // The tab is in the address (deep links): each switch is a history entry, Back returns.
  const [{ tab }, navigate] = useAdminUrl();
  const setTab = (next: TabId) => navigate({ tab: next });
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
          <Tabs tabs={TABS} selected={tab} onSelect={setTab} />
        </div>
      </main>
      {isAccountOpen && <AccountDialog onClose={() => setAccountOpen(false)} />}
    </div>
  );
}
