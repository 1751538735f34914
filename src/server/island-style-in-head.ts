// Valid HTML (issue 34; tests/e2e/html-validate.spec.ts): Astro writes its islands' one CSS rule
// as a `<style>` beside the page's first island, inside `<body>`, where a `<style>` is not allowed.
// This moves it into `<head>`; the rule is the same wherever it is. Done as each page is rendered
// (src/middleware.ts), so a page the incremental build restores from its cache is already right
// and no rebuild reads and rewrites every page (decision 063).
export const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

export function islandStyleInHead(html: string): string {
  const head = html.indexOf('</head>');
  const style = html.indexOf(ISLAND_STYLE, head);
  if (head < 0 || style < 0) return html;
  return html.slice(0, head) + ISLAND_STYLE + html.slice(head, style) + html.slice(style + ISLAND_STYLE.length);
}
