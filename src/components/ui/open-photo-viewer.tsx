// The photo viewer's own chunk (docs/decisions/060): loaded by photo-taps.ts on the first sign of a
// tap, it reads the tapped photo's grid from the page and renders the lightbox into a React root of
// its own. Closing it unmounts the lightbox and puts focus back on the photo it opened from.
import { flushSync } from 'react-dom';
import { createRoot, type Root } from 'react-dom/client';
import PhotoLightbox, { type LightboxPhoto } from './PhotoLightbox';
import { PHOTO_GROUP, PHOTO_LINK } from './photo-group';

let root: Root | undefined;

/** The grid's photos, in the order shown (a filtered gallery shows fewer), as the viewer's slides. */
function photosOf(group: Element): { links: HTMLAnchorElement[]; photos: LightboxPhoto[] } {
  const links = [...group.querySelectorAll<HTMLAnchorElement>(`a[${PHOTO_LINK}]`)];
  const photos = links.map((link) => ({
    key: link.getAttribute(PHOTO_LINK) ?? '',
    alt: link.querySelector('img')?.alt ?? '',
    caption: link.dataset['caption'] ?? null,
  }));
  return { links, photos };
}

/**
 * Opens the viewer at `link`'s photo, in the DOM before this returns (the tap is waiting for it);
 * `onShown` once it has faded in (what showed the tap until then can go).
 */
export function openPhotoViewer(link: HTMLAnchorElement, onShown: () => void): void {
  const group = link.closest(`[${PHOTO_GROUP}]`);
  if (!group) return onShown();
  const { links, photos } = photosOf(group);
  root ??= createRoot(document.body.appendChild(document.createElement('div')));
  const viewer = root;
  const close = () => {
    onShown(); // in case it closed before it had faded in
    viewer.render(null);
    if (link.isConnected) link.focus();
  };
  flushSync(() =>
    viewer.render(
      <PhotoLightbox
        finite={group.getAttribute(PHOTO_GROUP) === 'finite'}
        photos={photos}
        index={Math.max(0, links.indexOf(link))}
        onClose={close}
        onShown={onShown}
      />,
    ),
  );
}
