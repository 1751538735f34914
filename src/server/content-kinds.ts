// What the server says and purges per content kind (the registry: src/lib/schemas/content-kinds.ts,
// decision 049). Typed from the registry, so a new kind does not compile until it is named here.
// Its save paths are in the maps that need them (the drafts', the restorers'), not here: the
// functions that read this would otherwise bundle every kind's save path.
import type { ContentKind } from '~/src/lib/schemas/content-kinds';
import { cacheTags } from './cdn-cache';

interface ServerKind {
  /** The 404 for a record of this kind that is not there. */
  notFound: string;
  /** How a conflict message names the record (`Unit 210 was changed by ...`), from its stored data. */
  name(data: Record<string, unknown> | undefined): string;
  /** What a change to the record (a restore from the Trash, an earlier version) purges at the CDN. */
  cacheTags(id: number): string[];
}

export const serverKinds = {
  unit: {
    notFound: 'Property not found',
    name: (data) => (typeof data?.['unitNumber'] === 'string' ? `Unit ${data['unitNumber']}` : 'This unit'),
    cacheTags: (id) => [cacheTags.units, cacheTags.unit(id)],
  },
  building: {
    notFound: 'Building not found',
    name: () => 'This building',
    cacheTags: (id) => [cacheTags.buildings, cacheTags.building(id)],
  },
  'gallery-image': {
    notFound: 'Image not found',
    name: () => 'This photo',
    cacheTags: () => [cacheTags.gallery],
  },
  // Inquiries are on no public page.
  inquiry: {
    notFound: 'Inquiry not found',
    name: () => 'This inquiry',
    cacheTags: () => [],
  },
  site: {
    notFound: 'Site content not found',
    name: () => 'The site content',
    cacheTags: () => [cacheTags.siteContent],
  },
} satisfies Record<ContentKind, ServerKind>;
