// One queryOptions factory per resource; the path is the key (docs/PRODUCT.md §7). Every answer is
// checked against its schema (./responses.ts) before anyone uses it; the schemas, and zod with
// them, load with the first answer, not with the page (docs/decisions/037).
import { queryOptions } from '@tanstack/react-query';
import { apiGet, type AnswerSchema } from './client';
import type * as publicResponses from './public-responses';
import type * as responses from './responses';
import type { LeadSource } from '../lead-source';
import type { RevisionKind } from '../schemas/content-kinds';
import type { InquiryJson } from './types';
import type { PublishStatus } from '../schemas/publish-status';

const reader =
  <Schemas>(load: () => Promise<Schemas>) =>
  <T>(path: string, pick: (schemas: Schemas) => AnswerSchema<T>) =>
    queryOptions({
      queryKey: [path],
      // What is shown for the path (build-time data, or the last answer): an identical answer skips the schema.
      queryFn: ({ client, queryKey }) => apiGet(path, () => load().then(pick), client.getQueryData<T>(queryKey)),
    });
// The public pages' reads load only the public answers' schemas; the admin's load them all.
const getPublic = reader<typeof publicResponses>(() => import('./public-responses'));
const get = reader<typeof responses>(() => import('./responses'));

/** The office hours published now (decision 048): the contact form's tour picker follows them once a visitor asks for a tour. */

export const unitsQuery = () => getPublic('/api/properties', (s) => s.UnitListJsonSchema);
export const featuredUnitsQuery = () => getPublic('/api/properties/featured', (s) => s.UnitListJsonSchema);
export const unitQuery = (id: number) => getPublic(`/api/properties/${id}`, (s) => s.UnitJsonSchema);
export const buildingsQuery = () => getPublic('/api/buildings', (s) => s.BuildingListJsonSchema);
export const buildingQuery = (id: number) => getPublic(`/api/buildings/${id}`, (s) => s.BuildingJsonSchema);
export const galleryQuery = (featuredOnly = false) =>
  getPublic(featuredOnly ? '/api/gallery?featured=true' : '/api/gallery', (s) => s.GalleryImageListJsonSchema);
/** The signed-in person's own passkeys (decision 080). */
export const passkeysQuery = () => get('/api/passkeys', (s) => s.PasskeyListSchema);
/** Admin only. */
export const inquiriesQuery = () => get('/api/contact-submissions', (s) => s.InquiryListJsonSchema);
/**
 * Admin only: the inbox's leads of one channel (`?source=`). Keyed under the inbox's key,
 * so whatever refreshes the inbox (a stage change, a delete) refreshes this list too.
 */
export const inquiriesFromSourceQuery = (source: LeadSource) => {
  const path = `/api/contact-submissions?source=${source}`;
  return queryOptions({
    queryKey: [...inquiriesQuery().queryKey, { source }],
    queryFn: async ({ client, queryKey }) =>
      apiGet(path, () => import('./responses').then((s) => s.InquiryListJsonSchema), client.getQueryData<InquiryJson[]>(queryKey)),
  });
};
/** Admin only: the inquiries the form's traps flagged, for review. */
export const spamInquiriesQuery = () => get('/api/contact-submissions?spam=only', (s) => s.InquiryListJsonSchema);
/** Admin only: an inquiry's stage changes, notes and first reply, oldest first. */
export const inquiryHistoryQuery = (id: number) => get(`/api/contact-submissions/${id}/history`, (s) => s.InquiryEventListJsonSchema);
/** Staff: the replies sent from the admin on an inquiry, oldest first (its timeline shows them). */
export const inquiryRepliesQuery = (id: number) => get(`/api/contact-submissions/${id}/replies`, (s) => s.InquiryReplyListJsonSchema);
/** Staff: the team's reply templates (admins edit them). */
export const replyTemplatesQuery = () => get('/api/reply-templates', (s) => s.ReplyTemplateListJsonSchema);
/** Admin only: what was deleted in the last 30 days. */
export const teamSettingsQuery = () => get('/api/team-settings', (s) => s.TeamSettingsJsonSchema);

export const trashQuery = () => get('/api/trash', (s) => s.TrashListSchema);
/** Admin only: the confirmed availability alerts, criteria only. */
export const alertsQuery = () => get('/api/alerts', (s) => s.AlertSummaryListSchema);
/** Admin role only: every staff account and the pending invitations. */
export const teamQuery = () => get('/api/users', (s) => s.TeamSchema);
/** Admin only: the Dashboard's figures. */
export const dashboardQuery = () => get('/api/dashboard', (s) => s.DashboardSchema);
/** Admin only: a unit's, building's, photo's or the site content's versions, newest first. */
export const historyQuery = (kind: RevisionKind, id: number) => get(`/api/history/${kind}/${id}`, (s) => s.HistorySchema);

export const siteContentQuery = () => get('/api/site-content', (s) => s.SiteContentRecordSchema);
/** Every draft (admin): the lists' "Draft" / "Scheduled for …" badges and the dialogs' draft controls. */
export const draftsQuery = () => get('/api/drafts', (s) => s.DraftListJsonSchema);
/**
 * The Site tab's published words and drafts, read together (admin): its form starts again from a
 * new pair only once both have answered, never from a new version beside the drafts as they were
 * (a Reload would start it twice, and what was typed between would be lost). Its own requests, not
 * the two queries': a refresh that overtakes another never gets the earlier one's answers. Keyed
 * under the drafts, so whatever refreshes them refreshes this.
 */
export const siteEditorQuery = () =>
  queryOptions({
    queryKey: [...draftsQuery().queryKey, 'with the site content'],
    queryFn: async () => {
      const schemas = () => import('./responses');
      const [record, drafts] = await Promise.all([
        apiGet('/api/site-content', () => schemas().then((s) => s.SiteContentRecordSchema)),
        apiGet('/api/drafts', () => schemas().then((s) => s.DraftListJsonSchema)),
      ]);
      return { record, drafts };
    },
  });
/** A unit or building draft applied, for its preview page (admin; never cached). */
export const listingPreviewQuery = (draftId: number) => get(`/api/drafts/${draftId}/preview`, (s) => s.ListingPreviewJsonSchema);
/** A site content draft applied, for the home, About and Contact preview pages (admin; never cached). */
export const sitePreviewQuery = (draftId: number) => get(`/api/drafts/${draftId}/preview`, (s) => s.SitePreviewJsonSchema);

/** While the site is publishing (or failed), how often the admin asks again. */
export const PUBLISH_STATUS_POLL_MS = 3000;
/**
 * Admin only: the public site's state for the header (decision 040). The one read that polls
 * (docs/PRODUCT.md §7): every few seconds while changes are not yet live, never once they are.
 */
export const publishStatusQuery = () =>
  queryOptions({
    ...get('/api/publish-status', (s) => s.PublishStatusSchema),
    refetchInterval: (query: { state: { data?: PublishStatus | undefined } }) =>
      query.state.data && query.state.data.state !== 'live' ? PUBLISH_STATUS_POLL_MS : false,
  });
