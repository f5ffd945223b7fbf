/**
 * A model of the order's life (issue 54): random sequences of customers' and admins' commands,
 * Stripe's payments, refunds, disputes and redeliveries, Stripe faults, the sweeps and the clock
 * drive the real API, webhook and sweeps; the invariants (support/order-model.ts) hold after
 * every step. PROPERTY_SEED replays a run; MODEL_RUNS and MODEL_STEPS size it (docs/testing.md).
 */
import fc from 'fast-check';
import { describe, it } from 'vitest';
import { FullRuns } from './support/order-commands';
import { clearFault, newWorld } from './support/order-model';

const seed = Number(process.env.PROPERTY_SEED ?? Math.floor(Math.random() * 2 ** 31));
const runs = Number(process.env.MODEL_RUNS ?? 4);
const steps = Number(process.env.MODEL_STEPS ?? 18);
/** The runs' time at 3 s a step (they take 0.3 to 0.8 s here), then 8 minutes of shrinking. */
const timeLimit = runs * steps * 3_000 + 8 * 60_000;

describe('the order life as a model', { timeout: timeLimit + 60_000 }, () => {
  it(`keeps money, stock, codes and answers right after every step (seed ${seed}, ${runs} × ${steps})`, async () => {
    /** What the last failing run did, call by call: the shrunk run's, once shrinking ends. */
    let failedTrace = '';
    await fc.assert(
      fc.asyncProperty(new FullRuns(steps), async (sequence) => {
        const world = await newWorld(steps);
        try {
          await fc.asyncModelRun(() => ({ model: world, real: world }), sequence);
        } catch (error) {
          failedTrace = [...world.trace, String(error)].join('\n');
          throw error;
        } finally {
          await clearFault(world);
          if (process.env.MODEL_TRACE) console.log(world.trace.join('\n'));
        }
      }),
      {
        seed,
        numRuns: runs,
        endOnFailure: process.env.MODEL_SHRINK === '0',
        // Shrinking reruns whole sequences: it stops in time, with the smallest failure so far.
        interruptAfterTimeLimit: timeLimit,
        reporter: (details) => {
          if (!details.failed && details.interrupted) {
            throw new Error(`order model: out of time after ${details.numRuns} of ${runs} runs`);
          }
          if (!details.failed) return;
          console.error(`order model: seed ${seed}, path ${details.counterexamplePath}`);
          console.error(failedTrace);
          throw new Error(fc.defaultReportMessage(details));
        },
      },
    );
  });
});
