import { gzipSync } from 'node:zlib';
import type { Browser, Request } from '@playwright/test';
import { API_MAX_PAGE_SIZE, API_PAGE_SIZE } from '@pedalworks/domain/constants';
import { appUrl, signInContext } from './browser';

/** Counts each billed read delivered to the page, as it streams (docs/performance.md, Reads). */
const READS_PROBE = `(() => {
  const perResponse = new Map();
  // A Listen answer nests each "document" in a "documentChange"; count the outer one there.
  // A target whose first results are complete gets a CURRENT target change.
  const count = (key, url, text) => {
    const pattern = /Listen/.test(url) ? /"documentChange":/g : /"(document|found)":\\s*\\{/g;
    const current = (text.match(/"targetChangeType":\\s*"CURRENT"/g) || []).length;
    perResponse.set(key, { reads: (text.match(pattern) || []).length, current });
  };
  const sum = (field) => [...perResponse.values()].reduce((total, r) => total + r[field], 0);
  Object.defineProperty(globalThis, '__benchReads', {
    get: () => ({ reads: sum('reads'), current: sum('current') }),
  });
  const firestore = (url) => String(url).includes('google.firestore.v1.Firestore');
  const open = XMLHttpRequest.prototype.open;
  // An aggregation (count()) is billed one read per 1,000 index entries, at least one.
  const aggregation = (url) => /:runAggregationQuery/.test(String(url));
  const countAggregation = () => perResponse.set({}, { reads: 1, current: 0 });
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
    if (aggregation(url)) this.addEventListener('load', countAggregation);
    if (firestore(url)) {
      const key = {};
      const scan = () => {
        if (this.readyState >= 3) count(key, String(url), this.responseText);
      };
      this.addEventListener('readystatechange', scan);
      this.addEventListener('progress', scan);
    }
    return open.call(this, method, url, ...rest);
  };
  // The SDK streams Listen answers with fetch: read a copy of the body as it arrives.
  const fetch = globalThis.fetch;
  globalThis.fetch = async (input, init) => {
    const response = await fetch(input, init);
    const url = typeof input === 'string' ? input : input.url ?? String(input);
    // The REST API reads Firestore on the server: each document it answers is one read, and
    // a page after a cursor reads the cursor's document too.
    if (new URL(url, location.href).pathname.startsWith('/api/') && (init?.method ?? 'GET') === 'GET') {
      const key = {};
      response.clone().json().then((body) => {
        const documents = Array.isArray(body) ? body.length : body && body._id ? 1 : 0;
        const cursor = Array.isArray(body) && /[?&]after=/.test(url) ? 1 : 0;
        perResponse.set(key, { reads: documents + cursor, current: 0 });
      }).catch(() => {});
    }
    if (aggregation(url)) countAggregation();
    if ((firestore(url) || /:(runQuery|batchGet)/.test(url)) && response.body) {
      const key = {};
      const reader = response.clone().body.getReader();
      const decoder = new TextDecoder();
      let text = '';
      const pump = ({ done, value }) => {
        if (done) return;
        text += decoder.decode(value, { stream: true });
        count(key, url, text);
        return reader.read().then(pump);
      };
      reader.read().then(pump).catch(() => {});
    }
    return response;
  };
})();`;

export interface Target {
  collection: string;
  filtered: boolean;
  limit: number | null;
}

/** `current`: the listen targets that have their first results. */
interface Probe {
  reads: number;
  current: number;
}

export interface PageView {
  path: string;
  /** Gzipped bytes of the JavaScript and CSS responses of the first view, and of its HTML. */
  js: number;
  /** The paths of the scripts of the first view (for the bundle report). */
  scripts: string[];
  css: number;
  html: number;
  reads: number;
  /** Cards (article), table rows and list items of the main landmark, once settled. */
  shown: number;
  queries: Target[];
}

interface StructuredQuery {
  from?: { collectionId: string }[];
  where?: unknown;
  limit?: number | { value: number };
}

interface ListenRequest {
  addTarget?: { query?: { structuredQuery?: StructuredQuery } };
  structuredQuery?: StructuredQuery;
}

