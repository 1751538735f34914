// Gallery: the grid with a featured toggle, an edit of the photo's words (alt text and caption,
// decision 034) and delete on every image (shown on hover with a mouse, always shown on a touch
// screen or a phone, always reachable by keyboard), and the 'Add Images' dialog with per-file alt
// text, description (the caption), category, featured.
import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from 'sonner';
import { apiSend, errorMessage, versionConflict } from '~/src/lib/api/client';
import { galleryQuery } from '~/src/lib/api/queries';
import { GalleryImageJsonSchema } from '~/src/lib/api/responses';
import type { GalleryImageJson } from '~/src/lib/api/types';
import { galleryPhotoAlt } from '~/src/lib/photo-alt';
import { MAX_PHOTO_SIZE_TEXT } from '~/src/lib/photo-rules';
import { GalleryImageWordsSchema } from '~/src/lib/schemas/gallery';
import { ALT_REQUIRED_MESSAGE } from '~/src/lib/schemas/photo-details';
import { queryClient } from '~/src/lib/query-client';
import { Dialog, DialogActions, FormDialogActions, UnsavedChanges } from '../ui/Dialog';
import { FormField } from '../ui/FormField';
import { Photo } from '../ui/Photo';
import { PhotoFileInput, shortName } from './PhotoFileInput';
import { postEach } from './upload';
import { toastDeleted } from './trash';
import { HistoryButton } from './HistoryButton';
import { VersionConflictDialog, type VersionConflictAnswer } from './VersionConflict';
import { toastSaved } from './when-live';

interface Draft {
  file: File;
  /** Undefined until edited: the alt then follows the description (galleryPhotoAlt). */
  alt?: string;
  description: string;
  category: string;
  featured: boolean;
}

const altOf = (draft: Pick<Draft, 'alt' | 'description' | 'category'>) =>
  draft.alt ?? galleryPhotoAlt({ description: draft.description.trim() || null, category: draft.category.trim() || null });

/** The shared schema's message for a blank alt; undefined when it is fine. */
const altError = (alt: string) => {
  const result = GalleryImageWordsSchema.shape.alt.safeParse(alt);
  return result.success ? undefined : result.error.issues[0]?.message;
};

const refresh = () => queryClient.invalidateQueries({ queryKey: ['/api/gallery'] });

