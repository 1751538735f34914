// CSV export that opens safely in Excel: papaparse quotes every cell, and its `escapeFormulae`
// prefixes an apostrophe to cells a spreadsheet would run as a formula (=, +, -, @, tab, CR).
import Papa from 'papaparse';
import { saveFile } from './save-file';

export function toCsv(rows: Record<string, unknown>[], columns: { key: string; label: string }[]): string {
  return Papa.unparse(
    { fields: columns.map((c) => c.label), data: rows.map((row) => columns.map((c) => row[c.key] ?? '')) },
    { quotes: true, escapeFormulae: true },
  );
}

export function downloadCsv(filename: string, csv: string): void {
  // A byte-order mark so Excel reads UTF-8 names correctly.
  saveFile(filename, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}
