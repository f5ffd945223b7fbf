import { createContext, data, type RouterContextProvider } from 'react-router';
import type { ApiAnswer, ApiReader } from '@pedalworks/domain/types';

/** Set by the `ssr` function (functions/src/ssr), which reads with the API's own services. */
export const apiReaderContext = createContext<ApiReader | null>(null);

/** No HTML the CDN serves is older than 5 minutes; the app asks the API again at once anyway. */
const PAGE_CACHE_CONTROL = 'public, max-age=0, s-maxage=240, stale-while-revalidate=60';

/**
 * A page's first read, for its loader: a page without it (no reader, a read that failed) still
 * renders, and the app reads itself; only a page with its data is shared by the CDN. A page whose
 * `subject` the API does not know answers 404, for crawlers.
 */
export async function readForPage(
  context: Readonly<RouterContextProvider>,
  path: string,
  { subject = false } = {},
) {
  const read = context.get(apiReaderContext);
  let answer: ApiAnswer | undefined;
  let failed = !read;
  try {
    answer = await read?.(path);
  } catch (error) {
    console.error(`Rendering with GET /api${path} failed`, error);
    failed = true;
  }
  const status = subject && !failed && !answer ? 404 : 200;
  const shared = status === 200 && !failed && answer !== undefined;
  return data(
    { answer },
    { status, headers: { 'Cache-Control': shared ? PAGE_CACHE_CONTROL : 'no-cache' } },
  );
}

/** A rendered page's caching is its loader's. */
export const loaderHeaders = ({ loaderHeaders: headers }: { loaderHeaders: Headers }) => headers;
