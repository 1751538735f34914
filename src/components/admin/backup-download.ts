// 'Download backup': the archive is fetched with the session and handed to the browser only once
// it has arrived whole. An error answer or a transfer that breaks off (the server failed part-way)
// rejects, so the admin sees why instead of a saved error page or a truncated archive.
import { apiRequest } from '~/src/lib/api/client';
import { saveFile } from './save-file';

const FALLBACK_NAME = 'leasing-backup.tar.gz';

/** The name the server gives the archive (`attachment; filename="leasing-backup-<time>Z.tar.gz"`). */
export function attachmentName(contentDisposition: string | null): string {
  return /filename="([^"/\\]+)"/.exec(contentDisposition ?? '')?.[1] ?? FALLBACK_NAME;
}

/** Downloads the backup; answers the file name it was saved under. */
export async function downloadBackup(): Promise<string> {
  const response = await apiRequest('/api/backup');
  const archive = await response.blob();
  const filename = attachmentName(response.headers.get('content-disposition'));
  saveFile(filename, archive);
  return filename;
}
