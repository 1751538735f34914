import { Readable } from 'node:stream';
import type { Config } from '@netlify/functions';
import { actorOf } from '~/src/server/actor';
import { recordEvent } from '~/src/server/audit';
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
      const session = await requireAdmin(req, 'download a backup');
      // Taking a copy of everything changes nothing, so its line stands alone.
      await recordEvent(actorOf(session), { event: 'backup', record: { kind: 'backup', id: null }, action: 'backup.download' });
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
