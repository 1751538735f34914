// The photos of a unit or building in its form: order them by drag and drop (@dnd-kit: pointer,
// touch, and keyboard with Space and the arrow keys) or with the buttons, pick the main one, remove
// one, add new files (sent on save), and give each its alt text and caption. The first photo is
// the main photo.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { orderedPhotos } from '~/src/lib/images';
import { toast } from 'sonner';
import { ALT_REQUIRED_MESSAGE, PhotoDetailSchema, type PhotoDetail, type PhotoDetailInput } from '~/src/lib/schemas/photo-details';
import { FormField } from '../ui/FormField';
import { Photo } from '../ui/Photo';
import { PhotoFileInput, shortName } from './PhotoFileInput';
import { uploadPhotos } from './upload';

/** A photo's words while the form is edited: alt undefined means "the default, not edited yet". */
interface Words {
  alt?: string;
  caption: string;
}

interface PendingPhoto extends Words {
  id: string;
  file: File;
}

/** The message for a photo's alt text as the shared schema judges it; undefined when fine. */
const altError = (alt: string) => {
  const result = PhotoDetailSchema.shape.alt.safeParse(alt);
  return result.success ? undefined : result.error.issues[0]?.message;
};

/**
 * A form's photos while it is edited: the saved ones (main photo first), new files to upload,
 * each photo's alt text and caption (decision 034; the alt starts as `defaultAlt(position)` until
 * edited), and upload progress. `check` shows every missing alt and answers whether all are there;
 * `uploadAll` sends the new files and answers every photo in order with its words; `changed` says
 * whether anything was done to the photos since the form opened.
 */
