// The kinds of content the CMS keeps (decision 027; one registry since decision 049):
// each kind is declared here once, with what the admin calls it, where the public sees it and what
// it can do. Every per-kind map (db/content-tables.ts, src/server/content-kinds.ts, the drafts, the
// restorers, the Trash) is typed from this record, so a new kind, or a capability turned on, does
// not compile until each map says how. Only zod-free constants, so db/schema.ts can use them.

/** What a kind of record can do. */
interface Capabilities {
  /** Saved as a draft beside the published version, previewed, published later: `kind` in /api/drafts. */
  drafts: boolean;
  /** Has a version number and a history that can be restored: `kind` in /api/history/:kind/:id. */
  versions: boolean;
  /** Deleting moves it to the Trash for 30 days: `kind` in /api/trash/:kind/:id. */
  trash: boolean;
  /** Names photos in the photo store, freed once no record or version shows them. */
  photos: boolean;
}

interface KindInfo extends Capabilities {
  /** What the admin calls one record of this kind (the Trash tab's kind line). */
  label: string;
  /** The public page that shows the record, or null when none does (inquiries). */
  publicPath: ((id: number) => string) | null;
}

export const CONTENT_KINDS = {
  unit: {
    label: 'Available Space',
    publicPath: (id) => `/listing/${id}`,
    drafts: true,
    versions: true,
    trash: true,
    photos: true,
  },
  building: {
    label: 'Building',
    publicPath: () => '/availability',
    drafts: true,
    versions: true,
    trash: true,
    photos: true,
  },
  'gallery-image': {
    label: 'Gallery image',
    publicPath: () => '/gallery',
    drafts: false,
    versions: true,
    trash: true,
    photos: true,
  },
  inquiry: {
    label: 'Inquiry',
    publicPath: null,
    drafts: false,
    versions: false,
    trash: true,
    photos: false,
  },
  // One record (SITE_CONTENT_ID); its photo is the contact card's, kept by the Site tab.
  site: {
    label: 'Site content',
    publicPath: () => '/',
    drafts: true,
    versions: true,
    trash: false,
    photos: false,
  },
} as const satisfies Record<string, KindInfo>;

export type ContentKind = keyof typeof CONTENT_KINDS;
export type Capability = keyof Capabilities;

/** The kinds that have `capability`, as a type: `KindsWith<'drafts'>` is 'unit' | 'building' | 'site'. */
export type KindsWith<C extends Capability> = {
  [K in ContentKind]: (typeof CONTENT_KINDS)[K][C] extends true ? K : never;
}[ContentKind];

/** Per kind, `Yes` where it has `capability` and `No` where it has not: what a per-kind map holds. */
export type ByCapability<C extends Capability, Yes, No = null> = { [K in ContentKind]: K extends KindsWith<C> ? Yes : No };

/**
 * The kinds with `capability`, in the registry's order, as the non-empty tuple zod's and drizzle's
 * enums take. The cast is where the runtime filter meets its type: filter cannot narrow by a lookup.
 */
function kindsWith<C extends Capability>(capability: C): readonly [KindsWith<C>, ...KindsWith<C>[]] {
  const kinds = (Object.keys(CONTENT_KINDS) as ContentKind[]).filter((kind) => CONTENT_KINDS[kind][capability]);
  return kinds as [KindsWith<C>, ...KindsWith<C>[]];
}

/** Whether `kind` has `capability`, narrowing it: `if (has(kind, 'versions')) listHistory(kind, id)`. */
export const has = <C extends Capability>(kind: ContentKind, capability: C): kind is KindsWith<C> => CONTENT_KINDS[kind][capability];

/** Records with a version number and a history: `kind` in /api/history/:kind/:id. */
export const REVISION_KINDS = kindsWith('versions');
export type RevisionKind = KindsWith<'versions'>;

/** Records that can be saved as a draft beside the published version: `kind` in /api/drafts. */
export const DRAFT_KINDS = kindsWith('drafts');
export type DraftKind = KindsWith<'drafts'>;

/** What can be in the Trash (docs/PRODUCT.md §4): the `:kind` in /api/trash/:kind/:id. */
export const TRASH_KINDS = kindsWith('trash');
export type TrashKind = KindsWith<'trash'>;

/** Records that name photos in the photo store. */
export type PhotoKind = KindsWith<'photos'>;

/** The site content is one record: its id in revisions and drafts. */
export const SITE_CONTENT_ID = 1;
