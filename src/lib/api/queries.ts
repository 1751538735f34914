// One queryOptions factory per resource; the path is the key (docs/PRODUCT.md §7).
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { apiGet } from './client';
import { AlertSummarySchema } from '../schemas/alert';
import { DashboardSchema } from '../schemas/dashboard';
import { DraftJsonSchema } from '../schemas/draft';
import { PublishStatusSchema, type PublishStatus } from '../schemas/publish-status';
import { TrashItemSchema } from '../schemas/trash';
import type { RevisionKind } from '../schemas/content-kinds';
import {
  BuildingJsonSchema,
  GalleryImageJsonSchema,
  HistorySchema,
  InquiryEventJsonSchema,
  InquiryJsonSchema,
  ListingPreviewJsonSchema,
  SiteContentRecordSchema,
  SitePreviewJsonSchema,
  UnitJsonSchema,
} from './responses';

const get = <T>(path: string, schema: z.ZodType<T>) => queryOptions({ queryKey: [path], queryFn: () => apiGet(path, schema) });

export const unitsQuery = () => get('/api/properties', z.array(UnitJsonSchema));
export const featuredUnitsQuery = () => get('/api/properties/featured', z.array(UnitJsonSchema));
export const unitQuery = (id: number) => get(`/api/properties/${id}`, UnitJsonSchema);
export const buildingsQuery = () => get('/api/buildings', z.array(BuildingJsonSchema));
export const buildingQuery = (id: number) => get(`/api/buildings/${id}`, BuildingJsonSchema);
export const galleryQuery = (featuredOnly = false) =>
  get(featuredOnly ? '/api/gallery?featured=true' : '/api/gallery', z.array(GalleryImageJsonSchema));
/** Admin only. */
export const inquiriesQuery = () => get('/api/contact-submissions', z.array(InquiryJsonSchema));
/** Admin only: the inquiries the form's traps flagged, for review. */
export const spamInquiriesQuery = () => get('/api/contact-submissions?spam=only', z.array(InquiryJsonSchema));
/** Admin only: an inquiry's stage changes, notes and first reply, oldest first. */
export const inquiryHistoryQuery = (id: number) => get(`/api/contact-submissions/${id}/history`, z.array(InquiryEventJsonSchema));
/** Admin only: what was deleted in the last 30 days. */
export const trashQuery = () => get('/api/trash', z.array(TrashItemSchema));
/** Admin only: the confirmed availability alerts, criteria only. */
export const alertsQuery = () => get('/api/alerts', z.array(AlertSummarySchema));
/** Admin only: the Dashboard's figures. */
export const dashboardQuery = () => get('/api/dashboard', DashboardSchema);
/** Admin only: a unit's, building's, photo's or the site content's versions, newest first. */
export const historyQuery = (kind: RevisionKind, id: number) => get(`/api/history/${kind}/${id}`, HistorySchema);

export const siteContentQuery = () => get('/api/site-content', SiteContentRecordSchema);
/** Every draft (admin): the lists' "Draft" / "Scheduled for …" badges and the dialogs' draft controls. */
export const draftsQuery = () => get('/api/drafts', z.array(DraftJsonSchema));
/** A unit or building draft applied, for its preview page (admin; never cached). */
export const listingPreviewQuery = (draftId: number) => get(`/api/drafts/${draftId}/preview`, ListingPreviewJsonSchema);
/** A site content draft applied, for the home, About and Contact preview pages (admin; never cached). */
export const sitePreviewQuery = (draftId: number) => get(`/api/drafts/${draftId}/preview`, SitePreviewJsonSchema);

/** While the site is publishing (or failed), how often the admin asks again. */
export const PUBLISH_STATUS_POLL_MS = 3000;
/**
 * Admin only: the public site's state for the header (decision 040). The one read that polls
 * (docs/PRODUCT.md §7): every few seconds while changes are not yet live, never once they are.
 */
export const publishStatusQuery = () =>
  queryOptions({
    ...get('/api/publish-status', PublishStatusSchema),
    refetchInterval: (query: { state: { data?: PublishStatus | undefined } }) =>
      query.state.data && query.state.data.state !== 'live' ? PUBLISH_STATUS_POLL_MS : false,
  });
