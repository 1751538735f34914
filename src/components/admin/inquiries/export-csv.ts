// The CSV export of the inquiries in view; the Listing column names each one's unit by id.
import type { InquiryJson, UnitJson } from '~/src/lib/api/types';
import { describeInquiryUnit } from '~/src/lib/listing';
import { downloadCsv, toCsv } from '../csv';

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
];

export function exportInquiriesCsv(inquiries: InquiryJson[], units: UnitJson[]): void {
  downloadCsv(
    `inquiries-${new Date().toISOString().slice(0, 10)}.csv`,
    toCsv(
      inquiries.map((i) => ({ ...i, listing: describeInquiryUnit(i, units) })),
      COLUMNS,
    ),
  );
}
