import { CHUNK_LOAD_TIMEOUT_MS } from '@pedalworks/domain/constants';

/** A script chunk that could not be fetched (failed, or took longer than the timeout). */
export class ChunkLoadError extends Error {
  constructor(readonly chunk: string) {
    super(`chunk ${chunk} could not be loaded`);
    this.name = 'ChunkLoadError';
  }
}

/** The names of the Firebase SDKs' chunks, as 'Loading chunk N failed' shows them. */
export const FIREBASE_CHUNK = 'firebase';
export const FIRESTORE_CHUNK = 'firestore';

/** The chunk the page reloaded itself for once; kept for the tab's session. */
export const RELOADED_FOR_KEY = 'pedalworks:reloaded-for-chunk';

function reloadedFor(): string | null {
  try {
    return sessionStorage.getItem(RELOADED_FOR_KEY);
  } catch {
    return null;
  }
}

/** The spec's chunk rule: a failed fetch, or one over 120 s, is a ChunkLoadError. */
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

/**
 * A chunk's first failure reloads the page (a tab open across a deploy asks for gone chunks), a
 * second one shows: never a loop, hence no reload without session storage.
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
