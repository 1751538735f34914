// The admin's CSV downloads: the text from src/lib/csv.ts, saved as a file.
import { saveFile } from './save-file';

export { toCsv } from '~/src/lib/csv';

export function downloadCsv(filename: string, csv: string): void {
  // A byte-order mark so Excel reads UTF-8 names correctly.
  saveFile(filename, new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
}
