// Where src/pages/page-frame.astro holds the title and the body of a page a function answers
// (functions/_shared/html-page.ts puts them in).
export const PAGE_FRAME = { path: '/page-frame', title: 'PAGE_FRAME_TITLE', body: '<div id="page-frame-body"></div>' } as const;
