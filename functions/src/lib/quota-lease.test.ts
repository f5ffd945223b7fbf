import { describe, expect, it } from 'vitest';
import { quotaLeases, type Reserve } from './quota-lease';

/** A shared counter per key and window, as the rateLimits documents are, with its calls. */
function sharedCounter() {
  const totals = new Map<string, number>();
  const calls: number[] = [];
  const reserve: Reserve = async (key, windowStart, units) => {
    await Promise.resolve();
    calls.push(units);
    const id = `${key}_${windowStart}`;
    totals.set(id, (totals.get(id) ?? 0) + units);
    return totals.get(id)!;
  };
  return { reserve, calls, totals };
}

const takeMany = (leases: ReturnType<typeof quotaLeases>, n: number, max: number, window = 0) =>
  Promise.all(Array.from({ length: n }, () => leases.take('k', window, max)));

describe('quotaLeases', () => {
  it('lets exactly max through in a window, reserving in doubling leases', async () => {
    const counter = sharedCounter();
    const leases = quotaLeases(counter.reserve, 16);
    const passed: boolean[] = [];
    for (let i = 0; i < 100; i += 1) passed.push(await leases.take('k', 0, 40));
    expect(passed.filter(Boolean)).toHaveLength(40);
    expect(passed.slice(0, 40).every(Boolean)).toBe(true);
    // 1 + 2 + 4 + 8 + 16 = 31, then 16 more, of which 9 are within 40; past it, no more calls.
    expect(counter.calls).toEqual([1, 2, 4, 8, 16, 16]);
  });

  it('shares one counter between instances: never more than max in all', async () => {
    const counter = sharedCounter();
    const instances = [quotaLeases(counter.reserve, 16), quotaLeases(counter.reserve, 16)];
    const results = await Promise.all(instances.map((leases) => takeMany(leases, 60, 50)));
    expect(results.flat().filter(Boolean).length).toBeLessThanOrEqual(50);
    // What one instance reserved and did not spend is lost to the other, never more.
    expect(results.flat().filter(Boolean).length).toBeGreaterThanOrEqual(50 - 2 * 16);
  });

  it('makes concurrent requests of a key wait for one reservation', async () => {
    const counter = sharedCounter();
    const leases = quotaLeases(counter.reserve, 16);
    const passed = await takeMany(leases, 7, 100);
    expect(passed.every(Boolean)).toBe(true);
    expect(counter.calls).toEqual([1, 2, 4]);
  });

  it('refuses at once when others have used the window up, and starts afresh in the next', async () => {
    const counter = sharedCounter();
    counter.totals.set('k_0', 10);
    const leases = quotaLeases(counter.reserve, 16);
    expect(await takeMany(leases, 3, 10)).toEqual([false, false, false]);
    expect(counter.calls).toEqual([1]);
    expect(await leases.take('k', 60_000, 10)).toBe(true);
    // A late request of the ended window counts there, alone.
    expect(await leases.take('k', 0, 10)).toBe(false);
    expect(counter.totals.get('k_0')).toBe(12);
  });

  it('lets every waiting request fail with a reservation that fails, and tries again after', async () => {
    let fail = true;
    const counter = sharedCounter();
    const leases = quotaLeases(async (key, windowStart, units) => {
      if (fail) throw new Error('Firestore is down');
      return counter.reserve(key, windowStart, units);
    }, 16);
    const results = await Promise.allSettled([leases.take('k', 0, 5), leases.take('k', 0, 5)]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    fail = false;
    expect(await leases.take('k', 0, 5)).toBe(true);
  });
});
