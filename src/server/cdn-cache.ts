// Public API reads are kept at Netlify's CDN until a write purges their tags (decision 012): each
// read names what it shows, each write purges exactly what it changed, before it answers.
import { purgeCache } from '@netlify/functions';
import { serverEnv } from './env';

export const cacheTags = {
  /** Every list of units (all, featured); also their order, which follows building names. */
  units: 'units',
  unit: (id: number) => `unit-${id}`,
  buildings: 'buildings',
  building: (id: number) => `building-${id}`,
  gallery: 'gallery',
  image: (key: string) => `image-${key}`,
  /** The site content: every page shows some of it; the pages themselves are rebuilt. */
  siteContent: 'site-content',
};

/**
 * Purges the tags at Netlify's CDN. Without NETLIFY_PURGE_API_TOKEN (which Netlify sets in
 * functions) there is no CDN in front: nothing to do. A failure is logged, never fails the write.
 * NETLIFY_API_URL points the purge elsewhere (the tests observe the purges there).
 */
export async function purgeTags(tags: string[]): Promise<void> {
  const { NETLIFY_PURGE_API_TOKEN: token, NETLIFY_API_URL: apiURL } = serverEnv();
  if (tags.length === 0 || !token) return;
  try {
    await purgeCache({ tags: [...new Set(tags)], ...(apiURL ? { apiURL } : {}) });
  } catch (error) {
    console.error(`CDN purge of ${tags.join(', ')} failed:`, error);
  }
}
