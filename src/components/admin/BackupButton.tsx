// 'Download backup' in the admin's header (docs/OPERATIONS.md, Backups).
import { useState } from 'react';
import { toast } from 'sonner';
import { errorMessage } from '~/src/lib/api/client';
import { downloadBackup } from './backup-download';

export function BackupButton() {
  const [isDownloading, setDownloading] = useState(false);
  const download = () => {
    setDownloading(true);
    downloadBackup()
      .catch((error: unknown) =>
        toast.error('Backup not downloaded', { description: errorMessage(error) ?? 'The download broke off. Please try again.' }),
      )
      .finally(() => setDownloading(false));
  };
  return (
    <button type="button" className="btn-secondary" onClick={download} disabled={isDownloading}>
      {isDownloading ? 'Downloading backup...' : 'Download backup'}
    </button>
  );
}
