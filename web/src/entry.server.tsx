import createCache from '@emotion/cache';
import { CacheProvider } from '@emotion/react';
import createEmotionServer from '@emotion/server/create-instance';
import { renderToReadableStream } from 'react-dom/server';
import { ServerRouter, type EntryContext } from 'react-router';
import { withContentSecurityPolicy } from '@/config/csp';

// The `ssr` function creates its request handler and context from these, so that one copy of
// React Router serves both.
export { createRequestHandler, RouterContextProvider } from 'react-router';
export { apiReaderContext } from '@/app/server-data';

/**
 * Every page, at build or per request, is rendered whole: MUI's styles (Emotion) go into its
 * head, and its policy allows exactly the inline scripts it carries.
 */
export default async function handleRequest(
  request: Request,
  status: number,
  headers: Headers,
  routerContext: EntryContext,
) {
  // The browser's Emotion cache (key 'css') adopts these styles instead of inserting them again.
  const cache = createCache({ key: 'css' });
  const emotion = createEmotionServer(cache);
  const stream = await renderToReadableStream(
    <CacheProvider value={cache}>
      <ServerRouter context={routerContext} url={request.url} />
    </CacheProvider>,
    {
      onError(error: unknown) {
        status = 500;
        console.error(error);
      },
    },
  );
  await stream.allReady;
  const html = await new Response(stream).text();
  const styles = emotion.constructStyleTagsFromChunks(emotion.extractCriticalToChunks(html));
  headers.set('Content-Type', 'text/html; charset=utf-8');
  return new Response(
    withContentSecurityPolicy(html.replace('</head>', () => `${styles}</head>`)),
    {
      status,
      headers,
    },
  );
}
