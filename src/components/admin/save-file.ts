// Hands a file the page has made or fetched to the browser's downloads, under `filename`.
export function saveFile(filename: string, file: Blob): void {
  const url = URL.createObjectURL(file);
  const link = Object.assign(document.createElement('a'), { href: url, download: filename });
  link.click();
  URL.revokeObjectURL(url);
}
