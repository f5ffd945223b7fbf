import { INITIAL_DATA_ID } from '@/config/prerender';

/**
 * The REST answers a page was rendered with on the server (the `ssr` function), embedded in its
 * HTML as a JSON data block, so that React takes over the page showing what the HTML shows. The
 * read hooks start from them: the public ones then ask the API again, which corrects what
 * changed since the HTML was rendered or cached (prices, stock); My Orders, rendered for one
 * customer and never cached, asks again only when its orders change. This is the one place the
 * hooks consult.
 */

/**
 * One GET /api answer: its body and, for a page of a list, its headers' cursor, version and
 * count.
 */
export interface InitialAnswer {
  body: unknown;
  next?: string | null;
  /** A page of one's orders: the version of the customer's orders it was read at. */
  version?: number;
  /** A page of one's orders: how many the customer has in all. */
  count?: number;
}

/** Answers by GET path under /api (e.g. `/tool?limit=12`). */
export type InitialData = Record<string, InitialAnswer>;

/** What the data block holds: the answers and, for a page rendered for a customer, their uid. */
interface Rendered {
  answers: InitialData;
  uid?: string;
}

let rendered: Rendered | undefined;

/**
 * The server's renderer sets the answers (and the customer they were read for) of the page it
 * is about to render, and clears them.
 */
export function provideInitialData(data: InitialData | undefined, uid?: string): void {
  rendered = data ? { answers: data, ...(uid ? { uid } : {}) } : undefined;
}

function embedded(): Rendered {
  if (rendered) return rendered;
  if (typeof document === 'undefined') return { answers: {} };
  try {
    const block = JSON.parse(
      document.getElementById(INITIAL_DATA_ID)?.textContent ?? '{}',
    ) as Partial<Rendered>;
    rendered = { answers: block.answers ?? {}, ...(block.uid ? { uid: block.uid } : {}) };
  } catch {
    rendered = { answers: {} };
  }
  return rendered;
}

/** The answer the page was rendered with for `path`, if any. */
export function initialAnswer<T>(
  path: string,
): { body: T; next: string | null; version?: number; count?: number } | undefined {
  const answer = embedded().answers[path];
  return answer
    ? {
        body: answer.body as T,
        next: answer.next ?? null,
        ...(answer.version !== undefined ? { version: answer.version } : {}),
        ...(answer.count !== undefined ? { count: answer.count } : {}),
      }
    : undefined;
}

/** The answer for `path` of a page rendered for customer `uid` (their own data), if it was. */
export function renderedAnswer<T>(uid: string, path: string): ReturnType<typeof initialAnswer<T>> {
  return renderedUid() === uid ? initialAnswer<T>(path) : undefined;
}

/** Once the API has answered `path` afresh, the rendered answer is no longer needed. */
export function forgetInitialAnswer(path: string): void {
  delete embedded().answers[path];
}

/**
 * The uid of the customer the page was rendered for (their session cookie), until forgotten:
 * the signed-in part shows their data before Auth has answered (SignedIn).
 */
export function renderedUid(): string | undefined {
  return embedded().uid;
}

/** Auth answered: the page was rendered for this session or not, no need to know any more. */
export function forgetRenderedUid(): void {
  delete embedded().uid;
}

/** The data block for the HTML: `<` escaped, so no text in it can end the script element. */
export function initialDataScript(data: InitialData, uid?: string): string {
  const block: Rendered = { answers: data, ...(uid ? { uid } : {}) };
  const json = JSON.stringify(block).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${INITIAL_DATA_ID}">${json}</script>`;
}
