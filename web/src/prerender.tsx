import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router';
import type { RouteObject } from 'react-router';
import { AppProvider } from '@/app/provider';
import { routes } from '@/app/router';
import { RootLayout } from '@/components/layouts/root-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { env } from '@/config/env';
import { PRERENDERED_ATTRIBUTE } from '@/config/prerender';
import type { RouteHandle } from '@/config/routes';
import {
  initialDataScript,
  provideInitialData,
  type InitialAnswer,
  type InitialData,
} from '@/lib/initial-data';

export { sitemapXml } from '@pedalworks/domain/seo';
/** The shop's public address (VITE_SITE_URL), for the sitemap. */
export const SITE_URL = env.siteUrl;

/** The shell of every page that is not prerendered, shown while the page's scripts load. */
export const SHELL_PATH = '/_shell';
/** The built index.html, kept beside the render bundle for the request-time renderer. */
export const TEMPLATE_FILE = 'template.html';
const SHELL_ROUTES: RouteObject[] = [
  { element: <RootLayout />, children: [{ path: '*', element: <PageSpinner /> }] },
];

export interface Prerendered {
  /** The markup of #root. */
  html: string;
  /** Emotion's style tags for that markup, and the page's title. */
  head: string;
  /** GET paths under /api the page reads first. */
  apiPreloads: string[];
  /** Their answers, when the page was rendered with them. */
  data?: InitialData;
  status: number;
  /** False when a read the page needs found nothing (an unknown tool): the app asks itself. */
  complete: boolean;
}

/** Answers a GET path under /api on the server, as the API would; undefined: not found. */
export type ApiReader = (path: string) => Promise<InitialAnswer | undefined>;

/**
 * Renders one page at build time as a first visit sees it (data loading, session unknown), or at
 * request time (the `ssr` function) with its first API reads' answers from `read`.
 */
export async function render(path: string, read?: ApiReader): Promise<Prerendered> {
  const url = new URL(path, 'http://localhost');
  const handler = createStaticHandler(path === SHELL_PATH ? SHELL_ROUTES : routes);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const handles = context.matches.map((match) => ({
    handle: match.route.handle as RouteHandle | undefined,
    params: match.params,
  }));
  const apiPreloads = handles.flatMap(
    ({ handle, params }) => handle?.apiPreloads?.(url, params) ?? [],
  );
  let data: InitialData | undefined;
  let complete = true;
  if (read) {
    data = {};
    for (const api of apiPreloads) {
      const answer = await read(api);
      if (answer) data[api] = answer;
      else complete = false;
    }
  }
  const router = createStaticRouter(handler.dataRoutes, context);
  // The browser's Emotion cache (key 'css') adopts these styles instead of inserting them again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  // Rendering is synchronous: the answers are this page's alone while it renders.
  provideInitialData(data);
  let html: string;
  try {
    html = renderToString(
      <StrictMode>
        <CacheProvider value={cache}>
          <AppProvider>
            <StaticRouterProvider router={router} context={context} hydrate={false} />
          </AppProvider>
        </CacheProvider>
      </StrictMode>,
    );
  } finally {
    provideInitialData(undefined);
  }
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  return {
    html,
    head: styles,
    apiPreloads,
    ...(data ? { data } : {}),
    status: context.statusCode,
    complete,
  };
}

/** The title, meta and link tags React writes at the start of a page's markup. */
const HEAD_TAGS = /^(?:<title>[^<]*<\/title>|<meta [^>]*>|<link [^>]*>)+/;
const DESCRIPTION = /<meta\s+name="description"[^>]*>/;

const escapeAttribute = (value: string) => value.replaceAll('&', '&amp;').replaceAll('"', '&quot;');

/** The whole HTML of a rendered page, its head tags replacing those of the built index.html. */
export function pageHtml(template: string, path: string, page: Prerendered): string {
  const preloads = page.apiPreloads.map(
    (api) =>
      `<link rel="preload" as="fetch" crossorigin="anonymous" href="/api${escapeAttribute(api)}">`,
  );
  const headTags = HEAD_TAGS.exec(page.html)?.[0] ?? '';
  const root = path === SHELL_PATH ? '<div id="root">' : `<div id="root" ${PRERENDERED_ATTRIBUTE}>`;
  const body = `${root}${page.html.slice(headTags.length)}</div>`;
  let out = template;
  if (headTags.includes('<title>')) out = out.replace(/<title>.*?<\/title>/, '');
  if (headTags.includes('name="description"')) out = out.replace(DESCRIPTION, '');
  const data = page.data ? initialDataScript(page.data) : '';
  // Replacer functions: a tool's text may hold `$&` or `$'`, which a replacement string expands.
  const head = `${[headTags, ...preloads, page.head, data].join('')}</head>`;
  out = out.replace('</head>', () => head).replace('<div id="root"></div>', () => body);
  if (!out.includes(body)) throw new Error(`web/index.html has no <div id="root"></div> to fill`);
  return out;
}

/** Renders the page at `path` (with its query) into the whole HTML answer. */
export async function renderPage(
  template: string,
  path: string,
  read?: ApiReader,
): Promise<{ status: number; complete: boolean; html: string }> {
  const page = await render(path, read);
  return {
    status: page.status,
    complete: page.complete,
    html: pageHtml(template, path, page),
  };
}
