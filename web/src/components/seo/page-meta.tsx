import { PRODUCT_NAME } from '@pedalworks/domain/constants';
import { pageTitle } from '@pedalworks/domain/format';
import { absoluteUrl, jsonForScript, PAGE_META, type PublicPage } from '@pedalworks/domain/seo';
import { env } from '@/config/env';

/** React puts these in the head; web/prerender.ts moves them there in the prerendered HTML. */
export function PageMeta({ page, path }: { page: PublicPage; path: string }) {
  const { title, description } = PAGE_META[page];
  const url = absoluteUrl(env.siteUrl, path);
  return (
    <>
      <title>{pageTitle(title)}</title>
      <meta name="description" content={description} />
      <link rel="canonical" href={url} />
      <meta property="og:type" content="website" />
      <meta property="og:site_name" content={PRODUCT_NAME} />
      <meta property="og:title" content={pageTitle(title)} />
      <meta property="og:description" content={description} />
      <meta property="og:url" content={url} />
      <meta name="twitter:card" content="summary" />
    </>
  );
}

/** Schema.org data (seo.ts) as a JSON block, which the browser never runs: no CSP hash applies. */
export function JsonLd({ data }: { data: object }) {
  return (
    <script
      type="application/ld+json"
      // JSON with '<' escaped, so no tool text can end the element.
      dangerouslySetInnerHTML={{ __html: jsonForScript(data) }}
    />
  );
}
