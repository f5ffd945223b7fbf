import AsyncLock from 'async-lock';

/**
 * Transactions that write a tool's stock run one after another within this process, so that a
 * rush does not make them contend for the document's lock (docs/performance.md). Instances
 * still contend with each other: the transaction stays the guard of every invariant.
 */
const locks = new AsyncLock({ maxPending: Infinity });

/** Runs `work` once every earlier call with the same key has settled, and answers its result. */
export const serialized = <T>(key: string, work: () => Promise<T>): Promise<T> =>
  locks.acquire(key, work);

/** The queue key of a tool's stock: every transaction that moves it waits on this one. */
export const toolStockKey = (toolId: string) => `tool-stock/${toolId}`;
