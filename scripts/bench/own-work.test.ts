import { describe, expect, it } from 'vitest';
import { ownWork, type TraceEvent } from './own-work';

const MAIN = { pid: 10, tid: 11 };
const FCP = 5_000_000;

/** A main-thread task of `wallMs`, of which `cpuMs` running, starting `atMs` after the trace's 0. */
const task = (atMs: number, wallMs: number, cpuMs: number, thread = MAIN): TraceEvent => ({
  name: 'RunTask',
  ph: 'X',
  ...thread,
  ts: atMs * 1000,
  dur: wallMs * 1000,
  tdur: cpuMs * 1000,
});

const trace = (events: TraceEvent[]) => ({
  traceEvents: [{ name: 'firstContentfulPaint', ph: 'R', ...MAIN, ts: FCP }, ...events],
});

describe('ownWork', () => {
  it("counts the main thread's tasks after the first paint by their thread time, not their wall time", () => {
    const work = ownWork(
      4,
      trace([
        task(4_000, 60, 30), // before the first paint
        task(5_010, 40, 0.6), // waited 39.4 ms: a long task in wall time, none in CPU time
        task(5_100, 25, 20), // 20 ms x 4 = 80: 30 ms of blocking
        task(5_200, 15, 14.2), // 14.2 x 4 = 56.8: 6.8 ms
        task(5_300, 12, 10), // 40: none
        task(5_400, 90, 80, { pid: 10, tid: 12 }), // another thread
      ]),
      FCP,
    );
    expect(work).toEqual({ longestTaskCpuMs: 20, cpuOnlyTbtMs: 37 });
  });

  it('ends where Time to Interactive does: at the last long task before 5 s without one', () => {
    const work = ownWork(
      4,
      trace([
        task(5_100, 25, 20), // 30 ms of blocking, ends at 5 125
        task(10_000, 20, 10), // short: 4 875 ms later, still within the window
        task(10_100, 30, 25), // 50 ms of blocking, 4 975 ms after the last long task: counted
        task(15_130, 2, 1), // 5 000 ms after it: interactive, nothing after counts
        task(40_000, 40, 30), // the garbage collector, long after
      ]),
      FCP,
    );
    expect(work).toEqual({ longestTaskCpuMs: 25, cpuOnlyTbtMs: 80 });
  });

  it('scales with the slowdown it is given', () => {
    expect(ownWork(8, trace([task(5_100, 25, 20)]), FCP)).toEqual({
      longestTaskCpuMs: 20,
      cpuOnlyTbtMs: 110,
    });
  });

  it('finds nothing when the trace has no first paint at that time', () => {
    expect(ownWork(4, trace([task(5_100, 25, 20)]), FCP + 1)).toEqual({
      longestTaskCpuMs: 0,
      cpuOnlyTbtMs: 0,
    });
  });
});
