import { copyFileSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { paths } from './src/config/paths';

/**
 * The last build step: the public pages, rendered by src/prerender.tsx (built for Node into
 * .prerender/ by the step before), become static HTML files that show the page before any
 * script has run; React then takes over their markup. Hosting serves them by clean URL
 * (/allTool -> allTool.html) and every other path gets app.html, the empty app shell.
 */
const PAGES: Record<string, string> = {
  [paths.home]: 'index.html',
  [paths.homeAlias]: 'home.html',
  [paths.allTools]: 'allTool.html',
  [paths.blog]: 'blog.html',
  [paths.portfolio]: 'portfolio.html',
};
const SHELL = 'app.html';

// Production React and Emotion, so the markup and class names match the browser's build.
process.env.NODE_ENV = 'production';
const web = path.dirname(fileURLToPath(import.meta.url));
const dist = path.join(web, 'dist');
const { render } = (await import(
  path.join(web, '.prerender', 'prerender.js')
)) as typeof import('./src/prerender');

const shell = readFileSync(path.join(dist, 'index.html'), 'utf8');
copyFileSync(path.join(dist, 'index.html'), path.join(dist, SHELL));

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

for (const [page, file] of Object.entries(PAGES)) {
  const { html, head, apiPreloads } = await render(page);
  // The page's first API reads start with the HTML, not after the scripts have run.
  const preloads = apiPreloads.map(
    (api) =>
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api${escapeAttribute(api)}">`,
  );
  // React writes the page's <title> where the page renders it: it belongs in the head.
  const title = /<title>.*?<\/title>/.exec(html)?.[0] ?? '';
  const out = shell
    .replace(/<title>.*?<\/title>/, title)
    .replace('</head>', `${[...preloads, head].join('')}</head>`)
    .replace('<div id="root"></div>', `<div id="root">${html.replace(title, '')}</div>`);
  if (out === shell) throw new Error(`web/index.html has no <div id="root"></div> to fill`);
  writeFileSync(path.join(dist, file), out);
  console.log(`prerendered ${page} -> dist/${file}`);
}
