// The gallery's All photos / Featured toggle on its static markup (docs/decisions/060): a page
// script, not an island. It shows only the featured photos (taking the others out of the list, so
// the viewer steps through what is shown) for the toggle and for an address with ?featured=true,
// and keeps the choice in the address as the live view does. Without JavaScript the page shows
// every photo. The live view (GalleryRefresh), when the photos changed since the build, replaces
// this markup and runs its own toggle.
import { PHOTO_GROUP } from '../ui/photo-group';
import { FEATURED_ITEM, FEATURED_ONLY } from './featured-markup';

export function filterFeatured(gallery: HTMLElement): void {
  const list = gallery.querySelector(`[${PHOTO_GROUP}]`);
  const empty = gallery.querySelector('[data-gallery-empty]');
  if (!list) return;
  const items = [...list.children];
  const buttons = [...gallery.querySelectorAll<HTMLButtonElement>(`button[${FEATURED_ONLY}]`)];
  const show = (featuredOnly: boolean) => {
    for (const button of buttons) button.setAttribute('aria-pressed', String(button.getAttribute(FEATURED_ONLY) === String(featuredOnly)));
    const shown = featuredOnly ? items.filter((item) => item.getAttribute(FEATURED_ITEM) === 'true') : items;
    list.replaceChildren(...shown);
    empty?.classList.toggle('hidden', shown.length > 0);
  };
  gallery.addEventListener('click', (event) => {
    const button = event.target instanceof Element ? event.target.closest(`button[${FEATURED_ONLY}]`) : null;
    if (!button) return;
    const featuredOnly = button.getAttribute(FEATURED_ONLY) === 'true';
    history.replaceState(null, '', `${location.pathname}${featuredOnly ? '?featured=true' : ''}`);
    show(featuredOnly);
  });
  if (new URLSearchParams(location.search).get('featured') === 'true') show(true);
}
