// A page a function answers (functions/_shared/html-page.ts): in the site's layout when the site
// serves its frame, else the same words as a plain page, and the pages' own CSP with the frame.
import { readFile } from 'node:fs/promises';
import { describe, expect, it } from 'vitest';
import { htmlPage, PAGE_POLICY } from '~/functions/_shared/html-page';

describe('htmlPage', () => {
  it("carries netlify.toml's policy for pages, so a page in the frame is governed like every page", async () => {
    const toml = await readFile('netlify.toml', 'utf8');
    expect(toml).toContain(`Content-Security-Policy = "${PAGE_POLICY}"`);
  });

  it('answers the plain page, running and loading nothing, when the frame cannot be read', async () => {
    // Port 9 (discard): nothing answers there on a test machine.
    const response = await htmlPage(new Request('http://127.0.0.1:9/api/alerts'), 'Please check <this>', '<p>Body</p>', 400);
    expect(response.status).toBe(400);
    expect(response.headers.get('content-security-policy')).toBe("default-src 'none'; frame-ancestors 'none'");
    const html = await response.text();
    expect(html).toContain('<h1>Please check &#60;this&#62;</h1>');
    expect(html).toContain('<p>Body</p>');
  });
});
