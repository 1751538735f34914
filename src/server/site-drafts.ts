// The site content's drafts: saved beside the published words, previewed on the home,
// About and Contact preview pages, published through the Site tab's own save (version-checked
// against the version the draft started from, recorded in the history, rebuilt).
import { CONTENT_KINDS, SITE_CONTENT_ID } from '~/src/lib/schemas/content-kinds';
import { SiteContentSchema, type SiteContent } from '~/src/lib/schemas/site-content';
import type { Actor } from './actor';
import type { DraftKindDefinition, DraftOf } from './draft-definition';
import { AppError } from './errors';
import type { Background } from './publish';
import { getSiteContentRecord, updateSiteContent } from './site-content';

export const SITE_PREVIEW_PAGES = {
  home: '/preview/',
  about: '/preview/about/',
  contact: '/preview/contact/',
  privacy: '/preview/privacy/',
} as const;

export const siteDrafts: DraftKindDefinition<SiteContent> = {
  schema: SiteContentSchema,
  allowsNew: false,
  label: () => 'Site content',
  async currentVersion(entityId) {
    if (entityId !== SITE_CONTENT_ID) throw new AppError('not-found', 'The site content has one record: id 1');
    return (await getSiteContentRecord()).version;
  },
  async publish({ data, baseVersion }: DraftOf<SiteContent>, actor: Actor, background: Background) {
    const record = await updateSiteContent(data, baseVersion ?? undefined, actor, background);
    return { entityId: SITE_CONTENT_ID, record };
  },
  previewPath: ({ id }) => `${SITE_PREVIEW_PAGES.home}?draft=${id}`,
  // The draft is the whole content: the preview pages render it as the real pages would.
  async preview({ data }) {
    return { content: data, pages: SITE_PREVIEW_PAGES, publicPath: CONTENT_KINDS.site.publicPath() };
  },
};