function AddImagesDialog({ onClose }: { onClose: () => void }) {
  const [drafts, setDrafts] = useState<Draft[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [tried, setTried] = useState(false);
  const update = (i: number, change: Partial<Draft>) => setDrafts((list) => list.map((d, j) => (j === i ? { ...d, ...change } : d)));
  const isComplete = drafts.every((draft) => altError(altOf(draft)) === undefined);
  const upload = useMutation({
    // One file per request (each with its details as index 0): see upload.ts.
    mutationFn: async () =>
      (
        await postEach<unknown[]>(
          '/api/gallery',
          drafts.map((draft) => ({
            file: draft.file,
            fields: {
              alt_0: altOf(draft),
              description_0: draft.description,
              category_0: draft.category,
              featured_0: String(draft.featured),
            },
          })),
          setProgress,
        )
      ).flat(),
    onSuccess: (created) => {
      toastSaved(`${created.length} image(s) uploaded successfully`, { href: '/gallery' });
      void refresh();
      onClose();
    },
    onError: (error) => toast.error(errorMessage(error) ?? 'Failed to upload images. Please try again.'),
    onSettled: () => setProgress(null),
  });

  return (
    <Dialog open onClose={onClose} title="Add Images">
      <UnsavedChanges when={drafts.length > 0} />
      <PhotoFileInput
        label="Images"
        onFiles={(files) => setDrafts(files.map((file) => ({ file, description: '', category: '', featured: false })))}
      />
      <p className="mt-1 text-sm text-slate-600">PNG, JPG, HEIC up to {MAX_PHOTO_SIZE_TEXT} each</p>
      <ul className="mt-4 space-y-4">
        {drafts.map((draft, i) => (
          <li key={`${draft.file.name}-${i}`} className="rounded border border-slate-200 p-3">
            <p className="text-sm font-medium" title={draft.file.name}>
              {shortName(draft.file.name)}
            </p>
            <div className="mt-2 grid gap-3 sm:grid-cols-2">
              <div className="sm:col-span-2">
                <FormField
                  id={`gallery-new-${i}-alt`}
                  label="Alt text"
                  required
                  value={altOf(draft)}
                  error={draft.alt !== undefined || tried ? altError(altOf(draft)) : undefined}
                  onChange={(e) => update(i, { alt: e.target.value })}
                />
              </div>
              <label className="text-sm">
                Description (caption)
                <input className="input" value={draft.description} onChange={(e) => update(i, { description: e.target.value })} />
              </label>
              <label className="text-sm">
                Category
                <input className="input" value={draft.category} onChange={(e) => update(i, { category: e.target.value })} />
              </label>
              <label className="flex items-center gap-2 text-sm">
                <input type="checkbox" checked={draft.featured} onChange={(e) => update(i, { featured: e.target.checked })} /> Featured
              </label>
            </div>
          </li>
        ))}
      </ul>
      {progress !== null && <progress className="mt-3 w-full" value={progress} max={1} aria-label="Upload progress" />}
      <DialogActions>
        <button type="button" className="btn-secondary" onClick={onClose}>
          Cancel
        </button>
        <button
          type="button"
          className="btn-primary"
          disabled={drafts.length === 0 || upload.isPending}
          onClick={() => {
            setTried(true);
            if (isComplete) upload.mutate();
            else toast.error('Validation Error', { description: ALT_REQUIRED_MESSAGE });
          }}
        >
          {upload.isPending ? 'Uploading...' : 'Upload'}
        </button>
      </DialogActions>
    </Dialog>
  );
}

/** The edit of one gallery photo's words: alt text (required) and description (its caption). */
function EditImageDialog({ image, onClose }: { image: GalleryImageJson; onClose: () => void }) {
  const [alt, setAlt] = useState(galleryPhotoAlt(image));
  const [description, setDescription] = useState(image.description ?? '');
  const [tried, setTried] = useState(false);
  const error = altError(alt);
  const save = useMutation({
    mutationFn: () => apiSend('PUT', `/api/gallery/${image.id}`, { alt, description, version: image.version }, GalleryImageJsonSchema),
    onSuccess: () => {
      toast.success('Image updated');
      void refresh();
      onClose();
    },
    onError: (e) => toast.error(errorMessage(e) ?? 'Failed to update image'),
  });
  return (
    <Dialog open onClose={onClose} title="Edit image">
      <UnsavedChanges when={alt !== galleryPhotoAlt(image) || description !== (image.description ?? '')} />
      <form
        id="gallery-edit-form"
        noValidate
        className="space-y-4"
        onSubmit={(e) => {
          e.preventDefault();
          setTried(true);
          if (!error) save.mutate();
        }}
      >
        <Photo
          photoKey={image.filename}
          alt={alt || galleryPhotoAlt({ ...image, alt: null })}
          sizes="480px"
          className="aspect-[3/2] w-full rounded object-cover"
        />
        <FormField
          id="gallery-edit-alt"
          label="Alt text"
          required
          value={alt}
          error={tried || alt === '' ? error : undefined}
          onChange={(e) => setAlt(e.target.value)}
        />
        <FormField
          id="gallery-edit-description"
          label="Description (caption)"
          value={description}
          onChange={(e) => setDescription(e.target.value)}
        />
      </form>
      <FormDialogActions form="gallery-edit-form" submit="Save" saving={save.isPending} onLeave={onClose} />
    </Dialog>
  );
}

export function GalleryTab() {
  const { data: images = [], isPending } = useQuery(galleryQuery());
  const [adding, setAdding] = useState(false);
  // A photo someone else changed meanwhile (409): who and when, with Review / Overwrite / Reload.
  const [conflict, setConflict] = useState<{ answer: VersionConflictAnswer; image: GalleryImageJson; featured: boolean } | null>(null);
  const [editing, setEditing] = useState<GalleryImageJson | null>(null);
  const toggle = useMutation({
    mutationFn: ({ image, featured, version }: { image: GalleryImageJson; featured: boolean; version: number }) =>
      apiSend('PUT', `/api/gallery/${image.id}`, { featured, version }, GalleryImageJsonSchema),
    onSuccess: (image) => {
      toastSaved(image.featured ? 'Image marked as featured' : 'Image removed from featured', { href: '/gallery' });
      void refresh();
    },
    onError: (error, { image, featured }) => {
      const answer = versionConflict(error);
      if (answer) setConflict({ answer, image, featured });
      else toast.error(errorMessage(error) ?? 'Failed to update image');
    },
  });
  const remove = useMutation({
    mutationFn: (id: number) => apiSend('DELETE', `/api/gallery/${id}`),
    onSuccess: (_, id) => {
      toastDeleted('Image deleted successfully', 'gallery-image', id);
      void refresh();
    },
    onError: (error) => toast.error(errorMessage(error) ?? 'Delete failed'),
  });

  return (
    <section aria-labelledby="gallery-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="gallery-heading" className="text-xl font-semibold">
          Gallery Images
        </h2>
        <button type="button" className="btn-primary" onClick={() => setAdding(true)}>
          Add Images
        </button>
      </div>
      {isPending ? (
        <p className="mt-4 text-slate-600">Loading</p>
      ) : images.length === 0 ? (
        <p className="mt-4 text-slate-600">No images available</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2 md:grid-cols-4">
          {images.map((image) => (
            <li key={image.id} className="group relative overflow-hidden rounded-lg" data-testid="gallery-admin-item">
              <Photo photoKey={image.filename} alt={galleryPhotoAlt(image)} sizes="240px" className="aspect-[3/2] w-full object-cover" />
              {image.featured && (
                <span className="absolute left-2 top-2 rounded bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
                  Featured
                </span>
              )}
              <div className="absolute inset-x-0 bottom-0 flex gap-2 bg-slate-900/70 p-2 transition-opacity sm:pointer-fine:opacity-0 sm:pointer-fine:group-hover:opacity-100 sm:pointer-fine:group-focus-within:opacity-100">
                <button
                  type="button"
                  className="rounded bg-white px-2 py-1 text-xs font-semibold"
                  onClick={() => toggle.mutate({ image, featured: !image.featured, version: image.version })}
                  aria-label={`${image.featured ? 'Unfeature' : 'Feature'} image: ${image.description ?? image.filename}`}
                >
                  {image.featured ? 'Unfeature' : 'Feature'}
                </button>
                <HistoryButton
                  kind="gallery-image"
                  id={image.id}
                  label={`image: ${image.description ?? image.filename}`}
                  className="rounded bg-white px-2 py-1 text-xs font-semibold"
                />
                <button
                  type="button"
                  className="rounded bg-white px-2 py-1 text-xs font-semibold"
                  onClick={() => setEditing(image)}
                  aria-label={`Edit image: ${image.description ?? image.filename}`}
                >
                  Edit
                </button>
                <button
                  type="button"
                  className="rounded bg-white px-2 py-1 text-xs font-semibold text-red-700"
                  onClick={() => remove.mutate(image.id)}
                  aria-label={`Delete image: ${image.description ?? image.filename}`}
                >
                  Delete
                </button>
              </div>
            </li>
          ))}
        </ul>
      )}
      {adding && <AddImagesDialog onClose={() => setAdding(false)} />}
      {conflict && (
        <VersionConflictDialog
          kind="gallery-image"
          id={conflict.image.id}
          startedFrom={conflict.image.version}
          answer={conflict.answer}
          onClose={() => setConflict(null)}
          onOverwrite={() => {
            setConflict(null);
            toggle.mutate({ image: conflict.image, featured: conflict.featured, version: conflict.answer.conflict.version });
          }}
          onReload={() => {
            setConflict(null);
            void refresh();
          }}
        />
      )}
      {editing && <EditImageDialog image={editing} onClose={() => setEditing(null)} />}
    </section>
  );
}
