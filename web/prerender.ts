import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from './src/config/paths';
import { PRERENDERED_ATTRIBUTE } from './src/config/prerender';

/**
 * The last build step: the public pages, rendered by src/prerender.tsx (built for Node into
 * .prerender/ by the step before), become static HTML files that show the page before any
 * script has run; React then takes over their markup. Hosting serves them by clean URL
 * (/allTool -> allTool.html); the other routes of the app get app.html (firebase.json's
 * rewrites), a shell of the bar, a spinner and the footer that React replaces with the page.
 * Any other path is answered 404 with 404.html, the same shell, where the app shows the spec's
 * not-found page.
 */

// Production React and Emotion, so the markup and class names match the browser's build.
process.env.NODE_ENV = 'production';
const web = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(web, 'dist');
const { render, SHELL_PATH, SITE_URL, sitemapXml } = (await import(
  path.join(web, '.prerender', 'prerender.js')
)) as typeof import('./src/prerender');

const PAGES: Record<string, string> = {
  [SHELL_PATH]: 'app.html',
  [paths.home]: 'index.html',
  [paths.homeAlias]: 'home.html',
  [paths.allTools]: 'allTool.html',
  [paths.blog]: 'blog.html',
  [paths.portfolio]: 'portfolio.html',
};

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');

/** The title, meta and link tags React writes at the start of a page's markup. */
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

for (const [page, file] of Object.entries(PAGES)) {
  const { html, head, apiPreloads } = await render(page);
  // The page's first API reads start with the HTML, not after the scripts have run.
  const preloads = apiPreloads.map(
    (api) =>
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api${escapeAttribute(api)}">`,
  );
  // React writes the page's <title>, meta tags and canonical link first: they belong in the
  // head, in place of the template's title and description.
  const headTags = HEAD_TAGS.exec(html)?.[0] ?? '';
  // React takes over a page's markup (hydrates); the shell it replaces.
  const root = page === SHELL_PATH ? '<div id="root">' : `<div id="root" ${PRERENDERED_ATTRIBUTE}>`;
  let out = template;
  if (headTags.includes('<title>')) out = out.replace(/<title>.*?<\/title>/, '');
  if (headTags.includes('name="description"')) out = out.replace(DESCRIPTION, '');
  out = out
    .replace('</head>', `${[headTags, ...preloads, head].join('')}</head>`)
    .replace('<div id="root"></div>', `${root}${html.slice(headTags.length)}</div>`);
  if (!out.includes(`${root}${html.slice(headTags.length)}</div>`)) {
    throw new Error(`web/index.html has no <div id="root"></div> to fill`);
  }
  writeFileSync(path.join(dist, file), out);
  console.log(`prerendered ${page} -> dist/${file}`);
}

// Search engines: the sitemap of the public pages, named in robots.txt. Tool pages are left
// out: the spec keeps them for signed-in users, so a crawler would only reach the sign-in page.
const SITEMAP = 'sitemap.xml';
writeFileSync(
  path.join(dist, SITEMAP),
  sitemapXml(SITE_URL, [paths.home, paths.allTools, paths.blog, paths.portfolio]),
);
const robots = readFileSync(path.join(dist, 'robots.txt'), 'utf8')
  .replace(/\n*Sitemap:.*\n?/g, '')
  .trimEnd();
writeFileSync(path.join(dist, 'robots.txt'), `${robots}\n\nSitemap: ${SITE_URL}/${SITEMAP}\n`);
console.log(`wrote dist/${SITEMAP} and its line in dist/robots.txt`);

copyFileSync(path.join(dist, 'app.html'), path.join(dist, '404.html'));
console.log('shell -> dist/404.html (unknown paths, status 404)');
