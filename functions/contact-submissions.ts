import type { Config } from '@netlify/functions';
import { createInquiry, deleteInquiry, listInquiries, setInquiryStatus } from '../db/queries/inquiries';
import { InquirySchema, InquiryStatusSchema } from '../src/lib/schemas/inquiry';
import { requireAdmin } from './_shared/auth';
import { handler, HttpError, json, methodNotAllowed, parseId } from './_shared/http';
import { notifyLeasingTeam } from './_shared/mailer';
import { clientAddress, pathSegments, readJsonObject, validate } from './_shared/request';
import { assertNotThrottled, INQUIRY_BURST, recordHit } from './_shared/throttle';

// A person needs more than this to fill the form; bots post at once.
const MIN_FILL_MS = 3000;

// /api/contact-submissions, /api/contact-submissions/{id} and /api/contact-submissions/{id}/status
export default handler(async (req, context) => {
  const [segment, action, extra] = pathSegments(req, '/api/contact-submissions');
  if (extra !== undefined) throw new HttpError(404, 'Not found');

  if (segment === undefined) {
    if (req.method === 'GET') {
      await requireAdmin(req);
      const includeSpam = new URL(req.url).searchParams.get('spam') === 'include';
      return json(await listInquiries({ includeSpam }));
    }
    if (req.method !== 'POST') throw methodNotAllowed(['GET', 'POST']);
    const { website, formStartedAt, ...inquiry } = validate(InquirySchema, await readJsonObject(req));
    const bucket = `inquiry:${clientAddress(req, context)}`;
    await assertNotThrottled(bucket, INQUIRY_BURST);
    // Spam traps: kept (flagged, hidden from the inbox) rather than dropped, so nothing real is lost;
    // answered exactly like a real inquiry so a bot learns nothing.
    const isSpam = Boolean(website) || (formStartedAt !== undefined && Date.now() - formStartedAt < MIN_FILL_MS);
    const stored = await createInquiry({ ...inquiry, isSpam });
    await recordHit(bucket);
    if (!isSpam) {
      // Stored first; a failed e-mail is logged and never loses or rejects the inquiry.
      await notifyLeasingTeam(stored).catch((error: unknown) => console.error(`Inquiry #${stored.id} e-mail failed:`, error));
    }
    return json({ success: true, id: stored.id }, { status: 201 });
  }

  const id = parseId(segment);
  if (action === 'status') {
    if (req.method !== 'PUT') throw methodNotAllowed(['PUT']);
    await requireAdmin(req);
    const { status } = validate(InquiryStatusSchema, await readJsonObject(req));
    const updated = await setInquiryStatus(id, status);
    if (!updated) throw new HttpError(404, 'Inquiry not found');
    return json(updated);
  }
  if (action !== undefined) throw new HttpError(404, 'Not found');
  if (req.method !== 'DELETE') throw methodNotAllowed(['DELETE']);
  await requireAdmin(req);
  if (!(await deleteInquiry(id))) throw new HttpError(404, 'Inquiry not found');
  return json({ success: true, id });
});

export const config: Config = {
  path: ['/api/contact-submissions', '/api/contact-submissions/*'],
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};
