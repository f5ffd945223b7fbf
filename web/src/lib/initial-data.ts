/**
 * The REST answers a page was rendered with on the server (the `ssr` function), embedded in its
 * HTML as a JSON data block, so that React takes over the page showing what the HTML shows. The
 * read hooks start from them and then ask the API again, which corrects what changed since the
 * HTML was rendered or cached (prices, stock). This is the one place the hooks consult.
 */

/** The id of the JSON data block. */
export const INITIAL_DATA_ID = 'initial-data';

/** One GET /api answer: its body and, for a page of a list, the next-page cursor. */
export interface InitialAnswer {
  body: unknown;
  next?: string | null;
}

/** Answers by GET path under /api (e.g. `/tool?limit=12`). */
export type InitialData = Record<string, InitialAnswer>;

let answers: InitialData | undefined;

/** The server's renderer sets the answers of the page it is about to render (and clears them). */
export function provideInitialData(data: InitialData | undefined): void {
  answers = data;
}

function embedded(): InitialData {
  if (answers) return answers;
  if (typeof document === 'undefined') return {};
  try {
    answers = JSON.parse(
      document.getElementById(INITIAL_DATA_ID)?.textContent ?? '{}',
    ) as InitialData;
  } catch {
    answers = {};
  }
  return answers;
}

/** The answer the page was rendered with for `path`, if any. */
export function initialAnswer<T>(path: string): { body: T; next: string | null } | undefined {
  const answer = embedded()[path];
  return answer ? { body: answer.body as T, next: answer.next ?? null } : undefined;
}

/** Once the API has answered `path` afresh, the rendered answer is no longer needed. */
export function forgetInitialAnswer(path: string): void {
  if (answers) delete answers[path];
}

/** The data block for the HTML: `<` escaped, so no text in it can end the script element. */
export function initialDataScript(data: InitialData): string {
  const json = JSON.stringify(data).replaceAll('<', '\\u003c');
  return `<script type="application/json" id="${INITIAL_DATA_ID}">${json}</script>`;
}
