import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from 'react-router-dom';
import type { RouteObject } from 'react-router-dom';
import { AppProvider } from '@/app/provider';
import { routes, type RouteHandle } from '@/app/router';
import { RootLayout } from '@/components/layouts/root-layout';
import { PageSpinner } from '@/components/ui/page-spinner';
import { env } from '@/config/env';

export { sitemapXml } from '@pedalworks/domain/seo';
/** The shop's public address (VITE_SITE_URL), for the sitemap. */
export const SITE_URL = env.siteUrl;

/**
 * The shell of every page that is not prerendered (sign-in, tool, dashboard...): the bar, a
 * spinner and the footer, shown while the page's scripts load and then replaced.
 */
export const SHELL_PATH = '/_shell';
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
}

/**
 * Renders one public page as a first visit sees it (data still loading, session unknown), for
 * web/prerender.ts to write as static HTML that the browser shows before any script has run.
 */
export async function render(path: string): Promise<Prerendered> {
  const handler = createStaticHandler(path === SHELL_PATH ? SHELL_ROUTES : routes);
  const context = await handler.query(new Request(new URL(path, 'http://localhost')));
  if (context instanceof Response) throw new Error(`${path} answered ${context.status}`);
  const router = createStaticRouter(handler.dataRoutes, context);
  // The browser's Emotion cache (key 'css') adopts these styles instead of inserting them again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const html = renderToString(
    <StrictMode>
      <CacheProvider value={cache}>
        <AppProvider>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </CacheProvider>
    </StrictMode>,
  );
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  const apiPreloads = context.matches.flatMap(
    (match) => (match.route.handle as RouteHandle | undefined)?.apiPreloads ?? [],
  );
  return { html, head: styles, apiPreloads };
}
