import { describe, expect, it } from 'vitest';
import type { UnitJson } from '../../lib/api/types';
import { excelSafe, toCsv } from './csv';
import { expandListing } from './InquiriesTab';

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const risky of ['=HYPERLINK("http://x")', '+1+1', '-2', '@SUM(A1)', '\tx', '\rx']) expect(excelSafe(risky)).toBe(`'${risky}`);
    expect(excelSafe('Plain text')).toBe('Plain text');
    expect(excelSafe(null)).toBe('');
  });

  it('quotes every cell and doubles inner quotes', () => {
    const csv = toCsv(
      [{ name: 'Dana "D" Whitfield', note: 'a,b\nc' }],
      [
        { key: 'name', label: 'Name' },
        { key: 'note', label: 'Note' },
      ],
    );
    expect(csv).toBe('"Name","Note"\r\n"Dana ""D"" Whitfield","a,b\nc"');
  });
});

describe('expandListing', () => {
  const units = [{ unitNumber: '210', address: '21 Drydock Avenue', type: 'office', squareFootage: 2450 } as UnitJson];
  it('expands a bare unit number to address - unit - type (size)', () => {
    expect(expandListing('Unit 210', units)).toBe('21 Drydock Avenue - 210 - office (2,450 sq ft)');
  });
  it('keeps anything else as it was stored', () => {
    expect(expandListing('21 Drydock Avenue - Unit 210 - Office (2,450 sq ft)', units)).toBe(
      '21 Drydock Avenue - Unit 210 - Office (2,450 sq ft)',
    );
    expect(expandListing('Unit 999', units)).toBe('Unit 999');
    expect(expandListing(null, units)).toBe('Not specified');
  });
});
