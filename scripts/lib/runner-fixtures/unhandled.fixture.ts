import { it } from 'vitest';

it('passes, but leaves an error behind', () => {
  setTimeout(() => {
    throw new Error('late error');
  }, 0);
});
