// CSV that opens safely in Excel: papaparse quotes every cell, and its `escapeFormulae`
// prefixes an apostrophe to cells a spreadsheet would run as a formula (=, +, -, @, tab, CR).
// The admin's exports and the server's (the activity log) write through this.
import Papa from 'papaparse';

export function toCsv(rows: Record<string, unknown>[], columns: { key: string; label: string }[]): string {
  return Papa.unparse(
    { fields: columns.map((c) => c.label), data: rows.map((row) => columns.map((c) => row[c.key] ?? '')) },
    { quotes: true, escapeFormulae: true },
  );
}
