// The photos of a unit or building in its form: order them (buttons, so keyboard works), pick the
// main one, remove one, and add new files (sent on save). The first photo is the main photo.
import { Photo } from '../ui/Photo';
import { MAX_FILE_BYTES } from './upload';

interface PhotoManagerProps {
  photos: string[];
  onChange: (photos: string[]) => void;
  pending: File[];
  onPendingChange: (files: File[]) => void;
  progress: number | null;
}

const move = <T,>(list: T[], from: number, to: number) => {
  const next = [...list];
  const [item] = next.splice(from, 1);
  next.splice(to, 0, item!);
  return next;
};

export function PhotoManager({ photos, onChange, pending, onPendingChange, progress }: PhotoManagerProps) {
  return (
    <div>
      {photos.length > 0 && (
        <ol className="grid grid-cols-2 gap-3 sm:grid-cols-4" aria-label="Photos in order; the first is the main photo">
          {photos.map((key, i) => (
            <li key={key} className="rounded border border-slate-200 p-1" data-testid="photo-item">
              <Photo photoKey={key} alt={`Photo ${i + 1}${i === 0 ? ' (main)' : ''}`} sizes="160px" className="aspect-[3/2] w-full rounded object-cover" />
              <p className="mt-1 text-xs font-medium">{i === 0 ? 'Main photo' : `Photo ${i + 1}`}</p>
              <div className="mt-1 flex flex-wrap gap-1 text-xs">
                <button type="button" className="rounded border px-1.5 py-0.5 disabled:opacity-40" disabled={i === 0} onClick={() => onChange(move(photos, i, i - 1))} aria-label={`Move photo ${i + 1} earlier`}>
                  ←
                </button>
                <button type="button" className="rounded border px-1.5 py-0.5 disabled:opacity-40" disabled={i === photos.length - 1} onClick={() => onChange(move(photos, i, i + 1))} aria-label={`Move photo ${i + 1} later`}>
                  →
                </button>
                {i > 0 && (
                  <button type="button" className="rounded border px-1.5 py-0.5" onClick={() => onChange(move(photos, i, 0))} aria-label={`Make photo ${i + 1} the main photo`}>
                    Main
                  </button>
                )}
                <button type="button" className="rounded border px-1.5 py-0.5 text-red-700" onClick={() => onChange(photos.filter((p) => p !== key))} aria-label={`Remove photo ${i + 1}`}>
                  Remove
                </button>
              </div>
            </li>
          ))}
        </ol>
      )}
      <label className="mt-3 block text-sm font-medium">
        Add photos
        <input
          type="file"
          accept="image/*,.heic,.heif"
          multiple
          className="mt-1 block text-sm"
          onChange={(e) => {
            const files = [...(e.target.files ?? [])];
            const tooLarge = files.filter((f) => f.size > MAX_FILE_BYTES);
            if (tooLarge.length > 0) alert(`${tooLarge.map((f) => f.name).join(', ')} is larger than 10MB`);
            onPendingChange(files.filter((f) => f.size <= MAX_FILE_BYTES));
          }}
        />
      </label>
      {pending.length > 0 && <p className="mt-1 text-sm text-slate-600">{pending.length} new photo(s) will be uploaded on save.</p>}
      {progress !== null && (
        <progress className="mt-2 w-full" value={progress} max={1} aria-label="Upload progress">
          {Math.round(progress * 100)}%
        </progress>
      )}
    </div>
  );
}
