import Papa from 'papaparse';
import { describe, expect, it } from 'vitest';
import type { InquiryJson } from '~/src/lib/api/types';
import { inquiriesCsv } from './export-csv';

const inquiry = (change: Partial<InquiryJson>) =>
  ({
    id: 7,
    firstName: 'Dana',
    lastName: 'Whitfield',
    email: 'dana@example.com',
    company: null,
    listing: null,
    unitId: null,
    message: 'Hello',
    status: 'new',
    stage: 'new',
    firstResponseAt: null,
    leadSource: null,
    utmSource: null,
    utmMedium: null,
    utmCampaign: null,
    referrerHost: null,
    createdAt: '2026-12-02T14:15:00.000Z',
    ...change,
  }) as InquiryJson;

const rows = (csv: string) => Papa.parse<Record<string, string>>(csv, { header: true }).data;

describe('the inquiries CSV', () => {
  it('writes Boston time with its offset, not UTC', () => {
    const [row] = rows(inquiriesCsv([inquiry({ firstResponseAt: '2026-12-03T03:40:00.000Z' })], []));
    expect(row?.['Submitted']).toBe('2026-12-02 09:15 -05:00');
    // 22:40 in Boston the same evening, though the 3rd in UTC.
    expect(row?.['First response']).toBe('2026-12-02 22:40 -05:00');
  });

  it('gives summer times their daylight offset and leaves an unanswered lead empty', () => {
    const [row] = rows(inquiriesCsv([inquiry({ createdAt: '2026-07-01T13:00:00.000Z' })], []));
    expect(row?.['Submitted']).toBe('2026-07-01 09:00 -04:00');
    expect(row?.['First response']).toBe('');
  });
});
