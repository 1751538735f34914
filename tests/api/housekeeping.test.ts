import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { executeRows } from '~/db/client';
import { markBucket } from '~/db/queries/rate-limits';
import { createSession } from '~/db/queries/sessions';
import { officeDay } from '~/src/lib/office-hours';
import { readImage, saveImage } from '~/src/server/photos/image-store';
import { findScheduledFunctions } from '~/scripts/platform/scheduled-functions';
import { api, functionRouter, readJson, signIn } from '../helpers/api';
import { startTestPlatform, type TestPlatform } from '../helpers/test-platform';

let platform: TestPlatform;
beforeAll(async () => {
  platform = await startTestPlatform();
});
afterAll(() => platform.stop());

const DAY = 86_400_000;
const sessionIds = async () => (await executeRows<{ id: string }>(platform.db, sql`select id from sessions`)).map((r) => r.id);

describe('the daily housekeeping', () => {
  it('is a scheduled function npm start finds and runs on its schedule', async () => {
    const scheduled = await findScheduledFunctions(functionRouter());
    expect(scheduled.map(({ name, schedule }) => ({ name, schedule }))).toEqual([
      { name: 'housekeeping', schedule: '@daily' },
      { name: 'publish-scheduled', schedule: '* * * * *' },
      { name: 'retry-notifications', schedule: '* * * * *' },
      { name: 'spam-report', schedule: '0 12 * * *' },
    ]);
  });

  it("purges ended sessions, old throttle rows, past days' visitor hashes and day-old orphaned photos, and nothing in use", async () => {
    const { token } = await signIn();
    const [user] = await executeRows<{ id: number }>(platform.db, sql`select id from admin_users limit 1`);
    const expired = await createSession(user!.id, new Date(Date.now() - 1000));
    const idle = await createSession(user!.id, new Date(Date.now() + 7 * DAY));
    await executeRows(platform.db, sql`update sessions set last_seen_at = now() - interval '9 hours' where id = ${idle.id}`);
    await markBucket('inquiry:old-address');
    await executeRows(
      platform.db,
      sql`update rate_limit_buckets set window_started_at = now() - interval '40 days' where bucket = 'inquiry:old-address'`,
    );
    await markBucket('inquiry:recent-address');
    const today = officeDay(new Date());
    await executeRows(
      platform.db,
      sql`insert into listing_view_visitors (visitor, day) values ('yesterday-hash', ${today}::date - 1), ('today-hash', ${today}::date)`,
    );

    const orphanOld = await saveImage(new Uint8Array([1, 2, 3]), 'image/png', new Date(Date.now() - 2 * DAY));
    const orphanFresh = await saveImage(new Uint8Array([4, 5, 6]), 'image/png');
    const usedOld = await saveImage(new Uint8Array([7, 8, 9]), 'image/png', new Date(Date.now() - 2 * DAY));
    await api('POST', '/api/buildings', { token, json: { name: 'Kept', address: '1 Kept St', images: [usedOld] } });
    // Photos named only by the site content (a team member's), a draft, or the site's history.
    const dayOldPhoto = (byte: number) => saveImage(new Uint8Array([byte]), 'image/png', new Date(Date.now() - 2 * DAY));
    const teamPhoto = await dayOldPhoto(10);
    const draftPhoto = await dayOldPhoto(11);
    const sitePastPhoto = await dayOldPhoto(12);
    await executeRows(
      platform.db,
      sql`insert into site_content (id, data) values (1, ${JSON.stringify({ team: [{ name: 'Pat', photo: teamPhoto }] })}::jsonb)
          on conflict (id) do update set data = excluded.data`,
    );
    await executeRows(
      platform.db,
      sql`insert into drafts (kind, data, saved_by_name) values ('unit', ${JSON.stringify({ images: [draftPhoto] })}::jsonb, 'admin')`,
    );
    await executeRows(
      platform.db,
      sql`insert into revisions (kind, entity_id, version, data, actor_name)
          values ('site', 1, 999, ${JSON.stringify({ team: [{ photo: sitePastPhoto }] })}::jsonb, 'admin')`,
    );

    const { default: housekeeping } = await import('~/functions/housekeeping');
    await housekeeping();

    const remaining = await sessionIds();
    expect(remaining).not.toContain(expired.id);
    expect(remaining).not.toContain(idle.id);
    expect(await readJson(await api('GET', '/api/auth/me', { token }))).toMatchObject({ authenticated: true });
    const buckets = (await executeRows<{ bucket: string }>(platform.db, sql`select bucket from rate_limit_buckets`)).map((r) => r.bucket);
    expect(buckets).not.toContain('inquiry:old-address');
    expect(buckets).toContain('inquiry:recent-address');
    const visitors = (await executeRows<{ visitor: string }>(platform.db, sql`select visitor from listing_view_visitors`)).map(
      (r) => r.visitor,
    );
    expect(visitors).toEqual(['today-hash']);
    expect(await readImage(orphanOld)).toBeNull();
    expect(await readImage(orphanFresh)).not.toBeNull();
    expect(await readImage(usedOld)).not.toBeNull();
    for (const kept of [teamPhoto, draftPhoto, sitePastPhoto]) expect(await readImage(kept)).not.toBeNull();
  });

  it('ends a session after 8 hours without use', async () => {
    const { token } = await signIn();
    expect(await readJson(await api('GET', '/api/auth/me', { token }))).toMatchObject({ authenticated: true });
    await executeRows(platform.db, sql`update sessions set last_seen_at = now() - interval '8 hours 1 minute'`);
    expect(await readJson(await api('GET', '/api/auth/me', { token }))).toEqual({ authenticated: false });
    expect((await api('GET', '/api/contact-submissions', { token })).status).toBe(401);
  });
});
