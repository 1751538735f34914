// Full-screen photo viewer (yet-another-react-lightbox): close, previous/next, "N of M", the
// photo's caption when it has one (decision 034), arrow keys and Escape while open, swipe on touch.
// Loaded only when first opened. It makes the page behind inert and takes focus a frame after it
// first paints (use-modal-after-paint.ts).
import { useState } from 'react';
import Lightbox from 'yet-another-react-lightbox';
import Captions from 'yet-another-react-lightbox/plugins/captions';
import Counter from 'yet-another-react-lightbox/plugins/counter';
import 'yet-another-react-lightbox/styles.css';
import 'yet-another-react-lightbox/plugins/captions.css';
import 'yet-another-react-lightbox/plugins/counter.css';
import { imageUrl, originalImageUrl } from '~/src/lib/images';
import { useModalAfterPaint } from './use-modal-after-paint';

export interface LightboxPhoto {
  key: string;
  alt: string;
  /** Shown under the photo in the viewer. */
  caption?: string | null;
}

interface PhotoLightboxProps {
  photos: LightboxPhoto[];
  /** The photo shown when the viewer opens. */
  index: number;
  onClose: () => void;
  onIndexChange?: (index: number) => void;
  /** Gallery mode: no wrap-around, so previous is hidden on the first photo and next on the last. */
  finite?: boolean;
  /** Once it has faded in. */
  onShown?: () => void;
}

export default function PhotoLightbox({ photos, index, onClose, onIndexChange, finite = false, onShown }: PhotoLightboxProps) {
  // YARL starts over from `index` and `slides` whenever either prop changes, which drops a slide
  // change still in flight: a fast second arrow press was lost. Both stay as they were when the
  // viewer opened; `current` only decides which buttons show.
  const [start] = useState(index);
  const [slides] = useState(() =>
    photos.map(({ key, alt, caption }) => ({
      src: originalImageUrl(key),
      alt,
      ...(caption ? { description: caption } : {}),
      width: 1600,
      height: 1067,
      srcSet: [640, 960, 1280, 1600].map((width) => ({ src: imageUrl(key, { width }), width, height: Math.round(width / 1.5) })),
    })),
  );
  const [current, setCurrent] = useState(index);
  const single = photos.length < 2;
  // Finite mode hides (not just disables) previous on the first photo and next on the last.
  const hidePrev = single || (finite && current === 0);
  const hideNext = single || (finite && current === photos.length - 1);
  const { portal, controller, on } = useModalAfterPaint();
  return (
    <Lightbox
      open
      close={onClose}
      portal={portal}
      controller={controller}
      index={start}
      slides={slides}
      plugins={[Captions, Counter]}
      counter={{ separator: 'of', container: { style: { top: 'unset', bottom: 0 } } }}
      // The caption sits above the 'N of M' counter at the bottom.
      captions={{ descriptionMaxLines: 4 }}
      styles={{ captionsDescriptionContainer: { bottom: '2.75rem' } }}
      // One photo either side is rendered and loaded (the library's default is two): a smaller
      // first render when the viewer opens (docs/decisions/079); the next photo is still ready.
      carousel={{ finite: finite || single, preload: 1 }}
      render={{ ...(hidePrev ? { buttonPrev: () => null } : {}), ...(hideNext ? { buttonNext: () => null } : {}) }}
      on={{
        ...on,
        ...(onShown ? { entered: onShown } : {}),
        view: ({ index: shown }) => {
          setCurrent(shown);
          onIndexChange?.(shown);
        },
      }}
      labels={{ Previous: 'Previous photo', Next: 'Next photo', Close: 'Close photo viewer', Lightbox: 'Photo viewer', Carousel: 'Photos' }}
    />
  );
}
