import { z } from 'zod';
import { optionalText, requiredText } from './fields';

export const InquirySchema = z.object({
  firstName: requiredText('First name is required', 100),
  lastName: requiredText('Last name is required', 100),
  email: z.preprocess(
    (v) => (typeof v === 'string' ? v.trim() : v),
    z.email({ error: 'Please enter a valid email address' }).max(254, 'Please enter a valid email address'),
  ),
  company: optionalText(200),
  listing: optionalText(300),
  message: z.preprocess(
    (v) => (v === null || v === undefined ? '' : v),
    z
      .string()
      .trim()
      .min(10, 'Please provide a detailed message (at least 10 characters)')
      .max(5000, 'Please keep the message under 5,000 characters'),
  ),
  // Spam traps: a field people never see (bots fill it) and when the form was shown (ms epoch).
  website: optionalText(500),
  formStartedAt: z.preprocess((v) => (typeof v === 'string' && v !== '' ? Number(v) : v), z.number().optional()).catch(undefined),
});

export const INQUIRY_STATUSES = ['new', 'read'] as const;
export const InquiryStatusSchema = z.object({ status: z.enum(INQUIRY_STATUSES, { error: 'Status must be new or read' }) });

export type InquiryInput = z.input<typeof InquirySchema>;
export type InquiryData = z.output<typeof InquirySchema>;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
