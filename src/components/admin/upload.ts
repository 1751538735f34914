// Photo uploads with progress (XMLHttpRequest reports upload progress; fetch does not).
// Netlify caps a function's request body at 6 MB, so each photo goes in its own request, and
// large JPEG/PNG/WebP photos are scaled down in the browser first (HEIC can't be drawn here and
// is sent as it is).
import { ApiError, AUTH_TOKEN_KEY } from '~/src/lib/api/client';

const SHRINK_ABOVE_BYTES = 4 * 1024 * 1024;
const MAX_EDGE_PX = 3000;

/** POSTs multipart `form` to `path`; resolves with the JSON answer or rejects "<status>: <body>". */
export function postForm<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    const token = localStorage.getItem(AUTH_TOKEN_KEY);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total);
    xhr.onload = () =>
      xhr.status >= 200 && xhr.status < 300
        ? resolve(JSON.parse(xhr.responseText) as T)
        : reject(new ApiError(xhr.status, xhr.responseText || xhr.statusText));
    xhr.onerror = () => reject(new ApiError(0, 'Network error'));
    xhr.send(form);
  });
}

/** A large photo re-encoded as a JPEG whose longest side is at most 3000 px; others unchanged. */
export async function shrinkForUpload(file: File): Promise<File> {
  if (file.size <= SHRINK_ABOVE_BYTES || !/^image\/(jpeg|png|webp)$/.test(file.type)) return file;
  const bitmap = await createImageBitmap(file);
  const scale = Math.min(1, MAX_EDGE_PX / Math.max(bitmap.width, bitmap.height));
  const canvas = new OffscreenCanvas(Math.round(bitmap.width * scale), Math.round(bitmap.height * scale));
  canvas.getContext('2d')!.drawImage(bitmap, 0, 0, canvas.width, canvas.height);
  bitmap.close();
  const blob = await canvas.convertToBlob({ type: 'image/jpeg', quality: 0.88 });
  return new File([blob], file.name.replace(/\.\w+$/, '.jpg'), { type: 'image/jpeg' });
}

export interface UploadItem {
  file: File;
  /** Text fields sent with this file. */
  fields?: Record<string, string>;
}

/** Sends each file in its own request (after shrinking) and reports overall progress. */
export async function postEach<T>(path: string, items: UploadItem[], onProgress?: (fraction: number) => void): Promise<T[]> {
  const answers: T[] = [];
  for (const [i, { file, fields = {} }] of items.entries()) {
    const form = new FormData();
    form.append('images', await shrinkForUpload(file));
    for (const [key, value] of Object.entries(fields)) form.append(key, value);
    answers.push(await postForm<T>(path, form, (fraction) => onProgress?.((i + fraction) / items.length)));
  }
  return answers;
}

export async function uploadPhotos(files: File[], onProgress?: (fraction: number) => void): Promise<string[]> {
  const answers = await postEach<{ filenames: string[] }>(
    '/api/upload',
    files.map((file) => ({ file })),
    onProgress,
  );
  return answers.flatMap((answer) => answer.filenames);
}
