import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { onRequest } from 'firebase-functions/v2/https';
import { ValidationError } from 'yup';
import type { Caller } from '../lib/caller';
import { HttpError } from '../lib/errors';
import { countAccountRequest } from '../api/middleware/rate-limit';
import { sessionCaller } from '../api/middleware/session';
import { isDocumentId, pageRequest } from '../api/params';
import { catalogueRequest } from '../api/catalogue-request';
import { answer, customerOrdersPage, isDue, storedOrder } from '../orders/stored';
import { getTool, listTools } from '../services/tools';

/**
 * The `ssr` function (its own codebase, functions/lib/ssr): the catalogue (/allTool, with its
 * search) and the tool pages (/tool/:id), rendered at request time by the web app's own renderer
 * (web/src/prerender.tsx, the one the build prerenders the other public pages with) with the
 * data of their first API reads in the HTML. Hosting rewrites those paths here and its CDN keeps
 * each answer at most 5 minutes; the app asks the API again as it takes the page over,
 * which corrects prices and stock. My Orders too, for the customer of the `__session` cookie,
 * with their first page of orders: never cached, and its read counted against the account's rate
 * limit as an API call is.
 */

/**
 * Hosting's CDN shares a rendered page for PAGE_CDN_SECONDS, then serves it stale at most
 * PAGE_STALE_SECONDS more while one request renders it again: no HTML it serves is older than
 * 5 minutes (the app corrects prices and stock as it takes the page over in any case).
 */
const PAGE_CDN_SECONDS = 240;
const PAGE_STALE_SECONDS = 60;
const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CDN_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;

/** One GET /api answer, as the renderer embeds it (web/src/lib/initial-data.ts). */
interface Answer {
  body: unknown;
  next?: string | null;
  version?: number;
  count?: number;
}

/** What web/src/prerender.tsx exports that this function uses. */
interface Renderer {
  TEMPLATE_FILE: string;
  renderPage(
    template: string,
    path: string,
    read?: (api: string) => Promise<Answer | undefined>,
    uid?: string,
  ): Promise<{ status: number; complete: boolean; personal: boolean; html: string }>;
}

/** An answer of `answer()`, or undefined where the API would refuse the read (a 4xx). */
async function answered(answer: () => Promise<Answer | undefined>): Promise<Answer | undefined> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof ValidationError) return undefined;
    if (error instanceof HttpError && error.status < 500) return undefined;
    throw error;
  }
}

/**
 * The public reads the rendered pages start with, answered from Firestore as GET /api answers
 * them (the same services and parameter checks); undefined when there is nothing to show.
 */
async function readPublic(api: string): Promise<Answer | undefined> {
  const url = new URL(api, 'http://localhost');
  const query = Object.fromEntries(url.searchParams);
  const tool = /^\/tool\/([^/]+)$/.exec(url.pathname);
  if (url.pathname === '/tool') {
    return answered(async () => {
      const { tools, next } = await listTools(catalogueRequest({ query }));
      return { body: tools, next: next ?? null };
    });
  }
  if (tool) {
    const id = decodeURIComponent(tool[1]!);
    return isDocumentId(id) ? answered(async () => ({ body: await getTool(id) })) : undefined;
  }
  throw new Error(`No page is rendered with GET /api${api}`);
}

/**
 * The reads of a page rendered for `caller`: their own page of orders (My Orders), read as
 * GET /api/order reads it, counted against the account's rate limit as that call is (past it,
 * the page renders without it, and the app's own read says 429), and the public ones. Reads
 * only: a page with an order whose hold has ended is left to the app's own read, which ends the
 * hold first (and the server renderer loads neither Stripe nor the engine).
 */
function readFor(caller: Caller) {
  return (api: string): Promise<Answer | undefined> => {
    const url = new URL(api, 'http://localhost');
    if (url.pathname !== '/order') return readPublic(api);
    const query = Object.fromEntries(url.searchParams);
    if (query.uid !== caller.uid) return Promise.resolve(undefined);
    return answered(async () => {
      const request = pageRequest({ query });
      await countAccountRequest(caller.uid);
      const { docs, version, count } = await customerOrdersPage(caller.uid, request);
      const now = new Date();
      if (docs.some((doc) => isDue(storedOrder(doc)!, now))) return undefined;
      return { body: docs.map(answer), version, count };
    });
  };
}

/** The web app's renderer and the built index.html, copied here by functions/build.mjs. */
const WEB = path.join(__dirname, 'web');
let renderer: Promise<{ web: Renderer; template: string }> | undefined;

function loadRenderer() {
  // Production React and Emotion, so the markup and class names match the browser's build.
  process.env.NODE_ENV = 'production';
  renderer ??= (
    import(pathToFileURL(path.join(WEB, 'prerender.js')).href) as Promise<Renderer>
  ).then((web) => ({ web, template: readFileSync(path.join(WEB, web.TEMPLATE_FILE), 'utf8') }));
  return renderer;
}

export const ssr = onRequest({ region: 'us-central1', memory: '512MiB' }, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').end();
    return;
  }
  const { web, template } = await loadRenderer();
  let page: { status: number; complete: boolean; personal: boolean; html: string };
  try {
    const caller = await sessionCaller(req.get('cookie'));
    page = caller
      ? await web.renderPage(template, req.originalUrl, readFor(caller), caller.uid)
      : await web.renderPage(template, req.originalUrl, readPublic);
  } catch (error) {
    // Firestore did not answer: the page without its data, which the app then reads itself.
    console.error(`Rendering ${req.originalUrl} with its data failed`, error);
    page = { ...(await web.renderPage(template, req.originalUrl)), complete: false };
  }
  // A page of one customer's own (My Orders) is never kept by a cache; a page without its data
  // (an unknown tool, a failure) is not shared: the next visitor's request renders it again.
  const shared = page.status === 200 && page.complete && !page.personal;
  res
    .status(page.status)
    .set(
      'Cache-Control',
      page.personal ? 'private, no-store' : shared ? PAGE_CACHE_CONTROL : 'no-cache',
    )
    .type('html')
    .send(page.html);
});
