// What the deploy rehearsal asks the function bundles: a visitor's and the leasing team's real
// requests, reaching every route of every function (admin-only ones with a signed-in session),
// each answer checked by status and by the schema the admin's browser reads it with. Writes are
// made on records the rehearsal creates, and undone where the API can undo them.
import { createHash, randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import type { ReadableStream as NodeReadableStream } from 'node:stream/web';
import { createGunzip } from 'node:zlib';
import { SignJWT } from 'jose';
import sharp from 'sharp';
import { extract } from 'tar-stream';
import { z } from 'zod';
import {
  BuildingJsonSchema,
  ConflictSchema,
  GalleryImageJsonSchema,
  HistorySchema,
  InquiryEventJsonSchema,
  InquiryJsonSchema,
  InquiryReplyJsonSchema,
  ListingPreviewJsonSchema,
  ReplyDraftJsonSchema,
  ReplyTemplateJsonSchema,
  SessionSchema,
  SignInSchema,
  SiteContentRecordSchema,
  SitePreviewJsonSchema,
  UnitJsonSchema,
} from '~/src/lib/api/responses';
import { AlertSummarySchema } from '~/src/lib/schemas/alert';
import { DashboardSchema } from '~/src/lib/schemas/dashboard';
import { DraftJsonSchema } from '~/src/lib/schemas/draft';
import { PublishStatusSchema } from '~/src/lib/schemas/publish-status';
import { TrashItemSchema } from '~/src/lib/schemas/trash';
import { BulkResultSchema } from '~/src/lib/schemas/inquiry-bulk';
import { DEFAULT_OFFICE_HOURS } from '~/src/lib/schemas/office-hours';
import { bookableSlots } from '~/src/lib/tour-slots';
import { BACKUP_FORMAT, MANIFEST_ENTRY } from '~/src/server/backup/tables';
import { outboxMessages } from '~/tests/helpers/mail';
import type { BundleSession } from './bundle-session';

interface RehearsalSetup {
  adminPassword: string;
  /** Where the bundles write e-mails (OUTBOX_DIR). */
  outboxDir: string;
  projectRoot: string;
}

const Success = z.object({ success: z.literal(true) });
const Created = z.object({ success: z.literal(true), id: z.number() });
const Uploaded = z.object({ filenames: z.array(z.string()).min(1) });
const ConflictAnswer = z.object({ message: z.string(), conflict: ConflictSchema });

/** The archive's entry names, read to its end: a download that broke off, or no gzip tar, throws. */
async function archiveEntries(archive: Response): Promise<{ names: string[]; manifest: unknown }> {
  const names: string[] = [];
  let manifest: unknown;
  const entries = extract();
  const download = Readable.fromWeb(archive.body! as NodeReadableStream<Uint8Array>);
  const gunzip = createGunzip();
  // A transfer that breaks off, or bytes that are no gzip, end the reading with that error.
  for (const stream of [download, gunzip]) stream.on('error', (error) => entries.destroy(error));
  download.pipe(gunzip).pipe(entries);
  for await (const entry of entries) {
    const chunks: Buffer[] = [];
    for await (const chunk of entry) chunks.push(chunk as Buffer);
    if (entry.header.name === MANIFEST_ENTRY) manifest = JSON.parse(Buffer.concat(chunks).toString());
    names.push(entry.header.name);
  }
  return { names, manifest };
}

async function photoForm(projectRoot: string, extra: Record<string, string> = {}): Promise<FormData> {
  const jpeg = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#4a7' } })
    .jpeg()
    .toBuffer();
  const heic = await readFile(path.join(projectRoot, 'tests', 'fixtures', 'photo.heic'));
  const form = new FormData();
  form.append('images', new Blob([new Uint8Array(jpeg)], { type: 'image/jpeg' }), 'rehearsal.jpg');
  form.append('images', new Blob([new Uint8Array(heic)], { type: 'image/heic' }), 'rehearsal.heic');
  for (const [name, value] of Object.entries(extra)) form.append(name, value);
  return form;
}

export async function askEveryFunction(session: BundleSession, { adminPassword, outboxDir, projectRoot }: RehearsalSetup): Promise<void> {
  const { ask, askJson } = session;

  // A visitor: the public reads, an inquiry, a listing view, an availability alert.
  const units = (await askJson({ method: 'GET', path: '/api/properties' }, 200, z.array(UnitJsonSchema).min(1))) ?? [];
  await askJson({ method: 'GET', path: '/api/properties/featured' }, 200, z.array(UnitJsonSchema));
  const unit = units[0];
  await askJson({ method: 'GET', path: `/api/properties/${unit?.id ?? 0}` }, 200, UnitJsonSchema);
  const buildings = (await askJson({ method: 'GET', path: '/api/buildings' }, 200, z.array(BuildingJsonSchema).min(1))) ?? [];
  await askJson({ method: 'GET', path: `/api/buildings/${buildings[0]?.id ?? 0}` }, 200, BuildingJsonSchema);
  await askJson({ method: 'GET', path: '/api/gallery' }, 200, z.array(GalleryImageJsonSchema));
  const site = await askJson({ method: 'GET', path: '/api/site-content' }, 200, SiteContentRecordSchema);
  const photo = await ask({ method: 'GET', path: `/api/image/${unit?.mainImage ?? unit?.images[0] ?? 'none.jpg'}` }, 200);
  if (photo && !(photo.headers.get('content-type') ?? '').startsWith('image/')) session.fail('a unit photo', 'not an image');
  const formToken = await askJson({ method: 'GET', path: '/api/contact-submissions/form-token' }, 200, z.object({ token: z.string() }));
  const inquiry = await askJson(
    {
      method: 'POST',
      path: '/api/contact-submissions',
      json: {
        firstName: 'Rehearsal',
        lastName: 'Visitor',
        email: 'rehearsal.visitor@example.com',
        message: 'A question from the deploy rehearsal.',
        formToken: formToken?.token,
      },
    },
    201,
    Created,
  );
  await ask({ method: 'POST', path: '/api/listing-views', body: JSON.stringify({ unitId: unit?.id }) }, 204);
  // The API's description, built from the schemas bundled with its function.
  await askJson(
    { method: 'GET', path: '/api/openapi.json' },
    200,
    z.object({ openapi: z.string().startsWith('3.1.'), paths: z.record(z.string(), z.unknown()) }),
  );
  // /availability's filter form sent without script (decision 024): the matching spaces as a plain page.
  const results = await ask({ method: 'GET', path: '/availability/results' }, 200);
  if (results && !(await results.text()).includes('/listing/')) session.fail('GET /availability/results', 'no listing linked');
  const alertEmail = 'rehearsal.alert@example.com';
  await askJson({ method: 'POST', path: '/api/alerts', json: { email: alertEmail, spaceType: 'office' } }, 201, Success);
  const [confirmation] = (await outboxMessages(outboxDir, '-confirm')).filter((mail) => mail.header('to') === alertEmail);
  const alertToken = /\/api\/alerts\/([\w-]+)\/confirm/.exec(confirmation?.text ?? '')?.[1] ?? 'no-confirmation-e-mail-arrived';
  await ask({ method: 'GET', path: `/api/alerts/${alertToken}/confirm` }, 200);
  await ask({ method: 'POST', path: `/api/alerts/${alertToken}/confirm` }, 200);

  // The leasing team: two sessions (one to sign out), every admin read and write.
  const signIn = { method: 'POST', path: '/api/auth/login', json: { username: 'admin', password: adminPassword } };
  const token = (await askJson(signIn, 200, SignInSchema))?.token;
  const second = (await askJson(signIn, 200, SignInSchema))?.token;
  const me = await askJson({ method: 'GET', path: '/api/auth/me', token }, 200, SessionSchema);
  if (me?.authenticated !== true) session.fail('GET /api/auth/me', 'the session is not signed in');
  const alerts = await askJson({ method: 'GET', path: '/api/alerts', token }, 200, z.array(AlertSummarySchema));
  if (alerts?.length !== 1) session.fail('GET /api/alerts', `expected the one confirmed alert, got ${alerts?.length}`);
  await ask({ method: 'GET', path: `/api/alerts/${alertToken}/unsubscribe` }, 200);
  await ask({ method: 'POST', path: `/api/alerts/${alertToken}/unsubscribe` }, 200);
  await askJson({ method: 'GET', path: '/api/dashboard', token }, 200, DashboardSchema);
  // The public site's state (decision 040). The rehearsal has no build hook: nothing waits to go
  // live, and "Retry" has nothing to call.
  const publish = await askJson({ method: 'GET', path: '/api/publish-status', token }, 200, PublishStatusSchema);
  if (publish?.state !== 'live') session.fail('GET /api/publish-status', `expected live, got ${publish?.state}`);
  await ask({ method: 'GET', path: '/api/publish-status' }, 401);
  await ask({ method: 'POST', path: '/api/publish-status/retry', token }, 409);
  // Netlify's deploy notifications (decision 041): unsigned, refused; signed with the secret
  // (rehearse-deploy.ts sets DEPLOY_WEBHOOK_SECRET), accepted, and a deploy preview changes nothing.
  const deploy = JSON.stringify({ id: 'rehearsal', state: 'ready', context: 'deploy-preview', created_at: new Date().toISOString() });
  await ask({ method: 'POST', path: '/api/deploy-events', body: deploy, headers: { 'content-type': 'application/json' } }, 401);
  const signature = await new SignJWT({ sha256: createHash('sha256').update(deploy).digest('hex') })
    .setProtectedHeader({ alg: 'HS256', typ: 'JWT' })
    .setIssuer('netlify')
    .sign(new TextEncoder().encode(process.env['DEPLOY_WEBHOOK_SECRET'] ?? ''));
  await ask(
    {
      method: 'POST',
      path: '/api/deploy-events',
      body: deploy,
      headers: { 'content-type': 'application/json', 'x-webhook-signature': signature },
    },
    200,
  );

  // The inquiry came too fast for a person (it is flagged); the team works it through the pipeline.
  const lead = `/api/contact-submissions/${inquiry?.id ?? 0}`;
  const all = await askJson({ method: 'GET', path: '/api/contact-submissions?spam=include', token }, 200, z.array(InquiryJsonSchema));
  if (!all?.some((i) => i.id === inquiry?.id)) session.fail('GET /api/contact-submissions', 'the new inquiry is missing');
  await askJson({ method: 'PUT', path: `${lead}/not-spam`, token }, 200, InquiryJsonSchema);
  await askJson({ method: 'PUT', path: `${lead}/status`, token, json: { status: 'read' } }, 200, InquiryJsonSchema);
  await askJson({ method: 'PUT', path: `${lead}/notify`, token }, 200, InquiryJsonSchema);
  await askJson({ method: 'PUT', path: `${lead}/stage`, token, json: { stage: 'contacted' } }, 200, InquiryJsonSchema);
  await askJson({ method: 'POST', path: `${lead}/notes`, token, json: { note: 'Called back.' } }, 201, InquiryEventJsonSchema);
  await askJson({ method: 'PUT', path: `${lead}/replied`, token }, 200, InquiryJsonSchema);
  const [slot] = bookableSlots(new Date(), DEFAULT_OFFICE_HOURS); // the seeded site's hours
  await askJson({ method: 'PUT', path: `${lead}/tour`, token, json: { start: slot?.toISOString() } }, 200, InquiryJsonSchema);
  await ask({ method: 'GET', path: `${lead}/tour/preview?start=${encodeURIComponent(slot?.toISOString() ?? '')}`, token }, 200);
  await askJson({ method: 'POST', path: `${lead}/tour/invite`, token }, 200, InquiryJsonSchema);
  await askJson({ method: 'DELETE', path: `${lead}/tour`, token }, 200, InquiryJsonSchema);
  const history = await askJson({ method: 'GET', path: `${lead}/history`, token }, 200, z.array(InquiryEventJsonSchema));
  if (!history?.some((event) => event.kind === 'note')) session.fail(`GET ${lead}/history`, 'the note is missing');
  // Replies from the admin: a template, filled in for the lead, sent once, listed, "Send
  // again" (a sent reply is not sent twice); the template is removed again.
  const template = await askJson(
    {
      method: 'POST',
      path: '/api/reply-templates',
      token,
      json: { name: 'Rehearsal', subject: 'About {{unit}}', body: 'Hello {{firstName}}' },
    },
    201,
    ReplyTemplateJsonSchema,
  );
  const templatePath = `/api/reply-templates/${template?.id ?? 0}`;
  await askJson({ method: 'GET', path: '/api/reply-templates', token }, 200, z.array(ReplyTemplateJsonSchema));
  await askJson(
    {
      method: 'PUT',
      path: templatePath,
      token,
      json: { name: 'Rehearsal', subject: 'Re: {{unit}}', body: 'Hello {{firstName}},\n\n{{leasingContact}}' },
    },
    200,
    ReplyTemplateJsonSchema,
  );
  const filled = await askJson(
    { method: 'GET', path: `${lead}/reply-draft?template=${template?.id ?? 0}`, token },
    200,
    ReplyDraftJsonSchema,
  );
  const reply = await askJson(
    {
      method: 'POST',
      path: `${lead}/replies`,
      token,
      json: { subject: filled?.subject, body: filled?.body, idempotencyKey: randomUUID() },
    },
    201,
    InquiryReplyJsonSchema,
  );
  if (reply && reply.sendState !== 'sent') session.fail(`POST ${lead}/replies`, `the reply was not sent: ${reply.sendLastError}`);
  await askJson({ method: 'GET', path: `${lead}/replies`, token }, 200, z.array(InquiryReplyJsonSchema));
  await askJson({ method: 'PUT', path: `${lead}/replies/${reply?.id ?? 0}/send`, token }, 200, InquiryReplyJsonSchema);
  await askJson({ method: 'DELETE', path: templatePath, token }, 200, Success);
  // The inbox at volume: a bulk delete undone from the Trash, a bulk mark-read, Empty spam.
  const ids = [inquiry?.id ?? 0];
  await askJson({ method: 'POST', path: '/api/contact-submissions/bulk', token, json: { action: 'delete', ids } }, 200, BulkResultSchema);
  await ask({ method: 'POST', path: '/api/trash/restore', token, json: { kind: 'inquiry', ids } }, 200);
  await askJson(
    { method: 'POST', path: '/api/contact-submissions/bulk', token, json: { action: 'mark-read', ids } },
    200,
    BulkResultSchema,
  );
  await askJson({ method: 'POST', path: '/api/contact-submissions/empty-spam', token }, 200, BulkResultSchema);

  // Photos, a building with a unit, the Trash, the gallery.
  const upload = await askJson({ method: 'POST', path: '/api/upload', token, body: await photoForm(projectRoot) }, 201, Uploaded);
  const floorPlan = new FormData();
  const plan = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#fff' } })
    .png()
    .toBuffer();
  floorPlan.append('file', new Blob([new Uint8Array(plan)], { type: 'image/png' }), 'floor-plan.png');
  await ask({ method: 'POST', path: '/api/upload/floor-plan', token, body: floorPlan }, 201);
  const building = await askJson(
    {
      method: 'POST',
      path: '/api/buildings',
      token,
      json: {
        name: 'Rehearsal House',
        address: '1 Rehearsal Way',
        images: upload?.filenames,
        // Alt text and a caption per photo, stored with the building (decision 034).
        photoDetails: (upload?.filenames ?? []).map((key, i) => ({
          key,
          alt: `Rehearsal House — photo ${i + 1}`,
          caption: 'From the rehearsal',
        })),
      },
    },
    201,
    BuildingJsonSchema,
  );
  const buildingPath = `/api/buildings/${building?.id ?? 0}`;
  await askJson(
    { method: 'PUT', path: buildingPath, token, json: { name: 'Rehearsal House', address: '2 Rehearsal Way' } },
    200,
    BuildingJsonSchema,
  );
  const newUnit = { buildingId: building?.id, unitNumber: 'R1', type: 'office', squareFootage: 1200 };
  const created = await askJson({ method: 'POST', path: '/api/properties', token, json: newUnit }, 201, UnitJsonSchema);
  const unitPath = `/api/properties/${created?.id ?? 0}`;
  await askJson({ method: 'PUT', path: unitPath, token, json: { ...newUnit, rate: 41 } }, 200, UnitJsonSchema);
  // Versions: a save over a newer version is refused; the history; a restore.
  await askJson({ method: 'PUT', path: unitPath, token, json: { ...newUnit, rate: 43, version: 1 } }, 409, ConflictAnswer);
  const unitHistory = await askJson({ method: 'GET', path: `/api/history/unit/${created?.id ?? 0}`, token }, 200, HistorySchema);
  if (unitHistory?.versions.length !== 2) session.fail('GET /api/history/unit/:id', `${unitHistory?.versions.length} versions, not 2`);
  await ask({ method: 'GET', path: `/api/history/unit/${created?.id ?? 0}` }, 401);
  await askJson(
    { method: 'POST', path: `/api/history/unit/${created?.id ?? 0}/1/restore`, token, json: { version: 2 } },
    200,
    UnitJsonSchema,
  );
  // Drafts: one beside the unit, previewed, scheduled, published; one new unit, discarded.
  const draft = await askJson(
    { method: 'POST', path: '/api/drafts', token, json: { kind: 'unit', entityId: created?.id, data: { ...newUnit, rate: 43 } } },
    201,
    DraftJsonSchema,
  );
  const draftPath = `/api/drafts/${draft?.id ?? 0}`;
  await askJson({ method: 'GET', path: '/api/drafts', token }, 200, z.array(DraftJsonSchema));
  await askJson({ method: 'GET', path: draftPath, token }, 200, DraftJsonSchema);
  const inAnHour = new Date(Date.now() + 3_600_000).toISOString();
  await askJson({ method: 'PUT', path: draftPath, token, json: { publishAt: inAnHour } }, 200, DraftJsonSchema);
  await askJson({ method: 'GET', path: `${draftPath}/preview`, token }, 200, ListingPreviewJsonSchema);
  await ask({ method: 'POST', path: `${draftPath}/publish`, token }, 200);
  const newDraft = await askJson(
    { method: 'POST', path: '/api/drafts', token, json: { kind: 'unit', data: { ...newUnit, unitNumber: 'R2' }, publishAt: inAnHour } },
    201,
    DraftJsonSchema,
  );
  await askJson({ method: 'DELETE', path: `/api/drafts/${newDraft?.id ?? 0}`, token }, 200, Created);
  // The site content: saved unchanged from the version read (the words stay as they
  // were), refused from a stale version, then a draft of it previewed and discarded.
  if (site) {
    const { version, updatedAt: _updatedAt, ...content } = site;
    await askJson({ method: 'PUT', path: '/api/site-content', token, json: { ...content, version } }, 200, SiteContentRecordSchema);
    await ask({ method: 'PUT', path: '/api/site-content', token, json: { ...content, version } }, 409);
    const siteDraft = await askJson(
      { method: 'POST', path: '/api/drafts', token, json: { kind: 'site', entityId: 1, data: content } },
      201,
      DraftJsonSchema,
    );
    await askJson({ method: 'GET', path: `/api/drafts/${siteDraft?.id ?? 0}/preview`, token }, 200, SitePreviewJsonSchema);
    await askJson({ method: 'DELETE', path: `/api/drafts/${siteDraft?.id ?? 0}`, token }, 200, Created);
  }
  await askJson({ method: 'DELETE', path: unitPath, token }, 200, Success);
  const trash = await askJson({ method: 'GET', path: '/api/trash', token }, 200, z.array(TrashItemSchema));
  if (!trash?.some((item) => item.kind === 'unit' && item.id === created?.id))
    session.fail('GET /api/trash', 'the deleted unit is missing');
  await askJson({ method: 'POST', path: `/api/trash/unit/${created?.id ?? 0}/restore`, token }, 200, Success);
  await askJson({ method: 'DELETE', path: unitPath, token }, 200, Success);
  await askJson({ method: 'DELETE', path: `/api/trash/unit/${created?.id ?? 0}`, token }, 200, Success);
  await askJson({ method: 'DELETE', path: buildingPath, token }, 200, Success);
  const gallery = await askJson(
    { method: 'POST', path: '/api/gallery', token, body: await photoForm(projectRoot, { description_0: 'From the rehearsal' }) },
    201,
    z.array(GalleryImageJsonSchema).length(2),
  );
  for (const image of gallery ?? []) {
    await askJson({ method: 'PUT', path: `/api/gallery/${image.id}`, token, json: { featured: true } }, 200, GalleryImageJsonSchema);
    await askJson(
      { method: 'PUT', path: `/api/gallery/${image.id}`, token, json: { alt: 'A rehearsal photo', description: 'Its caption' } },
      200,
      GalleryImageJsonSchema,
    );
    await askJson({ method: 'DELETE', path: `/api/gallery/${image.id}`, token }, 200, Success);
  }
  // Staff: a lead's assignee, the team settings, the Users API, links, profile, Activity.
  await ask({ method: 'PUT', path: `${lead}/assignee`, token, json: { userId: null } }, 200);
  await askJson({ method: 'DELETE', path: lead, token }, 200, Success);
  await ask({ method: 'GET', path: '/api/team-settings', token }, 200);
  await ask({ method: 'PUT', path: '/api/team-settings', token, json: { autoAssign: false } }, 200);
  await ask({ method: 'GET', path: '/api/users', token }, 200);
  await ask({ method: 'POST', path: '/api/users/invitations', token, json: { email: 'rehearsal.agent@example.com', role: 'agent' } }, 201);
  await ask({ method: 'DELETE', path: '/api/users/invitations/2147483647', token }, 404);
  await ask({ method: 'PUT', path: '/api/users/2147483647', token, json: { active: true } }, 404);
  const deadLink = { token: 'x'.repeat(43), password: 'a long enough password' };
  await ask({ method: 'POST', path: '/api/invitations/accept', json: { ...deadLink, name: 'Nobody' } }, 400);
  await ask({ method: 'POST', path: '/api/auth/password-reset', json: { email: 'nobody.here@example.com' } }, 200);
  await ask({ method: 'POST', path: '/api/auth/password-reset/confirm', json: deadLink }, 400);
  await ask({ method: 'PUT', path: '/api/auth/profile', token, json: { name: 'admin', email: 'rehearsal.admin@example.com' } }, 200);
  await ask({ method: 'GET', path: '/api/activity', token }, 200);
  await ask({ method: 'GET', path: '/api/activity/export', token }, 200);
  await ask({ method: 'POST', path: '/api/contact-submissions/export', token, json: { box: 'inbox', rows: 1 } }, 200);
  await ask({ method: 'POST', path: '/api/invitations/check', json: { token: deadLink.token } }, 200);
  await ask({ method: 'POST', path: '/api/auth/password-reset/check', json: { token: deadLink.token } }, 200);
  // Passkeys: the ceremonies' options, and answers no authenticator made.
  await ask({ method: 'GET', path: '/api/passkeys', token }, 200);
  await ask({ method: 'POST', path: '/api/passkeys/registration-options', token }, 200);
  await ask({ method: 'POST', path: '/api/passkeys/sign-in-options' }, 200);
  await ask({ method: 'POST', path: '/api/passkeys/sign-in', json: {} }, 400);
  await ask({ method: 'POST', path: '/api/passkeys/recovery', json: {} }, 400);
  await ask({ method: 'DELETE', path: '/api/passkeys/2147483647', token }, 404);
  // A person's data: looked up; nothing to export for an address the site does not hold; an
  // erasure that is not confirmed changes nothing.
  const person = { email: 'nobody.here@example.com' };
  await ask({ method: 'POST', path: '/api/people-data/lookup', token, json: person }, 200);
  await ask({ method: 'POST', path: '/api/people-data/export', token, json: person }, 404);
  await ask({ method: 'POST', path: '/api/people-data/erase', token, json: {} }, 400);

  // The backup, read whole: a gzip tar that opens with backup.json.
  const archive = await ask({ method: 'GET', path: '/api/backup', token }, 200);
  if (archive) {
    try {
      const { names, manifest } = await archiveEntries(archive);
      const format = (manifest as { format?: unknown } | undefined)?.format;
      if (names[0] !== MANIFEST_ENTRY || format !== BACKUP_FORMAT)
        session.fail('GET /api/backup', `opens with ${names[0]} (${String(format)})`);
      if (!names.some((name) => name.startsWith('photos/'))) session.fail('GET /api/backup', 'holds no photos');
    } catch (error) {
      session.fail('GET /api/backup', `not a whole gzip tar archive (${String(error)})`);
    }
  }

  // The account: a wrong current password changes nothing; sign out one session, then all.
  await ask(
    {
      method: 'POST',
      path: '/api/auth/password',
      token,
      json: { currentPassword: 'not the password', newPassword: 'a new password of length' },
    },
    400,
  );
  await askJson({ method: 'POST', path: '/api/auth/logout', token: second }, 200, Success);
  const after = await askJson({ method: 'GET', path: '/api/auth/me', token: second }, 200, SessionSchema);
  if (after?.authenticated !== false) session.fail('POST /api/auth/logout', 'the session is still signed in');
  await askJson({ method: 'POST', path: '/api/auth/logout-everywhere', token }, 200, Success);

  await session.runScheduled('housekeeping');
  await session.runScheduled('retry-notifications');
  await session.runScheduled('publish-scheduled');
  await session.runScheduled('spam-report');
}
