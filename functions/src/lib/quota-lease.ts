/** Doubling leases of a shared quota (docs/performance.md); a window may end with some unused. */
import AsyncLock from 'async-lock';

/** Adds `units` to the counter of `key` in the window; answers the new total. */
export type Reserve = (key: string, windowStart: number, units: number) => Promise<number>;

interface Lease {
  /** Units reserved and not yet spent. */
  left: number;
  /** The size of the next reservation. */
  next: number;
  /** The counter has reached max: nothing more this window. */
  spent: boolean;
}

export interface QuotaLeases {
  /** Spends one unit of `key` in the window: false when the window's `max` is used up. */
  take(key: string, windowStart: number, max: number): Promise<boolean>;
}

export function quotaLeases(reserve: Reserve, maxLease: number): QuotaLeases {
  let current = { windowStart: -Infinity, leases: new Map<string, Lease>() };
  const renewals = new AsyncLock({ maxPending: Infinity });

  async function renew(lease: Lease, key: string, windowStart: number, max: number) {
    const units = lease.next;
    const total = await reserve(key, windowStart, units);
    const granted = Math.max(0, Math.min(units, max - (total - units)));
    lease.left += granted;
    if (granted < units) lease.spent = true;
    lease.next = Math.min(units * 2, maxLease);
  }

  return {
    async take(key, windowStart, max) {
      // A request still in the window before the current one counts there, unleased.
      if (windowStart < current.windowStart) return (await reserve(key, windowStart, 1)) <= max;
      // Leases of ended windows are dropped whole.
      if (windowStart > current.windowStart) current = { windowStart, leases: new Map() };
      const { leases } = current;
      let lease = leases.get(key);
      if (!lease) {
        lease = { left: 0, next: 1, spent: false };
        leases.set(key, lease);
      }
      for (;;) {
        if (lease.left > 0) {
          lease.left -= 1;
          return true;
        }
        if (lease.spent) return false;
        // One reservation at a time per key: the requests that waited for it share it.
        const mine = lease;
        await renewals.acquire(key, async () => {
          if (mine.left === 0 && !mine.spent) await renew(mine, key, windowStart, max);
        });
      }
    },
  };
}
