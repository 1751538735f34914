import type { Config } from '@netlify/functions';
import { INQUIRY_VIEWS, inquirySchema, InquiryStatusSchema, type InquiryView } from '~/src/lib/schemas/inquiry';
import type { OfficeHours } from '~/src/lib/schemas/office-hours';
import { BulkInquirySchema, InquiryPageSchema } from '~/src/lib/schemas/inquiry-bulk';
import { InquiryExportSchema } from '~/src/lib/schemas/inquiry-export';
import { LeadSourceFilterSchema } from '~/src/lib/schemas/lead-source';
import { actorOf } from '~/src/server/actor';
import { CONFIRM_SEND, issueFormToken } from '~/src/server/form-token';
import { changeInquiries, emptySpam, listInquiriesPaged } from '~/src/server/inquiry-bulk';
import { recordInquiryExport } from '~/src/server/inquiry-export';
import { deleteInquiry, listInquiries, markNotSpam, resendNotification, setInquiryStatus, submitInquiry } from '~/src/server/inquiries';
import { formatCalendarDay, formatClockTime, MAX_TOUR_SLOTS, bookableDays, tourSlotsFromForm, tourTimes } from '~/src/lib/tour-slots';
import { publishedOfficeHours } from '~/src/server/office-hours';
import { requireStaff } from './_shared/auth';
import { answerFormPost, isFormPost, type PageField } from './_shared/form-post';
import { fillLeadSourceFields, LEAD_SOURCE_FIELDS, withLeadSource } from './_shared/lead-source';
import { json } from './_shared/http';
import { clientAddress, idParam, readJsonObject, validate } from './_shared/request';
import { routes } from './_shared/routes';

export const config: Config = {
  path: [
    '/api/contact-submissions',
    '/api/contact-submissions/form-token',
    '/api/contact-submissions/bulk',
    '/api/contact-submissions/empty-spam',
    '/api/contact-submissions/export',
    '/api/contact-submissions/:id',
    '/api/contact-submissions/:id/status',
    '/api/contact-submissions/:id/not-spam',
    '/api/contact-submissions/:id/notify',
  ],
  rateLimit: { windowLimit: 30, windowSize: 60, aggregateBy: ['ip', 'domain'] },
};

/** `?spam=only` lists the flagged inquiries, `?spam=include` everything; the inbox otherwise. */
function inquiryView(spam: string | null): InquiryView {
  const view = { only: 'spam', include: 'all' }[spam ?? ''] ?? 'inbox';
  return INQUIRY_VIEWS.find((known) => known === view) ?? 'inbox';
}

/** The inquiry as the contact form posts it without script: the tour's day and time selects make its slots. */
const inquiryFromForm = (fields: URLSearchParams) => ({
  ...Object.fromEntries(fields),
  tourSlots: fields.has('tour') ? tourSlotsFromForm(fields.getAll('tourDay'), fields.getAll('tourTime')) : undefined,
});

/** The contact form again, as a plain page with today's tour days and times under `hours` (src/components/contact/ContactForm.tsx). */
function contactFormFields(hours: OfficeHours): PageField[] {
  const days = [
    { value: '', label: 'No preference' },
    ...[...bookableDays(new Date(), hours).keys()].map((day) => ({ value: day, label: formatCalendarDay(day) })),
  ];
  const times = [{ value: '', label: 'No preference' }, ...tourTimes(hours).map((time) => ({ value: time, label: formatClockTime(time) }))];
  return [
    { kind: 'text', name: 'firstName', label: 'First name', autocomplete: 'given-name' },
    { kind: 'text', name: 'lastName', label: 'Last name', autocomplete: 'family-name' },
    { kind: 'email', name: 'email', label: 'E-mail', autocomplete: 'email' },
    { kind: 'text', name: 'company', label: 'Company', autocomplete: 'organization' },
    { kind: 'hidden', name: 'unitId' },
    { kind: 'hidden', name: 'listing' },
    { kind: 'textarea', name: 'message', label: 'Message' },
    { kind: 'checkbox', name: 'tour', label: 'Request a tour' },
    { kind: 'errors', name: 'tourSlots' },
    ...Array.from({ length: MAX_TOUR_SLOTS }, (_, index): PageField[] => [
      { kind: 'select', name: 'tourDay', label: `Tour choice ${index + 1}: day`, options: days, index },
      { kind: 'select', name: 'tourTime', label: `Tour choice ${index + 1}: time`, options: times, index },
    ]).flat(),
    { kind: 'hidden', name: 'website' },
    ...LEAD_SOURCE_FIELDS,
  ];
}

