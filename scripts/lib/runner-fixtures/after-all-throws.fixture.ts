import { afterAll, it } from 'vitest';

afterAll(() => {
  throw new Error('cleanup failed');
});
it('passes before the hook throws', () => undefined);
