import { env } from '@/config/env';
import { CRAWLER_FILES } from '@/config/routes';

/** Crawlers keep out of the dashboard, and find the sitemap. */
export const loader = () =>
  new Response(
    `User-agent: *\nDisallow: /dashboard\n\nSitemap: ${env.siteUrl}${CRAWLER_FILES.sitemap}\n`,
    {
      headers: { 'Content-Type': 'text/plain' },
    },
  );