export function usePhotoDraft(
  saved: { mainImage: string | null; images: string[]; photoDetails?: PhotoDetail[] } | null,
  defaultAlt: (position: number) => string,
) {
  const [photos, setPhotos] = useState(() => (saved ? orderedPhotos(saved.images, saved.mainImage) : []));
  const [words, setWords] = useState<Record<string, Words>>(() =>
    Object.fromEntries((saved?.photoDetails ?? []).map(({ key, alt, caption }) => [key, { alt, caption: caption ?? '' }])),
  );
  const [pending, setPending] = useState<PendingPhoto[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const [showErrors, setShowErrors] = useState(false);
  // Any photo added, moved, removed or described since the form opened (the dialog asks before discarding).
  const [changed, setChanged] = useState(false);
  const altOf = (w: Words | undefined, position: number) => w?.alt ?? defaultAlt(position);
  const all = [
    ...photos.map((key, i) => ({ id: key, alt: altOf(words[key], i + 1), caption: words[key]?.caption ?? '' })),
    ...pending.map((p, j) => ({ id: p.id, alt: altOf(p, photos.length + j + 1), caption: p.caption })),
  ];
  const check = () => {
    setShowErrors(true);
    const isComplete = all.every((photo) => altError(photo.alt) === undefined);
    if (!isComplete) toast.error('Validation Error', { description: ALT_REQUIRED_MESSAGE });
    return isComplete;
  };
  const uploadAll = async (): Promise<{ images: string[]; photoDetails: PhotoDetailInput[] }> => {
    try {
      const uploaded = await uploadPhotos(
        pending.map((p) => p.file),
        setProgress,
      );
      const images = [...photos, ...uploaded];
      return { images, photoDetails: images.map((key, i) => ({ key, alt: all[i]!.alt, caption: all[i]!.caption })) };
    } finally {
      setProgress(null);
    }
  };
  const setWordsOf = (id: string, change: Partial<Words>) => {
    setChanged(true);
    if (pending.some((p) => p.id === id)) setPending((list) => list.map((p) => (p.id === id ? { ...p, ...change } : p)));
    else setWords((map) => ({ ...map, [id]: { caption: '', ...map[id], ...change } }));
  };
  const onPendingChange = (files: File[]) => {
    setChanged(true);
    setPending(files.map((file, i) => ({ id: `new-${Date.now()}-${i}`, file, caption: '' })));
  };
  return {
    check,
    uploadAll,
    changed,
    managerProps: {
      photos,
      onChange: (ordered: string[]) => {
        setChanged(true);
        setPhotos(ordered);
      },
      pending,
      onPendingChange,
      progress,
      words: Object.fromEntries(all.map((photo) => [photo.id, photo])),
      onWordsChange: setWordsOf,
      showErrors,
    },
  };
}

interface PhotoManagerProps {
  photos: string[];
  onChange: (photos: string[]) => void;
  pending: PendingPhoto[];
  onPendingChange: (files: File[]) => void;
  progress: number | null;
  /** Each photo's (or new file's) alt text and caption as shown, by key (or new file id). */
  words: Record<string, { alt: string; caption: string }>;
  onWordsChange: (id: string, change: Partial<Words>) => void;
  /** After a save was tried: every missing alt shows its message, not only the ones just cleared. */
  showErrors: boolean;
}

/** Alt text and caption inputs for one photo; a cleared alt says so at once. */
function PhotoWords({
  id,
  label,
  words,
  onChange,
  showErrors,
}: {
  id: string;
  label: string;
  words: { alt: string; caption: string };
  onChange: (change: Partial<Words>) => void;
  showErrors: boolean;
}) {
  const fieldId = useId();
  const [touched, setTouched] = useState(false);
  const error = touched || showErrors ? altError(words.alt) : undefined;
  return (
    <div className="mt-2 space-y-2" data-photo-id={id}>
      <FormField
        id={`${fieldId}-alt`}
        label="Alt text"
        required
        value={words.alt}
        error={error}
        aria-label={`Alt text for ${label}`}
        onChange={(e) => {
          setTouched(true);
          onChange({ alt: e.target.value });
        }}
      />
      <FormField
        id={`${fieldId}-caption`}
        label="Caption"
        value={words.caption}
        aria-label={`Caption for ${label}`}
        onChange={(e) => onChange({ caption: e.target.value })}
      />
    </div>
  );
}

type MoveAction = 'earlier' | 'later' | 'main';

/**
 * Moving a photo with its buttons keeps the keyboard on it: a button that moves its photo is
 * disabled at the edge ("earlier" on the main photo), gone ("Main") or moved in the page with it,
 * and any of these drops focus to the page. After the move the focus goes to the same button of
 * the photo if it can be used, else to another of its move buttons, and the new place is announced.
 */
function useFocusAfterMove(photos: string[], onChange: (photos: string[]) => void) {
  const list = useRef<HTMLOListElement>(null);
  const moved = useRef<{ key: string; action: MoveAction } | null>(null);
  const [announcement, setAnnouncement] = useState('');
  useLayoutEffect(() => {
    const move = moved.current;
    moved.current = null;
    const item = move && list.current?.querySelector(`[data-photo-key="${move.key}"]`);
    if (!move || !item) return;
    const usable = (selector: string) => item.querySelector<HTMLButtonElement>(`${selector}:not(:disabled)`);
    (usable(`[data-move="${move.action}"]`) ?? usable('[data-move]'))?.focus();
  }, [photos]);
  const moveWithButton = (key: string, action: MoveAction, to: number) => {
    moved.current = { key, action };
    onChange(arrayMove(photos, photos.indexOf(key), to));
    setAnnouncement(`Photo moved to position ${to + 1} of ${photos.length}${to === 0 ? ': the main photo' : ''}`);
  };
  return { list, moveWithButton, announcement };
}

function SortablePhoto({ id, index, children }: { id: string; index: number; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded border border-slate-200 bg-white p-1 ${isDragging ? 'z-10 shadow-lg' : ''}`}
      data-testid="photo-item"
      data-photo-key={id}
    >
      <button
        type="button"
        ref={setActivatorNodeRef}
        {...attributes}
        {...listeners}
        className="mb-1 w-full cursor-grab rounded bg-slate-100 py-0.5 text-xs"
        aria-label={`Drag photo ${index + 1} to reorder`}
      >
        ⠿ Drag
      </button>
      {children}
    </li>
  );
}

export function PhotoManager({
  photos,
  onChange,
  pending,
  onPendingChange,
  progress,
  words,
  onWordsChange,
  showErrors,
}: PhotoManagerProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onChange(arrayMove(photos, photos.indexOf(String(active.id)), photos.indexOf(String(over.id))));
  };
  const { list, moveWithButton, announcement } = useFocusAfterMove(photos, onChange);
  return (
    <div>
      <p className="sr-only" role="status">
        {announcement}
      </p>
      {photos.length > 0 && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={photos} strategy={rectSortingStrategy}>
            <ol
              ref={list}
              className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3"
              aria-label="Photos in order; the first is the main photo"
            >
              {photos.map((key, i) => (
                <SortablePhoto key={key} id={key} index={i}>
                  <Photo
                    photoKey={key}
                    alt={words[key]?.alt || `Photo ${i + 1}${i === 0 ? ' (main)' : ''}`}
                    sizes="160px"
                    className="aspect-[3/2] w-full rounded object-cover"
                  />
                  <p className="mt-1 text-xs font-medium">{i === 0 ? 'Main photo' : `Photo ${i + 1}`}</p>
                  <div className="mt-1 flex flex-wrap gap-1 text-xs">
                    <button
                      type="button"
                      className="rounded border px-1.5 py-0.5 disabled:opacity-40"
                      disabled={i === 0}
                      data-move="earlier"
                      onClick={() => moveWithButton(key, 'earlier', i - 1)}
                      aria-label={`Move photo ${i + 1} earlier`}
                    >
                      ←
                    </button>
                    <button
                      type="button"
                      className="rounded border px-1.5 py-0.5 disabled:opacity-40"
                      disabled={i === photos.length - 1}
                      data-move="later"
                      onClick={() => moveWithButton(key, 'later', i + 1)}
                      aria-label={`Move photo ${i + 1} later`}
                    >
                      →
                    </button>
                    {i > 0 && (
                      <button
                        type="button"
                        className="rounded border px-1.5 py-0.5"
                        data-move="main"
                        onClick={() => moveWithButton(key, 'main', 0)}
                        aria-label={`Make photo ${i + 1} the main photo`}
                      >
                        Main
                      </button>
                    )}
                    <button
                      type="button"
                      className="rounded border px-1.5 py-0.5 text-red-700"
                      onClick={() => onChange(photos.filter((p) => p !== key))}
                      aria-label={`Remove photo ${i + 1}`}
                    >
                      Remove
                    </button>
                  </div>
                  <PhotoWords
                    id={key}
                    label={`photo ${i + 1}`}
                    words={words[key] ?? { alt: '', caption: '' }}
                    onChange={(change) => onWordsChange(key, change)}
                    showErrors={showErrors}
                  />
                </SortablePhoto>
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <PhotoFileInput label="Add photos" onFiles={onPendingChange} className="mt-3" />
      {pending.length > 0 && (
        <>
          <p className="mt-1 text-sm text-slate-600">{pending.length} new photo(s) will be uploaded on save.</p>
          <ul className="mt-2 grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3" aria-label="New photos">
            {pending.map((file, j) => (
              <li key={file.id} className="rounded border border-slate-200 p-2" data-testid="new-photo-item">
                <p className="truncate text-sm font-medium" title={file.file.name}>
                  New: {shortName(file.file.name)}
                </p>
                <PhotoWords
                  id={file.id}
                  label={`photo ${photos.length + j + 1}`}
                  words={words[file.id] ?? { alt: '', caption: '' }}
                  onChange={(change) => onWordsChange(file.id, change)}
                  showErrors={showErrors}
                />
              </li>
            ))}
          </ul>
        </>
      )}
      {progress !== null && (
        <progress className="mt-2 w-full" value={progress} max={1} aria-label="Upload progress">
          {Math.round(progress * 100)}%
        </progress>
      )}
    </div>
  );
}
