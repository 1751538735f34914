// What Astro writes beside a page's first islands, moved into `<head>` as each page is rendered
// (src/middleware.ts; a page the incremental build restores from its cache is already right, and
// no rebuild reads and rewrites every page, decision 063):
//   - the islands' one CSS rule, a `<style>` inside `<body>`, where a `<style>` is not allowed (valid
//     HTML, issue 34; tests/e2e/html-validate.spec.ts): to the end of the head;
//   - the island runtime and each client directive, inline classic scripts written before the
//     first island that uses them: to just before the page's stylesheet (decision 072). An inline
//     script after a stylesheet that is still loading waits for it, and the parser with it, and
//     DOMContentLoaded after them. Before it, they run at once, and the page is parsed (and its
//     islands set up) while the stylesheet downloads, as a page without script would be.
import islandRuntime from 'astro/runtime/server/astro-island.prebuilt.js';

export const ISLAND_STYLE = '<style>astro-island,astro-slot,astro-static-slot{display:contents}</style>';

const INLINE_SCRIPT = /<script>([\s\S]*?)<\/script>/g;
/** How Astro's build wraps a client directive: it registers itself and announces it (core/client-directive). */
const CLIENT_DIRECTIVE =
  /\(self\.Astro\|\|\(self\.Astro=\{\}\)\)\.([\w$]+)=[\s\S]*window\.dispatchEvent\(new Event\("astro:\1"\)\);\}\)\(\);\s*$/;

const isIslandPrelude = (code: string) => code === islandRuntime || CLIENT_DIRECTIVE.test(code);

function styleInHead(html: string): string {
  const head = html.indexOf('</head>');
  const style = html.indexOf(ISLAND_STYLE, head);
  if (head < 0 || style < 0) return html;
  return html.slice(0, head) + ISLAND_STYLE + html.slice(head, style) + html.slice(style + ISLAND_STYLE.length);
}

function scriptsBeforeStylesheet(html: string): string {
  const head = html.indexOf('</head>');
  if (head < 0) return html;
  const moved: string[] = [];
  const body = html.slice(head).replace(INLINE_SCRIPT, (script, code: string) => {
    if (!isIslandPrelude(code)) return script;
    moved.push(script);
    return '';
  });
  if (!moved.length) return html;
  const stylesheet = html.slice(0, head).search(/<link rel="stylesheet"/);
  const at = stylesheet < 0 ? head : stylesheet;
  return html.slice(0, at) + moved.join('') + html.slice(at, head) + body;
}

export const islandPreludeInHead = (html: string): string => styleInHead(scriptsBeforeStylesheet(html));
