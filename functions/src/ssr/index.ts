import { readFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { onRequest } from 'firebase-functions/v2/https';
import { ValidationError } from 'yup';
import { API_MAX_INSTANCES } from '@pedalworks/domain/constants';
import type { Tool } from '@pedalworks/domain/types';
import { HttpError } from '../lib/errors';
import { isDocumentId } from '../api/params';
import { catalogueRequest } from '../api/catalogue-request';
import { currentTool } from '../orders';
import { listTools } from '../services/tools';

/** /allTool and /tool/:id, rendered at request time (docs/architecture.md, 'Rendering'). */

/** No HTML the CDN serves is older than 5 minutes; the app corrects prices and stock anyway. */
const PAGE_CDN_SECONDS = 240;
const PAGE_STALE_SECONDS = 60;
const PAGE_CACHE_CONTROL = `public, max-age=0, s-maxage=${PAGE_CDN_SECONDS}, stale-while-revalidate=${PAGE_STALE_SECONDS}`;

/** One GET /api answer, as the renderer embeds it (web/src/lib/initial-data.ts). */
interface Answer {
  body: unknown;
  next?: string | null;
}

/** What web/src/prerender.tsx exports that this function uses. */
interface Renderer {
  TEMPLATE_FILE: string;
  renderPage(
    template: string,
    path: string,
    read?: (api: string) => Promise<Answer | undefined>,
  ): Promise<{ status: number; complete: boolean; html: string }>;
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

/** Answered as GET /api answers, with the same services and parameter checks. */
async function readPublic(api: string, read?: (tool: Tool) => void): Promise<Answer | undefined> {
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
    if (!isDocumentId(id)) return undefined;
    return answered(async () => {
      const body = await currentTool(id);
      read?.(body);
      return { body };
    });
  }
  throw new Error(`No page is rendered with GET /api${api}`);
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

// Capped like the API: any query string reaches the function, past the CDN's cache.
const SSR_OPTIONS = {
  region: 'us-central1',
  memory: '512MiB',
  maxInstances: API_MAX_INSTANCES,
} as const;

export const ssr = onRequest(SSR_OPTIONS, async (req, res) => {
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(405).set('Allow', 'GET, HEAD').end();
    return;
  }
  const { web, template } = await loadRenderer();
  let page: { status: number; complete: boolean; html: string };
  let tool: Tool | undefined;
  let failed = false;
  try {
    page = await web.renderPage(template, req.originalUrl, (api) =>
      readPublic(api, (read) => (tool = read)),
    );
  } catch (error) {
    // Firestore did not answer: the page without its data, which the app then reads itself.
    console.error(`Rendering ${req.originalUrl} with its data failed`, error);
    page = { ...(await web.renderPage(template, req.originalUrl)), complete: false };
    failed = true;
  }
  // A tool the API does not know: the app shows its not-found page, and crawlers get a 404.
  if (!failed && !tool && page.status === 200 && req.path.startsWith('/tool/')) {
    page = { ...page, status: 404 };
  }
  // A page without its data (an unknown tool, a failure) is not shared by the CDN.
  const shared = page.status === 200 && page.complete;
  res
    .status(page.status)
    .set('Cache-Control', shared ? PAGE_CACHE_CONTROL : 'no-cache')
    .type('html')
    .send(page.html);
});
