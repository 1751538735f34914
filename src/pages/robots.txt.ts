import type { APIRoute } from 'astro';

export const GET: APIRoute = ({ site }) =>
  new Response(
    `User-agent: *\nDisallow: /admin\nDisallow: /listing-fallback\nDisallow: /preview\n\nSitemap: ${new URL('/sitemap-index.xml', site).href}\n`,
    {
      headers: { 'content-type': 'text/plain; charset=utf-8' },
    },
  );
