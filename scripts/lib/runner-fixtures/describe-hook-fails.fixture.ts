import { beforeAll, describe, expect, it } from 'vitest';

describe('a group whose set-up fails', () => {
  beforeAll(() => {
    throw new Error('the seed did not load');
  });
  it('never runs', () => expect(true).toBe(true));
});
