import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { onRequest } from 'firebase-functions/v2/https';
import { ValidationError } from 'yup';
import { API_MAX_INSTANCES } from '@pedalworks/domain/constants';
import type { ApiAnswer, ApiReader } from '@pedalworks/domain/types';
import { HttpError } from '../lib/errors';
import { isDocumentId } from '../api/params';
import { catalogueRequest } from '../api/catalogue-request';
import { currentTool } from '../orders';
import { listTools } from '../services/tools';

/**
 * /allTool and /tool/:id, rendered per request by React Router's request handler from the web
 * app's server build, which functions/build.mjs copies beside this file (docs/architecture.md).
 */

/** What the server build's entry (web/src/entry.server.tsx) exports beside its renderer. */
interface WebEntry {
  createRequestHandler(build: unknown): (request: Request, context: unknown) => Promise<Response>;
  RouterContextProvider: new () => { set(key: unknown, value: unknown): void };
  apiReaderContext: unknown;
}

/** An answer of `answer()`, or undefined where the API would refuse the read (a 4xx). */
async function answered(answer: () => Promise<ApiAnswer>): Promise<ApiAnswer | undefined> {
  try {
    return await answer();
  } catch (error) {
    if (error instanceof ValidationError) return undefined;
    if (error instanceof HttpError && error.status < 500) return undefined;
    throw error;
  }
}

/** Answered as GET /api answers, with the same services and parameter checks. */
const readPublic: ApiReader = async (api) => {
  const url = new URL(api, 'http://localhost');
  const tool = /^\/tool\/([^/]+)$/.exec(url.pathname);
  if (url.pathname === '/tool') {
    const query = Object.fromEntries(url.searchParams);
    return answered(async () => {
      const { tools, next } = await listTools(catalogueRequest({ query }));
      return { body: tools, next: next ?? null };
    });
  }
  if (tool) {
    const id = decodeURIComponent(tool[1]!);
    if (!isDocumentId(id)) return undefined;
    return answered(async () => ({ body: await currentTool(id) }));
  }
  throw new Error(`No page is rendered with GET /api${api}`);
};

let render: Promise<(request: Request) => Promise<Response>> | undefined;

function loadRenderer() {
  render ??= (async () => {
    const build = (await import(pathToFileURL(path.join(__dirname, 'web', 'index.js')).href)) as {
      entry: { module: WebEntry };
    };
    const web = build.entry.module;
    const handle = web.createRequestHandler(build);
    return (request: Request) => {
      const context = new web.RouterContextProvider();
      context.set(web.apiReaderContext, readPublic);
      return handle(request, context);
    };
  })();
  return render;
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
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) {
    for (const one of [value ?? []].flat()) headers.append(name, one);
  }
  const url = new URL(req.originalUrl, `${req.protocol}://${req.get('host') ?? 'localhost'}`);
  const response = await (await loadRenderer())(new Request(url, { method: req.method, headers }));
  res.status(response.status);
  response.headers.forEach((value, name) => res.setHeader(name, value));
  res.send(Buffer.from(await response.arrayBuffer()));
});
