// The file picker for photos: images (HEIC too), several at once; files over MAX_PHOTO_BYTES are refused
// here, before any upload, with a toast naming them.
import { toast } from 'sonner';
import { MAX_PHOTO_BYTES, MAX_PHOTO_SIZE_TEXT } from '~/src/lib/photo-rules';

export const shortName = (name: string) => (name.length > 30 ? `${name.slice(0, 30)}...` : name);

export function PhotoFileInput({
  label,
  onFiles,
  className = '',
}: {
  label: string;
  onFiles: (files: File[]) => void;
  className?: string;
}) {
  return (
    <label className={`block text-sm font-medium ${className}`}>
      {label}
      <input
        type="file"
        accept="image/*,.heic,.heif"
        multiple
        className="mt-1 block text-sm"
        onChange={(e) => {
          const files = [...(e.target.files ?? [])];
          const tooLarge = files.filter((f) => f.size > MAX_PHOTO_BYTES);
          if (tooLarge.length > 0) toast.error(`${tooLarge.map((f) => shortName(f.name)).join(', ')}: larger than ${MAX_PHOTO_SIZE_TEXT}`);
          onFiles(files.filter((f) => f.size <= MAX_PHOTO_BYTES));
        }}
      />
    </label>
  );
}
