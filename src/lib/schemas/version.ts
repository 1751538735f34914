import { z } from 'zod';
import { MAX_INTEGER } from './fields';

/**
 * The version an edit started from ("no lost updates"): sent beside the record's fields
 * on PUT and in a restore's body. A save over a newer version is refused with 409. Absent: the
 * write is unconditional (the documented API's behaviour before versions; the admin always sends it).
 */
export const ExpectedVersionSchema = z.object({
  version: z
    .number({ error: 'version must be a whole number' })
    .int('version must be a whole number')
    .min(1, 'version must be 1 or more')
    // The version column is an integer: a larger one would fail the query (500).
    .max(MAX_INTEGER, 'version must be a whole number')
    .optional(),
});

export type ExpectedVersion = z.output<typeof ExpectedVersionSchema>;
