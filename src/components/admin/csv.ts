// CSV export that opens safely in Excel: papaparse handles quoting; cells that a spreadsheet
// would run as a formula (=, +, -, @, tab, CR) get a leading apostrophe.
import Papa from 'papaparse';

const FORMULA_START = /^[=+\-@\t\r]/;
export const excelSafe = (value: unknown) => {
  const text = value === null || value === undefined ? '' : String(value);
  return FORMULA_START.test(text) ? `'${text}` : text;
};

export function toCsv(rows: Record<string, unknown>[], columns: { key: string; label: string }[]): string {
  return Papa.unparse(
    { fields: columns.map((c) => c.label), data: rows.map((row) => columns.map((c) => excelSafe(row[c.key]))) },
    { quotes: true },
  );
}

export function downloadCsv(filename: string, csv: string): void {
  // A byte-order mark so Excel reads UTF-8 names correctly.
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}
