/** Thread (CPU) time, without the wall time a task waited for a core (docs/performance.md). */
export interface OwnWork {
  longestTaskCpuMs: number;
  cpuOnlyTbtMs: number;
}

/** A task blocks the main thread, in Lighthouse's TBT, for what it lasts past this (ms). */
export const LONG_TASK_MS = 50;

/** Lighthouse's TTI window, less its quiet network: a page with a listener open never has one. */
export const QUIET_WINDOW_MS = 5000;

export interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  ts: number;
  dur?: number;
  tdur?: number;
}

export interface Trace {
  traceEvents: TraceEvent[];
}

/** `firstPaintTs` is on the trace's clock, as Lighthouse's metrics give it. */
export function ownWork(slowdown: number, trace: Trace, firstPaintTs: number): OwnWork {
  const fcp = trace.traceEvents.find(
    (event) => event.name === 'firstContentfulPaint' && event.ts === firstPaintTs,
  );
  const tasks = trace.traceEvents
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === fcp?.pid &&
        event.tid === fcp.tid &&
        event.ts >= firstPaintTs,
    )
    .sort((a, b) => a.ts - b.ts);
  let quietSince = firstPaintTs;
  let longestTaskCpuMs = 0;
  let cpuOnlyTbtMs = 0;
  for (const task of tasks) {
    if (task.ts - quietSince >= QUIET_WINDOW_MS * 1000) break;
    const cpuMs = (task.tdur ?? 0) / 1000;
    longestTaskCpuMs = Math.max(longestTaskCpuMs, cpuMs);
    const blockingMs = cpuMs * slowdown - LONG_TASK_MS;
    if (blockingMs > 0) {
      cpuOnlyTbtMs += blockingMs;
      quietSince = task.ts + (task.dur ?? 0);
    }
  }
  return {
    longestTaskCpuMs: Math.round(longestTaskCpuMs * 10) / 10,
    cpuOnlyTbtMs: Math.round(cpuOnlyTbtMs),
  };
}
