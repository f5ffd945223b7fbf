import { it } from 'vitest';

await import(['.', 'no-such-module'].join('/'));
it('never loads', () => undefined);
