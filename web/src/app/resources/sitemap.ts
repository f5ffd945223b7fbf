import { sitemapXml } from '@pedalworks/domain/seo';
import { env } from '@/config/env';
import { ROUTE_LIST } from '@/config/routes';

/** The public pages the route table lists; tool pages are left out (the spec keeps them for users). */
export const loader = () =>
  new Response(
    sitemapXml(
      env.siteUrl,
      ROUTE_LIST.filter((route) => route.sitemap).map((route) => route.path),
    ),
    { headers: { 'Content-Type': 'application/xml' } },
  );
