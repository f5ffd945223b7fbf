import { expect, it } from 'vitest';

it('adds up', () => expect(1 + 1).toBe(2));
it('is skipped with its reason (skipped when the fixture says so)', (context) => context.skip());