/** Listen requests travel form-encoded on WebChannel's forward channel (req0___data__=...). */
function targetsOf(request: Request): { targets: number; queries: Target[] } {
  const none = { targets: 0, queries: [] };
  const body = request.postData();
  if (request.method() !== 'POST' || !body) return none;
  const found: StructuredQuery[] = [];
  let targets = 0;
  const take = (data: ListenRequest) => {
    if (data.addTarget) targets += 1;
    const query = data.addTarget?.query?.structuredQuery ?? data.structuredQuery;
    if (query) found.push(query);
  };
  try {
    if (body.trimStart().startsWith('{')) take(JSON.parse(body) as ListenRequest);
    else {
      for (const [key, value] of new URLSearchParams(body)) {
        if (/^req\d+___data__$/.test(key)) take(JSON.parse(value) as ListenRequest);
      }
    }
  } catch {
    return none;
  }
  const queries = found.map((query) => ({
    collection: query.from?.[0]?.collectionId ?? '?',
    filtered: query.where !== undefined,
    limit:
      query.limit === undefined
        ? null
        : typeof query.limit === 'number'
          ? query.limit
          : query.limit.value,
  }));
  return { targets, queries };
}

/** The server bounds a list with ?limit: API_PAGE_SIZE when absent, API_MAX_PAGE_SIZE at most. */
function apiListOf(request: Request): Target | null {
  const url = new URL(request.url());
  const route = /^\/api\/(\w+)$/.exec(url.pathname)?.[1];
  if (request.method() !== 'GET' || !route) return null;
  const limit = Number(url.searchParams.get('limit') ?? API_PAGE_SIZE);
  return {
    collection: `GET /api/${route}`,
    filtered: false,
    limit: Math.min(limit, API_MAX_PAGE_SIZE),
  };
}

const SETTLE_POLL_MS = 500;
const SETTLED_AFTER_POLLS = 4;
const SETTLE_TIMEOUT_MS = 20_000;

/** A first view, in a fresh context, until the page settles (docs/performance.md, Reads). */
export async function viewPage(browser: Browser, path: string, idToken?: string) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  if (idToken) await signInContext(context, idToken);
  await context.addInitScript(READS_PROBE);
  const page = await context.newPage();
  const bodies: Promise<{ type: 'js' | 'css' | 'html'; bytes: number }>[] = [];
  const queries: Target[] = [];
  const scripts: string[] = [];
  let targets = 0;
  let requests = 0;
  const apiLists = new Set<string>();
  page.on('request', (request) => {
    requests += 1;
    const list = apiListOf(request);
    if (list && !apiLists.has(request.url())) {
      apiLists.add(request.url());
      queries.push(list);
    }
    if (!request.url().includes('google.firestore.v1.Firestore')) return;
    const added = targetsOf(request);
    targets += added.targets;
    queries.push(...added.queries);
  });
  const KINDS = { script: 'js', stylesheet: 'css', document: 'html' } as const;
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (!(kind in KINDS)) return;
    const type = KINDS[kind as keyof typeof KINDS];
    if (type === 'js') scripts.push(new URL(response.url()).pathname);
    bodies.push(response.body().then((body) => ({ type, bytes: gzipSync(body).length })));
  });
  await page.goto(appUrl(path), { waitUntil: 'load' });

  const shownCount = () => page.locator('article, main tbody tr, main li:not(article li)').count();
  let last = '';
  let stable = 0;
  const deadline = Date.now() + SETTLE_TIMEOUT_MS;
  let reads = 0;
  let shown = 0;
  while (stable < SETTLED_AFTER_POLLS && Date.now() < deadline) {
    await page.waitForTimeout(SETTLE_POLL_MS);
    const probe = await page.evaluate<Probe>('window.__benchReads');
    reads = probe.reads;
    shown = await shownCount();
    const now = `${reads}/${shown}/${requests}/${page.url()}`;
    stable = now === last && probe.current >= targets ? stable + 1 : 0;
    last = now;
  }
  // A response that arrives while the context closes has no body to read: count up to here.
  page.removeAllListeners('response');
  const sizes = await Promise.all(bodies);
  await context.close();
  const total = (type: 'js' | 'css' | 'html') =>
    sizes.filter((size) => size.type === type).reduce((sum, size) => sum + size.bytes, 0);
  if (stable < SETTLED_AFTER_POLLS) {
    console.warn(`${path} did not settle within ${SETTLE_TIMEOUT_MS / 1000} s`);
  }
  return {
    path,
    js: total('js'),
    scripts,
    css: total('css'),
    html: total('html'),
    reads,
    shown,
    queries,
  } satisfies PageView;
}