export default routes(config, {
  '/api/contact-submissions': {
    GET: async (req) => {
      await requireStaff(req);
      const params = new URL(req.url).searchParams;
      const view = inquiryView(params.get('spam'));
      // ?source=loopnet: only the leads of one channel.
      const { source } = validate(LeadSourceFilterSchema, { source: params.get('source') ?? undefined });
      // Without ?limit (or ?before) the whole list, as it always was; with it, one page.
      if (!params.has('limit') && !params.has('before')) return json(await listInquiries(view, source));
      const page = validate(InquiryPageSchema, { limit: params.get('limit') ?? undefined, before: params.get('before') ?? undefined });
      return json(await listInquiriesPaged(view, { ...page, source }));
    },
    POST: async (req, context) => {
      // Tours are checked against the hours published now, not those the page was built with.
      const hours = await publishedOfficeHours();
      if (isFormPost(req)) {
        return answerFormPost(req, {
          schema: inquirySchema(hours),
          toInput: (fields) => inquiryFromForm(fillLeadSourceFields(fields, req)),
          save: (inquiry) => submitInquiry(withLeadSource(inquiry, req), clientAddress(req, context)),
          sentPage: '/contact/sent',
          form: {
            title: 'Please check your inquiry',
            action: '/api/contact-submissions',
            fields: contactFormFields(hours),
            button: 'Send Message',
          },
          // Shown again, the form carries a confirm token: its next press is taken (decision 024).
          token: { field: 'formToken', issue: () => issueFormToken(new Date(), 'confirm'), title: CONFIRM_SEND.title },
        });
      }
      const sent = validate(inquirySchema(hours), await readJsonObject(req));
      const inquiry = await submitInquiry(withLeadSource(sent, req), clientAddress(req, context));
      // No id yet for an inquiry parked while the database is unreachable (decision 017).
      return json({ success: true, id: inquiry?.id ?? null }, { status: 201 });
    },
  },
  '/api/contact-submissions/form-token': {
    // The form fetches this when it is shown; see src/server/form-token.ts.
    GET: async () => json({ token: await issueFormToken() }),
  },
  '/api/contact-submissions/bulk': {
    // Mark read, delete (to the Trash) or "Not spam" for many at once: all of them or none.
    POST: async (req, context) => {
      await requireStaff(req);
      const { action, ids } = validate(BulkInquirySchema, await readJsonObject(req));
      return json(await changeInquiries(action, ids, context));
    },
  },
  '/api/contact-submissions/empty-spam': {
    POST: async (req) => {
      await requireStaff(req);
      return json(await emptySpam());
    },
  },
  '/api/contact-submissions/export': {
    // The admin's "Export CSV" asks for its audited line first and saves the file only on success
    // (src/server/inquiry-export.ts); whoever may read the inquiries may export them.
    POST: async (req) => {
      const session = await requireStaff(req);
      await recordInquiryExport(actorOf(session), validate(InquiryExportSchema, await readJsonObject(req)));
      return json({ success: true });
    },
  },
  '/api/contact-submissions/:id': {
    DELETE: async (req, { params }) => {
      await requireStaff(req);
      const id = idParam(params);
      await deleteInquiry(id);
      return json({ success: true, id });
    },
  },
  '/api/contact-submissions/:id/not-spam': {
    PUT: async (req, { params }) => {
      await requireStaff(req);
      return json(await markNotSpam(idParam(params)));
    },
  },
  '/api/contact-submissions/:id/notify': {
    // "Send again" for an inquiry whose e-mail was not delivered.
    PUT: async (req, { params }) => {
      await requireStaff(req);
      return json(await resendNotification(idParam(params)));
    },
  },
  '/api/contact-submissions/:id/status': {
    PUT: async (req, { params }) => {
      await requireStaff(req);
      const { status } = validate(InquiryStatusSchema, await readJsonObject(req));
      return json(await setInquiryStatus(idParam(params), status));
    },
  },
});
