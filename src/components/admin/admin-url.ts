// The admin's place in its address (deep links): the tab, the inquiry list's view and filters, and
// the open inquiry or unit, e.g. /admin?tab=inquiries&view=spam&inquiry=123. Ids and fixed choices
// only: no names, e-mail addresses or typed search text ever go into the URL. Pure functions,
// tested in admin-url.test.ts; use-admin-url.ts keeps them in step with the browser's history.
import { LEAD_SOURCES, type LeadSource } from '~/src/lib/lead-source';
import { LEAD_STAGES, type LeadStage } from '~/src/lib/schemas/lead';

export const ADMIN_TABS = [
  'dashboard',
  'units',
  'buildings',
  'inquiries',
  'gallery',
  'availability',
  'site',
  'trash',
  'users',
  'activity',
  'privacy',
] as const;
export type AdminTab = (typeof ADMIN_TABS)[number];

export interface AdminLocation {
  tab: AdminTab;
  /** Inquiries tab: the inbox or the Spam view, and the inbox's filters. */
  view: 'inbox' | 'spam';
  stage: LeadStage | 'all';
  show: 'all' | 'new' | 'read';
  overdue: boolean;
  /** Inbox: everyone's leads, the signed-in person's, or those no one has yet. */
  owner: 'all' | 'mine' | 'unassigned';
  /** Inbox: the leads of one channel, asked of the server. */
  source: LeadSource | 'all';
  /** The inquiry whose dialog is open (Inquiries tab). */
  inquiry: number | null;
  /** The unit whose form is open (Available Space tab). */
  unit: number | null;
}

export const HOME: AdminLocation = {
  tab: 'dashboard',
  view: 'inbox',
  stage: 'all',
  show: 'all',
  overdue: false,
  owner: 'all',
  source: 'all',
  inquiry: null,
  unit: null,
};

const oneOf = <T extends string>(choices: readonly T[], value: string | null, fallback: T): T =>
  choices.find((choice) => choice === value) ?? fallback;
const id = (value: string | null) => (value && /^[1-9]\d{0,9}$/.test(value) && Number(value) <= 2_147_483_647 ? Number(value) : null);

export function parseAdminSearch(search: string): AdminLocation {
  const params = new URLSearchParams(search);
  const tab = oneOf(ADMIN_TABS, params.get('tab'), 'dashboard');
  if (tab === 'units') return { ...HOME, tab, unit: id(params.get('unit')) };
  if (tab !== 'inquiries') return { ...HOME, tab };
  return {
    ...HOME,
    tab,
    view: oneOf(['inbox', 'spam'], params.get('view'), 'inbox'),
    stage: oneOf([...LEAD_STAGES, 'all'], params.get('stage'), 'all'),
    show: oneOf(['all', 'new', 'read'], params.get('show'), 'all'),
    overdue: params.get('overdue') === '1',
    owner: oneOf(['all', 'mine', 'unassigned'], params.get('owner'), 'all'),
    source: oneOf([...LEAD_SOURCES, 'all'], params.get('source'), 'all'),
    inquiry: id(params.get('inquiry')),
  };
}

/** The query string for a location ('' for the Dashboard); only what differs from the defaults. */
export function adminSearch(location: AdminLocation): string {
  const params = new URLSearchParams();
  if (location.tab !== 'dashboard') params.set('tab', location.tab);
  if (location.tab === 'units' && location.unit !== null) params.set('unit', String(location.unit));
  if (location.tab === 'inquiries') {
    if (location.view !== 'inbox') params.set('view', location.view);
    if (location.view === 'inbox') {
      if (location.stage !== 'all') params.set('stage', location.stage);
      if (location.show !== 'all') params.set('show', location.show);
      if (location.overdue) params.set('overdue', '1');
      if (location.owner !== 'all') params.set('owner', location.owner);
      if (location.source !== 'all') params.set('source', location.source);
    }
    if (location.inquiry !== null) params.set('inquiry', String(location.inquiry));
  }
  const query = params.toString();
  return query ? `?${query}` : '';
}

/** The admin's address of a unit's form (the "Interested in" link of an inquiry). */
export const adminUnitHref = (unitId: number) => `/admin${adminSearch({ ...HOME, tab: 'units', unit: unitId })}`;
