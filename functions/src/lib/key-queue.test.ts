import { describe, expect, it } from 'vitest';
import { grouped, serialized } from './key-queue';

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

describe('grouped', () => {
  it('commits the requests that wait together in one call, at most max at once', async () => {
    const busy = gate();
    const groups: number[][] = [];
    const commit = async (requests: number[]) => {
      groups.push(requests);
      return requests.map((value): PromiseSettledResult<number> =>
        value === 3
          ? { status: 'rejected', reason: new Error('three refused') }
          : { status: 'fulfilled', value: value * 10 },
      );
    };
    // The key is busy: the five requests wait, then go as [1, 2, 3] and [4, 5].
    const blocker = serialized('tool', () => busy.opened);
    const answers = [1, 2, 3, 4, 5].map((value) => grouped('tool', value, commit, 3));
    busy.open();
    await blocker;
    const settled = await Promise.allSettled(answers);
    expect(groups).toEqual([
      [1, 2, 3],
      [4, 5],
    ]);
    expect(settled.map((result) => (result.status === 'fulfilled' ? result.value : 'x'))).toEqual([
      10,
      20,
      'x',
      40,
      50,
    ]);
    expect(settled[2]).toMatchObject({ reason: new Error('three refused') });

    // A quiet key commits a lone request by itself.
    await expect(grouped('tool', 6, commit, 3)).resolves.toBe(60);
    expect(groups.at(-1)).toEqual([6]);
  });

  it('gives every request of a group the error of a commit that failed', async () => {
    const commit = async (): Promise<PromiseSettledResult<number>[]> => {
      throw new Error('contention');
    };
    const answers = [1, 2].map((value) => grouped('failing', value, commit, 5));
    await expect(Promise.all(answers)).rejects.toThrow('contention');
    await expect(answers[1]).rejects.toThrow('contention');
  });
});
