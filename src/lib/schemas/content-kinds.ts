// The kinds of published content the CMS tracks (issue 19, decision 027): what has a version and
// a history, and what can be saved as a draft. Only zod-free constants, so the schema can use them.

/** Records with a version number and a history: `kind` in /api/history/:kind/:id. */
export const REVISION_KINDS = ['unit', 'building', 'gallery-image', 'site'] as const;
export type RevisionKind = (typeof REVISION_KINDS)[number];

/** Records that can be saved as a draft beside the published version: `kind` in /api/drafts. */
export const DRAFT_KINDS = ['unit', 'building', 'site'] as const;
export type DraftKind = (typeof DRAFT_KINDS)[number];

/** The site content is one record: its id in revisions and drafts. */
export const SITE_CONTENT_ID = 1;
