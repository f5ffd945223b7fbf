import { env } from '@/config/env';

/** Crawlers keep out of the dashboard, and find the sitemap. */
export const loader = () =>
  new Response(`User-agent: *\nDisallow: /dashboard\n\nSitemap: ${env.siteUrl}/sitemap.xml\n`, {
    headers: { 'Content-Type': 'text/plain' },
  });
