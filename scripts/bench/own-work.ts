/**
 * A task's length in the trace is wall time: it includes the time the page's main thread waited,
 * for a core (2 are shared by Chromium's processes, Lighthouse and the emulators) or for another
 * process. Lighthouse's TBT scales that wall time. The thread time of the same tasks is the work
 * the page itself asked for: what TBT would be if nothing else ran on the machine.
 */
export interface OwnWork {
  /** The longest main-thread task from the first paint until interactive, in thread (CPU) time, ms. */
  longestTaskCpuMs: number;
  /** Sum over those tasks of (CPU time x the slowdown - LONG_TASK_MS) where positive. */
  cpuOnlyTbtMs: number;
}

/** A task blocks the main thread, in Lighthouse's TBT, for what it lasts past this (ms). */
export const LONG_TASK_MS = 50;

/**
 * TBT ends where Lighthouse's Time to Interactive does: at the end of the last long task before
 * this long without one (ms). Lighthouse also waits for a quiet network, which this leaves out: a
 * page that keeps a listener open never has one. A task long after that (the garbage collector
 * shrinking the heap 30 s later) does not block the page's load.
 */
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

/** A Chromium trace, as Lighthouse keeps it. */
export interface Trace {
  traceEvents: TraceEvent[];
}

/**
 * The page's own work in a trace: its main thread's tasks from the first contentful paint at
 * `firstPaintTs` (the trace's clock, as Lighthouse's metrics give it) until interactive, by
 * thread time; a task is long when its thread time times the slowdown is.
 */
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
