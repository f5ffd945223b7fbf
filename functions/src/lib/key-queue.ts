import { AsyncLocalStorage } from 'node:async_hooks';

/**
 * Transactions that write the same hot document (a tool's stock during a rush) run one after
 * another within this process instead of all at once: Firestore would otherwise make them
 * contend for the document's lock, abort and retry (the emulator times them out after about
 * 20 s). The queue is per process, so instances still contend with each other; the transaction
 * stays the guard of every invariant and the queue is only a way to lose fewer of them.
 */
const queues = new Map<string, Promise<unknown>>();

/** The keys the current call holds: work queued under a key it holds runs at once. */
const holding = new AsyncLocalStorage<ReadonlySet<string>>();

/**
 * Runs `work` after every earlier call with the same key has finished (whether it succeeded or
 * not), and answers its result. Keys with nothing queued take no memory. A call made from
 * inside work that holds the key runs at once (it would otherwise wait for itself).
 */
export function serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
  const held = holding.getStore() ?? new Set<string>();
  if (held.has(key)) return work();
  const holdingKey = () => holding.run(new Set([...held, key]), work);
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(holdingKey, holdingKey);
  // What the next caller waits for: this call's end, never its error.
  const settled = run.then(
    () => undefined,
    () => undefined,
  );
  queues.set(key, settled);
  void settled.then(() => {
    if (queues.get(key) === settled) queues.delete(key);
  });
  return run;
}

interface Waiting<R, T> {
  request: R;
  resolve: (value: T) => void;
  reject: (reason: unknown) => void;
}
const waiting = new Map<string, Waiting<unknown, unknown>[]>();

/**
 * Group commit: requests with the same key that arrive while the key is busy wait together
 * and go in one call of `commit` (at most `max` at once), in the key's queue (serialized). A
 * rush of orders on one tool then writes the tool's stock once per group, not once per order.
 * `commit` answers one settled result per request, in their order: one request's refusal is
 * not the others'. Should `commit` itself fail, every request of the group gets its error.
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
    // The first to wait schedules a commit; the others ride along with it.
    if (list.length === 1) void serialized(key, () => commitGroup(key, list, commit, max));
  });
}

async function commitGroup<R, T>(
  key: string,
  list: Waiting<R, T>[],
  commit: (requests: R[]) => Promise<PromiseSettledResult<T>[]>,
  max: number,
): Promise<void> {
  const group = list.splice(0, max);
  if (list.length === 0) waiting.delete(key);
  // Those left behind (more than max) go in the next group: queued behind this one, not run
  // at once as work of a key this call holds would be.
  else void holding.exit(() => serialized(key, () => commitGroup(key, list, commit, max)));
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

/** The queue key of a tool's stock: every transaction that moves it waits on this one. */
export const toolStockKey = (toolId: string) => `tool-stock/${toolId}`;
