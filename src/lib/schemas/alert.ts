// Availability alerts (docs/PRODUCT.md §4): a visitor's e-mail and what they look for; e-mailed
// when a matching unit becomes available, after they confirm the address.
import { z } from 'zod';
import { SPACE_TYPES } from './unit';
import { emailAddress, idNumber, MAX_INTEGER, optionalNumber, optionalText } from './fields';
import { LeadSourceFieldsSchema } from './lead-source';

const squareFeet = optionalNumber(
  z.number().int('Square footage must be a whole number').min(1, 'Square footage must be at least 1').max(MAX_INTEGER),
  'Square footage must be a number',
);

export const AlertSchema = z
  .object({
    email: emailAddress(),
    spaceType: z.preprocess(
      (v) => (v === '' || v === null ? undefined : v),
      z.enum(SPACE_TYPES, { error: 'Choose a space type' }).optional(),
    ),
    minSquareFootage: squareFeet,
    maxSquareFootage: squareFeet,
    buildingId: z.preprocess((v) => (v === '' || v === null ? undefined : v), idNumber('Choose a building').optional()),
    // Spam trap, as on the inquiry form: people never see or fill it.
    website: optionalText(500),
    // Where the visit came from, as an inquiry keeps it.
    ...LeadSourceFieldsSchema.shape,
  })
  .refine((a) => a.minSquareFootage === undefined || a.maxSquareFootage === undefined || a.minSquareFootage <= a.maxSquareFootage, {
    path: ['maxSquareFootage'],
    message: 'The maximum must be at least the minimum',
  });
export type AlertInput = z.input<typeof AlertSchema>;
export type AlertData = z.output<typeof AlertSchema>;

/** What the admin sees of an alert: its criteria, never the address (no bulk export of e-mails). */
export const AlertSummarySchema = z.object({
  id: z.number().int(),
  spaceType: z.enum(SPACE_TYPES).nullable(),
  minSquareFootage: z.number().nullable(),
  maxSquareFootage: z.number().nullable(),
  buildingId: z.number().nullable(),
  confirmedAt: z.string(),
  lastSentAt: z.string().nullable(),
});
export type AlertSummary = z.infer<typeof AlertSummarySchema>;
