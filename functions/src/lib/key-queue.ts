import AsyncLock from 'async-lock';

/**
 * A rush on one key queues here instead of contending for its document (docs/performance.md);
 * instances still contend, so the transaction stays the guard of every invariant.
 */
const locks = new AsyncLock({ maxPending: Infinity });

/** Runs `work` once every earlier call with the same key has settled, and answers its result. */
export const serialized = <T>(key: string, work: () => Promise<T>): Promise<T> =>
  locks.acquire(key, work);

/** The queue key of a tool's stock: every transaction that moves it waits on this one. */
export const toolStockKey = (toolId: string) => `tool-stock/${toolId}`;

interface Waiting<R, T> {
  request: R;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}
const waiting = new Map<string, Waiting<unknown, unknown>[]>();

/**
 * Group commit: requests of one key made together, or while it is busy, go in one `commit` of at
 * most `max`, which answers one result per request in order; should it throw, all get its error.
 */
export function grouped<R, T>(
  key: string,
  request: R,
  commit: (requests: R[]) => Promise<PromiseSettledResult<T>[]>,
  max: number,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const list = (waiting.get(key) ?? []) as Waiting<R, T>[];
    waiting.set(key, list as Waiting<unknown, unknown>[]);
    list.push({ request, resolve, reject });
    // The first to wait schedules the commit, a microtask on (the lock runs an idle key's work
    // at once), so that requests made at the same moment go with it.
    if (list.length === 1) {
      void serialized(key, () => Promise.resolve().then(() => commitGroup(key, list, commit, max)));
    }
  });
}

async function commitGroup<R, T>(
  key: string,
  list: Waiting<R, T>[],
  commit: (requests: R[]) => Promise<PromiseSettledResult<T>[]>,
  max: number,
): Promise<void> {
  const group = list.splice(0, max);
  // Those left behind (more than max) go in the next group, queued behind this one.
  if (list.length === 0) waiting.delete(key);
  else void serialized(key, () => commitGroup(key, list, commit, max));
  try {
    const results = await commit(group.map((entry) => entry.request));
    group.forEach((entry, index) => {
      const result = results[index]!;
      if (result.status === 'fulfilled') entry.resolve(result.value);
      else entry.reject(result.reason);
    });
  } catch (error) {
    for (const entry of group) entry.reject(error);
  }
}
