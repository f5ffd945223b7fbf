import { describe, expect, it } from 'vitest';
import { serialized } from './key-queue';

/** A promise and the function that settles it. */
function gate() {
  let open!: () => void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('serialized', () => {
  it('runs the work of one key one at a time, in the order it came, past failures', async () => {
    const events: string[] = [];
    const first = gate();
    const a = serialized('k', async () => {
      events.push('a starts');
      await first.opened;
      events.push('a ends');
      throw new Error('a failed');
    });
    const b = serialized('k', async () => {
      events.push('b runs');
      return 'b';
    });
    const other = serialized('other', async () => {
      events.push('other runs');
      return 'other';
    });
    await expect(other).resolves.toBe('other');
    expect(events).toEqual(['a starts', 'other runs']);
    first.open();
    await expect(a).rejects.toThrow('a failed');
    await expect(b).resolves.toBe('b');
    expect(events).toEqual(['a starts', 'other runs', 'a ends', 'b runs']);
  });
});
