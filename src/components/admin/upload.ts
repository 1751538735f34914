// Photo uploads with progress (XMLHttpRequest reports upload progress; fetch does not).
import { AUTH_TOKEN_KEY } from '../../lib/api/client';

export const MAX_FILE_BYTES = 10 * 1024 * 1024;

/** POSTs multipart `form` to `path`; resolves with the JSON answer or rejects "<status>: <body>". */
export function postForm<T>(path: string, form: FormData, onProgress?: (fraction: number) => void): Promise<T> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', path);
    xhr.withCredentials = true;
    const token = localStorage.getItem(AUTH_TOKEN_KEY);
    if (token) xhr.setRequestHeader('authorization', `Bearer ${token}`);
    xhr.upload.onprogress = (event) => event.lengthComputable && onProgress?.(event.loaded / event.total);
    xhr.onload = () => (xhr.status >= 200 && xhr.status < 300 ? resolve(JSON.parse(xhr.responseText) as T) : reject(new Error(`${xhr.status}: ${xhr.responseText || xhr.statusText}`)));
    xhr.onerror = () => reject(new Error('0: Network error'));
    xhr.send(form);
  });
}

export async function uploadPhotos(files: File[], onProgress?: (fraction: number) => void): Promise<string[]> {
  if (files.length === 0) return [];
  const form = new FormData();
  for (const file of files) form.append('images', file);
  return (await postForm<{ filenames: string[] }>('/api/upload', form, onProgress)).filenames;
}
