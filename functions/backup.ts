import { Readable } from 'node:stream';
import type { Config } from '@netlify/functions';
import { backupFileName, createBackup } from '~/src/server/backup/create-backup';
import { requireAdmin } from './_shared/auth';
import { routes } from './_shared/routes';

export const config: Config = {
  path: ['/api/backup'],
};

export default routes(config, {
  // "Download backup" in the admin: the archive `npm run backup` writes, streamed as it is made.
  '/api/backup': {
    GET: async (req) => {
      await requireAdmin(req, 'download a backup');
      return new Response(Readable.toWeb(createBackup()) as ReadableStream<Uint8Array>, {
        headers: {
          'content-type': 'application/gzip',
          'content-disposition': `attachment; filename="${backupFileName()}"`,
          'cache-control': 'no-store',
        },
      });
    },
  },
});
