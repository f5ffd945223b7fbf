import { describe, expect, it } from 'vitest';
import { db, transact } from '../src/lib/admin';

const closed = () =>
  Object.assign(new Error('3 INVALID_ARGUMENT: Transaction is invalid or closed.'), {
    code: 3,
    details: 'Transaction is invalid or closed.',
  });

describe('transact', () => {
  it('runs the update in a transaction and answers its result', async () => {
    const ref = db().collection('transactTest').doc();
    const result = await transact(async (transaction) => {
      transaction.set(ref, { n: 1 });
      return 'done';
    });
    expect(result).toBe('done');
    expect((await ref.get()).data()).toEqual({ n: 1 });
  });

  it('runs it again when the transaction was closed under it, and gives up on other errors', async () => {
    const ref = db().collection('transactTest').doc();
    let attempts = 0;
    await transact(async (transaction) => {
      attempts += 1;
      if (attempts < 3) throw closed();
      transaction.set(ref, { attempts });
    });
    expect((await ref.get()).data()).toEqual({ attempts: 3 });

    let other = 0;
    const failing = transact(async () => {
      other += 1;
      throw new Error('a bug');
    });
    await expect(failing).rejects.toThrow('a bug');
    expect(other).toBe(1);
  });
});
