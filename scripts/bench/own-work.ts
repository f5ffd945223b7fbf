/**
 * A task's length in the trace is wall time: it includes the time the page's main thread waited,
 * for a core (2 are shared by Chromium's processes, Lighthouse and the emulators) or for another
 * process. Lighthouse's TBT scales that wall time. The thread time of the same tasks is the work
 * the page itself asked for: what TBT would be if nothing else ran on the machine.
 */
export interface OwnWork {
  /** The longest main-thread task after the first paint, in thread (CPU) time, ms. */
  longestTaskCpuMs: number;
  /** Sum over those tasks of (CPU time x the slowdown - LONG_TASK_MS) where positive. */
  cpuOnlyTbtMs: number;
}

/** A task blocks the main thread, in Lighthouse's TBT, for what it lasts past this (ms). */
export const LONG_TASK_MS = 50;

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
 * `firstPaintTs` (the trace's clock, as Lighthouse's metrics give it) on, by thread time.
 */
export function ownWork(slowdown: number, trace: Trace, firstPaintTs: number): OwnWork {
  const fcp = trace.traceEvents.find(
    (event) => event.name === 'firstContentfulPaint' && event.ts === firstPaintTs,
  );
  const cpuMs = trace.traceEvents
    .filter(
      (event) =>
        event.name === 'RunTask' &&
        event.ph === 'X' &&
        event.pid === fcp?.pid &&
        event.tid === fcp.tid &&
        event.ts >= firstPaintTs,
    )
    .map((task) => (task.tdur ?? 0) / 1000);
  return {
    longestTaskCpuMs: Math.round(Math.max(0, ...cpuMs) * 10) / 10,
    cpuOnlyTbtMs: Math.round(
      cpuMs.reduce((sum, ms) => sum + Math.max(0, ms * slowdown - LONG_TASK_MS), 0),
    ),
  };
}
