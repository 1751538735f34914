// The unit form's optional floor plan (decision 025): an image or a PDF, uploaded as soon as it is
// chosen (/api/upload/floor-plan, admin session) and saved on the unit with the form.
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '~/src/lib/api/client';
import { originalImageUrl } from '~/src/lib/images';
import { MAX_PHOTO_BYTES, MAX_PHOTO_SIZE_TEXT } from '~/src/lib/photo-rules';
import { postForm } from './upload';

export function FloorPlanField({ value, onChange, error }: { value: string; onChange: (key: string) => void; error?: string | undefined }) {
  const [isUploading, setIsUploading] = useState(false);

  async function upload(file: File) {
    if (file.size > MAX_PHOTO_BYTES) {
      toast.error(`${file.name}: larger than ${MAX_PHOTO_SIZE_TEXT}`);
      return;
    }
    const form = new FormData();
    form.append('file', file);
    setIsUploading(true);
    try {
      onChange((await postForm<{ filename: string }>('/api/upload/floor-plan', form)).filename);
    } catch (uploadError) {
      toast.error('Upload failed', { description: errorMessage(uploadError) ?? 'Could not upload the floor plan' });
    } finally {
      setIsUploading(false);
    }
  }

  return (
    <div className="space-y-2">
      <label className="block text-sm font-medium">
        Floor plan (image or PDF, up to {MAX_PHOTO_SIZE_TEXT})
        <input
          type="file"
          accept="application/pdf,image/*,.heic,.heif"
          disabled={isUploading}
          className="mt-1 block min-h-11 text-sm"
          aria-describedby={error ? 'unit-floorPlan-error' : undefined}
          onChange={(e) => {
            const file = e.target.files?.[0];
            e.target.value = '';
            if (file) void upload(file);
          }}
        />
      </label>
      {isUploading && <p role="status">Uploading floor plan...</p>}
      {value && (
        <p className="flex flex-wrap items-center gap-3 text-sm">
          <a href={originalImageUrl(value)} target="_blank" rel="noreferrer" className="text-brand-700 underline">
            Current floor plan ({value.endsWith('.pdf') ? 'PDF' : 'image'})
          </a>
          <button type="button" className="btn-secondary min-h-11" onClick={() => onChange('')}>
            Remove floor plan
          </button>
        </p>
      )}
      {error && (
        <p id="unit-floorPlan-error" className="text-sm text-red-700">
          {error}
        </p>
      )}
    </div>
  );
}
