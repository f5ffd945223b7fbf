import type { MetaDescriptor, MetaFunction } from 'react-router';
import { PRODUCT_NAME } from '@pedalworks/domain/constants';
import { pageTitle } from '@pedalworks/domain/format';
import { absoluteUrl, jsonForScript, PAGE_META, type PublicPage } from '@pedalworks/domain/seo';
import { env } from '@/config/env';

const SHOP_DESCRIPTION: MetaDescriptor = {
  name: 'description',
  content: `${PRODUCT_NAME}: bicycle tools and cycling gear for home mechanics and workshops.`,
};

/** Every page's title and description, unless its route's `meta` says more. */
export const SHOP_META: MetaDescriptor[] = [{ title: PRODUCT_NAME }, SHOP_DESCRIPTION];

/** A public page's `meta`: title, description, canonical address and link previews. */
export function publicPageMeta(page: PublicPage, path: string): MetaFunction {
  const { title, description } = PAGE_META[page];
  const url = absoluteUrl(env.siteUrl, path);
  return () => [
    { title: pageTitle(title) },
    { name: 'description', content: description },
    { tagName: 'link', rel: 'canonical', href: url },
    { property: 'og:type', content: 'website' },
    { property: 'og:site_name', content: PRODUCT_NAME },
    { property: 'og:title', content: pageTitle(title) },
    { property: 'og:description', content: description },
    { property: 'og:url', content: url },
    { name: 'twitter:card', content: 'summary' },
  ];
}

/** A page's own title beside the shop's description. */
export const titleMeta =
  (title: string): MetaFunction =>
  () => [{ title: pageTitle(title) }, SHOP_DESCRIPTION];

/** Schema.org data (seo.ts) as a JSON block, which the browser never runs. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // JSON with '<' escaped, so no tool text can end the element.
      dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
    />
  );
}
