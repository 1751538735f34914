// The photos of a unit or building in its form: order them by drag and drop (@dnd-kit: pointer,
// touch, and keyboard with Space and the arrow keys) or with the buttons, pick the main one, remove
// one, and add new files (sent on save). The first photo is the main photo.
import { closestCenter, DndContext, KeyboardSensor, PointerSensor, useSensor, useSensors, type DragEndEvent } from '@dnd-kit/core';
import { arrayMove, rectSortingStrategy, SortableContext, sortableKeyboardCoordinates, useSortable } from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { useState, type ReactNode } from 'react';
import { orderedPhotos } from '~/src/lib/images';
import { Photo } from '../ui/Photo';
import { PhotoFileInput } from './PhotoFileInput';
import { uploadPhotos } from './upload';

interface PhotoManagerProps {
  photos: string[];
  onChange: (photos: string[]) => void;
  pending: File[];
  onPendingChange: (files: File[]) => void;
  progress: number | null;
}

/**
 * A form's photos while it is edited: the saved ones (main photo first), new files to upload,
 * and upload progress. `uploadAll` sends the new files and answers every photo in order.
 */
export function usePhotoDraft(saved: { mainImage: string | null; images: string[] } | null) {
  const [photos, setPhotos] = useState(() => (saved ? orderedPhotos(saved.images, saved.mainImage) : []));
  const [pending, setPending] = useState<File[]>([]);
  const [progress, setProgress] = useState<number | null>(null);
  const uploadAll = async () => {
    try {
      return [...photos, ...(await uploadPhotos(pending, setProgress))];
    } finally {
      setProgress(null);
    }
  };
  return { uploadAll, managerProps: { photos, onChange: setPhotos, pending, onPendingChange: setPending, progress } };
}

function SortablePhoto({ id, index, children }: { id: string; index: number; children: ReactNode }) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({ id });
  return (
    <li
      ref={setNodeRef}
      style={{ transform: CSS.Transform.toString(transform), transition }}
      className={`rounded border border-slate-200 bg-white p-1 ${isDragging ? 'z-10 shadow-lg' : ''}`}
      data-testid="photo-item"
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

export function PhotoManager({ photos, onChange, pending, onPendingChange, progress }: PhotoManagerProps) {
  const sensors = useSensors(
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (over && active.id !== over.id) onChange(arrayMove(photos, photos.indexOf(String(active.id)), photos.indexOf(String(over.id))));
  };
  return (
    <div>
      {photos.length > 0 && (
        <DndContext sensors={sensors} collisionDetection={closestCenter} onDragEnd={onDragEnd}>
          <SortableContext items={photos} strategy={rectSortingStrategy}>
            <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Photos in order; the first is the main photo">
              {photos.map((key, i) => (
                <SortablePhoto key={key} id={key} index={i}>
                  <Photo
                    photoKey={key}
                    alt={`Photo ${i + 1}${i === 0 ? ' (main)' : ''}`}
                    sizes="160px"
                    className="aspect-[3/2] w-full rounded object-cover"
                  />
                  <p className="mt-1 text-xs font-medium">{i === 0 ? 'Main photo' : `Photo ${i + 1}`}</p>
                  <div className="mt-1 flex flex-wrap gap-1 text-xs">
                    <button
                      type="button"
                      className="rounded border px-1.5 py-0.5 disabled:opacity-40"
                      disabled={i === 0}
                      onClick={() => onChange(arrayMove(photos, i, i - 1))}
                      aria-label={`Move photo ${i + 1} earlier`}
                    >
                      ←
                    </button>
                    <button
                      type="button"
                      className="rounded border px-1.5 py-0.5 disabled:opacity-40"
                      disabled={i === photos.length - 1}
                      onClick={() => onChange(arrayMove(photos, i, i + 1))}
                      aria-label={`Move photo ${i + 1} later`}
                    >
                      →
                    </button>
                    {i > 0 && (
                      <button
                        type="button"
                        className="rounded border px-1.5 py-0.5"
                        onClick={() => onChange(arrayMove(photos, i, 0))}
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
                </SortablePhoto>
              ))}
            </ol>
          </SortableContext>
        </DndContext>
      )}
      <PhotoFileInput label="Add photos" onFiles={onPendingChange} className="mt-3" />
      {pending.length > 0 && <p className="mt-1 text-sm text-slate-600">{pending.length} new photo(s) will be uploaded on save.</p>}
      {progress !== null && (
        <progress className="mt-2 w-full" value={progress} max={1} aria-label="Upload progress">
          {Math.round(progress * 100)}%
        </progress>
      )}
    </div>
  );
}
