/** Stands for the app's entry chunk in boot.test.ts: records that the start script imported it. */
(globalThis as { bootedEntries?: number }).bootedEntries =
  ((globalThis as { bootedEntries?: number }).bootedEntries ?? 0) + 1;
