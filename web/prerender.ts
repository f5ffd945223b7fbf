import { copyFileSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROUTE_LIST } from './src/config/routes';

/**
 * The last build step: the public pages, rendered by src/prerender.tsx, become static HTML that
 * shows before any script has run (docs/architecture.md, 'Rendering').
 */
// Production React and Emotion, so the markup and class names match the browser's build.
process.env.NODE_ENV = 'production';
const web = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(web, 'dist');
const { render, pageHtml, SHELL_PATH, SITE_URL, sitemapXml, TEMPLATE_FILE } = (await import(
  path.join(web, '.prerender', 'prerender.js')
)) as typeof import('./src/prerender');

/** The shell, and the pages the route table (src/config/routes.ts) prerenders, by file. */
const PAGES: Record<string, string> = {
  [SHELL_PATH]: 'app.html',
  ...Object.fromEntries(
    ROUTE_LIST.flatMap((route) =>
      typeof route.html === 'object' ? [[route.path, route.html.prerendered]] : [],
    ),
  ),
};

const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
// The request-time renderer (the `ssr` function, functions/build.mjs) fills the same template.
writeFileSync(path.join(web, '.prerender', TEMPLATE_FILE), template);

for (const [page, file] of Object.entries(PAGES)) {
  mkdirSync(path.dirname(path.join(dist, file)), { recursive: true });
  writeFileSync(path.join(dist, file), pageHtml(template, page, await render(page)));
  console.log(`prerendered ${page} -> dist/${file}`);
}

// Search engines: the sitemap of the public pages the route table names, named in robots.txt.
// Tool pages are left out: the spec keeps them for signed-in users.
const SITEMAP = 'sitemap.xml';
writeFileSync(
  path.join(dist, SITEMAP),
  sitemapXml(
    SITE_URL,
    ROUTE_LIST.filter((route) => route.sitemap).map((route) => route.path),
  ),
);
const robots = readFileSync(path.join(dist, 'robots.txt'), 'utf8')
  .replace(/\n*Sitemap:.*\n?/g, '')
  .trimEnd();
writeFileSync(path.join(dist, 'robots.txt'), `${robots}\n\nSitemap: ${SITE_URL}/${SITEMAP}\n`);
console.log(`wrote dist/${SITEMAP} and its line in dist/robots.txt`);

copyFileSync(path.join(dist, 'app.html'), path.join(dist, '404.html'));
console.log('shell -> dist/404.html (unknown paths, status 404)');
