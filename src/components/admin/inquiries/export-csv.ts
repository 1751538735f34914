// The CSV export of the inquiries in view; the Listing column names each one's unit by id, the
// Source columns where each came from. The server records each export in the activity log before
// the file is saved: an export it did not record is not saved.
import { apiSend } from '~/src/lib/api/client';
import type { InquiryJson, UnitJson } from '~/src/lib/api/types';
import { formatCsvTime, officeDayOf } from '~/src/lib/format';
import { leadSourceLabel } from '~/src/lib/lead-source';
import { describeInquiryUnit } from '~/src/lib/listing';
import type { InquiryExportInput } from '~/src/lib/schemas/inquiry-export';
import { downloadCsv, toCsv } from '../csv';
import type { InquiryFilters } from './filters';

const COLUMNS = [
  { key: 'createdAt', label: 'Submitted' },
  { key: 'status', label: 'Status' },
  { key: 'stage', label: 'Stage' },
  { key: 'firstResponseAt', label: 'First response' },
  { key: 'firstName', label: 'First name' },
  { key: 'lastName', label: 'Last name' },
  { key: 'email', label: 'E-mail' },
  { key: 'company', label: 'Company' },
  { key: 'listing', label: 'Listing' },
  { key: 'message', label: 'Message' },
  // Where the lead came from: its channel and the first touch as sent.
  { key: 'source', label: 'Source' },
  { key: 'utmSource', label: 'UTM source' },
  { key: 'utmMedium', label: 'UTM medium' },
  { key: 'utmCampaign', label: 'UTM campaign' },
  { key: 'referrerHost', label: 'Referrer' },
];

/** The CSV of `inquiries`: times in the office's time zone with their offset ('2026-12-02 09:15 -05:00'), whatever the browser's zone. */
export const inquiriesCsv = (inquiries: InquiryJson[], units: UnitJson[]) =>
  toCsv(
    inquiries.map((i) => ({
      ...i,
      createdAt: formatCsvTime(i.createdAt),
      firstResponseAt: i.firstResponseAt ? formatCsvTime(i.firstResponseAt) : '',
      listing: describeInquiryUnit(i, units),
      source: leadSourceLabel(i.leadSource),
    })),
    COLUMNS,
  );

/** What the audit line says of an export: the view, its filters, whether a search narrowed it (not its words) and the row count. */
const exportRecord = (filters: InquiryFilters, search: string, rows: number): InquiryExportInput => ({
  ...filters,
  searched: search.trim() !== '',
  rows,
});

/**
 * Asks the server to record the export (POST /api/contact-submissions/export), then saves the
 * file; answers its name. A refusal or a failure throws before anything is saved.
 */
export async function exportInquiriesCsv(
  inquiries: InquiryJson[],
  units: UnitJson[],
  filters: InquiryFilters,
  search: string,
): Promise<string> {
  const csv = inquiriesCsv(inquiries, units);
  await apiSend('POST', '/api/contact-submissions/export', exportRecord(filters, search, inquiries.length));
  const filename = `inquiries-${officeDayOf(new Date())}.csv`;
  downloadCsv(filename, csv);
  return filename;
}
