// One queryOptions factory per resource; the path is the key (docs/PRODUCT.md §7). Every answer is
// checked against its schema (./responses.ts) before anyone uses it; the schemas, and zod with
// them, load with the first answer, not with the page (docs/decisions/036).
import { queryOptions } from '@tanstack/react-query';
import { apiGet, type AnswerSchema } from './client';
import type * as responses from './responses';

type Responses = typeof responses;

const get = <T>(path: string, pick: (schemas: Responses) => AnswerSchema<T>) =>
  queryOptions({ queryKey: [path], queryFn: () => apiGet(path, () => import('./responses').then(pick)) });

export const unitsQuery = () => get('/api/properties', (s) => s.UnitListJsonSchema);
export const featuredUnitsQuery = () => get('/api/properties/featured', (s) => s.UnitListJsonSchema);
export const unitQuery = (id: number) => get(`/api/properties/${id}`, (s) => s.UnitJsonSchema);
export const buildingsQuery = () => get('/api/buildings', (s) => s.BuildingListJsonSchema);
export const buildingQuery = (id: number) => get(`/api/buildings/${id}`, (s) => s.BuildingJsonSchema);
export const galleryQuery = (featuredOnly = false) =>
  get(featuredOnly ? '/api/gallery?featured=true' : '/api/gallery', (s) => s.GalleryImageListJsonSchema);
/** Admin only. */
export const inquiriesQuery = () => get('/api/contact-submissions', (s) => s.InquiryListJsonSchema);
/** Admin only: the inquiries the form's traps flagged, for review. */
export const spamInquiriesQuery = () => get('/api/contact-submissions?spam=only', (s) => s.InquiryListJsonSchema);
/** Admin only: an inquiry's stage changes, notes and first reply, oldest first. */
export const inquiryHistoryQuery = (id: number) => get(`/api/contact-submissions/${id}/history`, (s) => s.InquiryEventListJsonSchema);
/** Admin only: what was deleted in the last 30 days. */
export const trashQuery = () => get('/api/trash', (s) => s.TrashListSchema);
/** Admin only: the confirmed availability alerts, criteria only. */
export const alertsQuery = () => get('/api/alerts', (s) => s.AlertSummaryListSchema);
/** Admin only: the Dashboard's figures. */
export const dashboardQuery = () => get('/api/dashboard', (s) => s.DashboardSchema);
