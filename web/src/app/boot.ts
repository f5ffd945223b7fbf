/**
 * A landing page: a pattern of `location.pathname`, the route chunks its first view needs, and
 * those its signed-in part loads once Auth has answered (when it has any).
 */
export type BootRoute = [pattern: string, files: string[], signedIn?: string[]];

/** What the build writes into each page for the start script, as a JSON data block. */
export interface BootData {
  entry: string;
  preload: string[];
  routes: BootRoute[];
  /** The local-storage key kept while signed in (ACCESS_TOKEN_KEY). */
  session: string;
}

/** The id of the JSON data block; the start script below repeats it literally (see the test). */
export const BOOT_DATA_ID = 'boot-data';

/**
 * How the app starts: after the first paint, the entry and the current page's chunks are fetched
 * together (docs/performance.md). The build inlines this function's source, allowed by one fixed
 * hash in firebase.json's CSP, so it must not refer to anything outside its body.
 */
export function startApp(): void {
  const block = document.getElementById('boot-data');
  const data = JSON.parse(block?.textContent ?? '{}') as Partial<BootData>;
  if (!data.entry) return;
  const entry = data.entry;
  // Three steps, each a task of its own, none long: the entry's import, the check for a left
  // session (the page's first access to local storage, which took 2 to 10 ms in Chromium), then
  // the links. In one task the three took 5 to 30 ms, a long task at Lighthouse's 4x slowdown.
  const files: string[] = [];
  const start = () => {
    import(/* @vite-ignore */ entry).catch(() => {
      // A page from before a deploy names an entry that is gone: reload once (RELOADED_FOR_KEY).
      // Offline, the prerendered page stays: a reload would show the browser's error page.
      if (!navigator.onLine) return;
      try {
        if (sessionStorage.getItem('pedalworks:reloaded-for-chunk') === entry) return;
        sessionStorage.setItem('pedalworks:reloaded-for-chunk', entry);
        location.reload();
      } catch {
        // Storage refused: no reload, which could not tell a second failure from the first.
      }
    });
    setTimeout(listFiles);
  };
  const listFiles = () => {
    const page = (data.routes ?? []).find(([pattern]) =>
      new RegExp(pattern).test(location.pathname),
    );
    // As hasStoredSession (src/lib/session.ts); this script can import nothing.
    let signedIn = false;
    try {
      signedIn = data.session !== undefined && localStorage.getItem(data.session) !== null;
    } catch {
      // Storage refused (a privacy mode): as signed out.
    }
    files.push(
      ...(data.preload ?? []),
      ...(page?.[1] ?? []),
      ...(signedIn ? (page?.[2] ?? []) : []),
    );
    setTimeout(preload);
  };
  // One link per task: each costs the main thread a few milliseconds (three took 20 to 27 ms
  // at full speed in Lighthouse's trace, a long task at its 4x slowdown), and twenty in one
  // task would keep the page from answering input for a long one.
  const preload = () => {
    const href = files.shift();
    if (href === undefined) return;
    document.head.append(
      Object.assign(document.createElement('link'), { rel: 'modulepreload', href }),
    );
    setTimeout(preload);
  };
  if (document.visibilityState === 'visible') requestAnimationFrame(() => setTimeout(start));
  else start();
}
