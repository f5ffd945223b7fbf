import { INITIAL_DATA_ID } from '@/config/prerender';

// The REST answers a page was rendered with, embedded so that React takes over what the HTML
// shows; the hooks then ask the API again, as prices and stock may have changed.

/** One GET /api answer: its body and, for a page of a list, its headers' cursor. */
export interface InitialAnswer {
  body: unknown;
  next?: string | null;
}

/** Answers by GET path under /api (e.g. `/tool?limit=12`). */
export type InitialData = Record<string, InitialAnswer>;

interface Rendered {
  answers: InitialData;
}

let rendered: Rendered | undefined;

/** The server's renderer sets the answers of the page it is about to render, and clears them. */
export function provideInitialData(data: InitialData | undefined): void {
  rendered = data ? { answers: data } : undefined;
}

function embedded(): Rendered {
  if (rendered) return rendered;
  if (typeof document === 'undefined') return { answers: {} };
  try {
    const block = JSON.parse(
      document.getElementById(INITIAL_DATA_ID)?.textContent ?? '{}',
    ) as Partial<Rendered>;
    rendered = { answers: block.answers ?? {} };
  } catch {
    rendered = { answers: {} };
  }
  return rendered;
}

/** The answer the page was rendered with for `path`, if any. */
export function initialAnswer<T>(path: string): { body: T; next: string | null } | undefined {
  const answer = embedded().answers[path];
  return answer ? { body: answer.body as T, next: answer.next ?? null } : undefined;
}

/** Once the API has answered `path` afresh, the rendered answer is no longer needed. */
export function forgetInitialAnswer(path: string): void {
  delete embedded().answers[path];
}

/** The data block for the HTML: `<` escaped, so no text in it can end the script element. */
export function initialDataScript(data: InitialData): string {
  const block: Rendered = { answers: data };
  const json = JSON.stringify(block).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${INITIAL_DATA_ID}">${json}</script>`;
}
