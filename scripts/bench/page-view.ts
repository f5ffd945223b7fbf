import { gzipSync } from 'node:zlib';
import type { Browser, Request, Worker } from '@playwright/test';
import {
  API_MAX_PAGE_SIZE,
  API_PAGE_SIZE,
  ORDERS_COUNT_HEADER,
  ORDERS_VERSION_HEADER,
} from '@pedalworks/domain/constants';
import { INITIAL_DATA_ID } from '../../web/src/config/prerender';
import { appUrl, signInContext } from './browser';

/**
 * Counts, inside the page and inside each of its workers (My Orders' version watcher), the
 * Firestore documents the server delivers: every
 * "documentChange" on the Listen channel (WebChannel, over fetch streams or XHR, read as it
 * streams), every document in RunQuery / BatchGet answers, and every document the REST API
 * answers (read on the server), and those a page rendered for one customer came with. Each is
 * one billed read.
 */
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
  XMLHttpRequest.prototype.open = function (method, url, ...rest) {
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
      // A page of one's orders reads the version of them too (X-Orders-Version), and counts them
      // (X-Orders-Count): an aggregation is billed one read per 1,000 entries, at least one.
      const version = response.headers.has(${JSON.stringify(ORDERS_VERSION_HEADER)}) ? 1 : 0;
      const counted = response.headers.has(${JSON.stringify(ORDERS_COUNT_HEADER)}) ? 1 : 0;
      response.clone().json().then((body) => {
        const documents = Array.isArray(body) ? body.length : body && body._id ? 1 : 0;
        const cursor = Array.isArray(body) && /[?&]after=/.test(url) ? 1 : 0;
        perResponse.set(key, { reads: documents + cursor + version + counted, current: 0 });
      }).catch(() => {});
    }
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
  // A page rendered on the server for one customer (My Orders) read its answers for this view
  // alone, with the version and count of their orders; a public page's are shared by a CDN.
  if (typeof document === 'undefined') return;
  document.addEventListener('DOMContentLoaded', () => {
    try {
      const block = JSON.parse(document.getElementById(${JSON.stringify(INITIAL_DATA_ID)})?.textContent ?? '{}');
      if (!block.uid) return;
      for (const answer of Object.values(block.answers ?? {})) {
        const body = answer.body;
        const documents = Array.isArray(body) ? body.length : body && body._id ? 1 : 0;
        const extra = (answer.version === undefined ? 0 : 1) + (answer.count === undefined ? 0 : 1);
        perResponse.set({}, { reads: documents + extra, current: 0 });
      }
    } catch {}
  });
})();`;

export interface Target {
  collection: string;
  filtered: boolean;
  limit: number | null;
}

/** What a reads probe has counted: documents read, and listen targets with their first results. */
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
  /** Queries the page listens to or runs. */
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

/**
 * The Listen targets a request adds (queries or documents) and the queries among them (also
 * RunQuery's). Listen requests travel form-encoded on WebChannel's forward channel
 * (req0___data__=...).
 */
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

/**
 * A list read through the REST API (GET /api/tool, /api/review...): the server orders it and
 * bounds it with ?limit (API_PAGE_SIZE when absent, API_MAX_PAGE_SIZE at most).
 */
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

/** Views of a page that does not settle, before its last is taken as it is. */
const VIEW_ATTEMPTS = 3;

/**
 * One first view in a fresh browser context (empty cache, empty storage): load the page,
 * then wait until every Listen target has its first results (CURRENT) and the delivered
 * documents, the shown documents and the requests have stopped changing for two seconds.
 * A view that does not settle (a worker's first Listen before its probe) is made again.
 */
export async function viewPage(browser: Browser, path: string, idToken?: string) {
  for (let attempt = 1; ; attempt += 1) {
    const { settled, view } = await viewOnce(browser, path, idToken);
    if (settled) return view;
    const last = attempt === VIEW_ATTEMPTS;
    console.warn(
      `${path} did not settle within ${SETTLE_TIMEOUT_MS / 1000} s${last ? '' : ': viewing it again'}`,
    );
    if (last) return view;
  }
}

async function viewOnce(browser: Browser, path: string, idToken?: string) {
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
  // Each worker's count, as last read: a worker that has ended keeps the reads it made. The probe
  // goes in as Playwright reports the worker, which can be after the worker's first Listen
  // request: that Listen goes uncounted, and the view does not settle (its target never reports
  // CURRENT): viewPage views it again. Serving the worker's script with the probe first would be
  // certain, but Playwright's routing broke the worker's Listen channel (transport errors).
  const workerReads = new Map<Worker, Probe>();
  page.on('worker', (worker) => {
    workerReads.set(worker, { reads: 0, current: 0 });
    worker.evaluate(READS_PROBE).catch(() => undefined);
  });
  const readProbes = async (): Promise<Probe> => {
    for (const worker of workerReads.keys()) {
      const probe = await worker
        .evaluate<Probe | undefined>('self.__benchReads')
        .catch(() => undefined);
      if (probe) workerReads.set(worker, probe);
    }
    const all = [await page.evaluate<Probe>('window.__benchReads'), ...workerReads.values()];
    return {
      reads: all.reduce((sum, probe) => sum + probe.reads, 0),
      current: all.reduce((sum, probe) => sum + probe.current, 0),
    };
  };
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
    const probe = await readProbes();
    reads = probe.reads;
    shown = await shownCount();
    const now = `${reads}/${shown}/${requests}/${page.url()}`;
    stable = now === last && probe.current >= targets ? stable + 1 : 0;
    last = now;
  }
  const sizes = await Promise.all(bodies);
  await context.close();
  const total = (type: 'js' | 'css' | 'html') =>
    sizes.filter((size) => size.type === type).reduce((sum, size) => sum + size.bytes, 0);
  const view = {
    path,
    js: total('js'),
    scripts,
    css: total('css'),
    html: total('html'),
    reads,
    shown,
    queries,
  } satisfies PageView;
  return { settled: stable >= SETTLED_AFTER_POLLS, view };
}
