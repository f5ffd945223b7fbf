/**
 * Leases of a shared quota: an instance reserves units of a key's window from a counter that
 * every instance shares, and spends them on its requests without asking again. A reservation
 * adds its size to the counter and reads the total back: the units the total leaves within
 * `max` are granted, the rest refused, so at most `max` units pass in a window whatever the
 * instances. A key's reservations double in size within a window (1, 2, 4, ... up to
 * `maxLease`): a caller of a few requests reserves one at a time, a busy one writes the counter
 * about once every `maxLease` requests. The price: a window may end with units reserved and
 * unused, at most `maxLease` per instance and key.
 */

/** Adds `units` to the counter of `key` in the window that starts at `windowStart`; answers the new total. */
export type Reserve = (key: string, windowStart: number, units: number) => Promise<number>;

interface Lease {
  /** Units reserved and not yet spent. */
  left: number;
  /** The size of the next reservation. */
  next: number;
  /** The counter has reached max: nothing more this window. */
  spent: boolean;
  pending?: Promise<void>;
}

export interface QuotaLeases {
  /** Spends one unit of `key` in the window: false when the window's `max` is used up. */
  take(key: string, windowStart: number, max: number): Promise<boolean>;
}

export function quotaLeases(reserve: Reserve, maxLease: number): QuotaLeases {
  let current = { windowStart: -Infinity, leases: new Map<string, Lease>() };

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
        // One reservation at a time per key: concurrent requests wait for it and share it.
        const mine = lease;
        lease.pending ??= renew(lease, key, windowStart, max).finally(() => {
          mine.pending = undefined;
        });
        await lease.pending;
      }
    },
  };
}
