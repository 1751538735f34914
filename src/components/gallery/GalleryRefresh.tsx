// /gallery whose photos changed since its build (docs/decisions/060): the page is static markup (the
// gallery rendered without a directive), so this island, woken only then (client:stale), renders
// the live gallery, refreshed from the API, in its place.
import { ReplaceStatic } from '../ui/ReplaceStatic';
import GalleryView, { type GalleryViewProps } from './GalleryView';

export default function GalleryRefresh({ replaces, ...gallery }: GalleryViewProps & { replaces: string }) {
  return (
    <ReplaceStatic replaces={replaces}>
      <GalleryView {...gallery} />
    </ReplaceStatic>
  );
}
