import { describe, expect, it } from 'vitest';
import { attachmentName } from './backup-download';
import { toCsv } from './csv';

const column = [{ key: 'value', label: 'Value' }];

describe('CSV export', () => {
  it('neutralises cells a spreadsheet would run as formulas', () => {
    for (const risky of ['=HYPERLINK("http://x")', '+1+1', '-2', '@SUM(A1)', '\tx', '\rx']) {
      expect(toCsv([{ value: risky }], column)).toBe(`"Value"\r\n"'${risky.replace(/"/g, '""')}"`);
    }
    expect(toCsv([{ value: 'Plain text' }, { value: null }], column)).toBe('"Value"\r\n"Plain text"\r\n""');
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

describe('the backup download', () => {
  it("saves the archive under the server's name, never a path", () => {
    expect(attachmentName('attachment; filename="leasing-backup-2026-11-22T13-45-00Z.tar.gz"')).toBe(
      'leasing-backup-2026-11-22T13-45-00Z.tar.gz',
    );
    expect(attachmentName('attachment; filename="../etc/passwd"')).toBe('leasing-backup.tar.gz');
    expect(attachmentName(null)).toBe('leasing-backup.tar.gz');
  });
});
