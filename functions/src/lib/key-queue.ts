/**
 * Transactions that write the same hot document (a tool's stock during a rush) run one after
 * another within this process instead of all at once: Firestore would otherwise make them
 * contend for the document's lock, abort and retry (the emulator times them out after about
 * 20 s). The queue is per process, so instances still contend with each other; the transaction
 * stays the guard of every invariant and the queue is only a way to lose fewer of them.
 */
const queues = new Map<string, Promise<unknown>>();

/**
 * Runs `work` after every earlier call with the same key has finished (whether it succeeded or
 * not), and answers its result. Keys with nothing queued take no memory.
 */
export function serialized<T>(key: string, work: () => Promise<T>): Promise<T> {
  const before = queues.get(key) ?? Promise.resolve();
  const run = before.then(work, work);
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

/** The queue key of a tool's stock: every transaction that moves it waits on this one. */
export const toolStockKey = (toolId: string) => `tool-stock/${toolId}`;
