import { CHUNK_LOAD_TIMEOUT_MS } from '@pedalworks/domain/constants';

/** A script chunk that could not be fetched (failed, or took longer than the timeout). */
export class ChunkLoadError extends Error {
  constructor(readonly chunk: string) {
    super(`chunk ${chunk} could not be loaded`);
    this.name = 'ChunkLoadError';
  }
}

/** The chunk the page reloaded itself for once; kept for the tab's session. */
export const RELOADED_FOR_KEY = 'pedalworks:reloaded-for-chunk';

function reloadedFor(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_FOR_KEY);
  } catch {
    return null;
  }
}

/**
 * A lazy module with the spec's chunk behaviour: it fails (ChunkLoadError, naming the chunk)
 * when the fetch fails or takes longer than 120 s. Loaded, it ends the one reload for it.
 */
export function loadChunk<T>(chunk: string, load: () => Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new ChunkLoadError(chunk)), CHUNK_LOAD_TIMEOUT_MS);
  });
  return Promise.race([load(), timeout]).then(
    (module) => {
      clearTimeout(timer);
      if (reloadedFor() === chunk) sessionStorage.removeItem(RELOADED_FOR_KEY);
      return module;
    },
    (error: unknown) => {
      clearTimeout(timer);
      throw error instanceof ChunkLoadError ? error : new ChunkLoadError(chunk);
    },
  );
}

/** `lazy` of a route whose module is the chunk `chunk`. */
export const lazyRoute =
  <T>(chunk: string, load: () => Promise<T>) =>
  () =>
    loadChunk(chunk, load);

/**
 * Whether a failed chunk should reload the page by itself: the first time only (a tab left open
 * across a deploy asks for chunks that are gone, and the reload fetches the new build). If the
 * same chunk fails again after that reload, the page shows the failure: never a loop. Without
 * session storage there is no automatic reload, since it could not be limited to one.
 */
export function claimAutomaticReload(chunk: string): boolean {
  if (reloadedFor() === chunk) return false;
  try {
    sessionStorage.setItem(RELOADED_FOR_KEY, chunk);
    return true;
  } catch {
    return false;
  }
}
