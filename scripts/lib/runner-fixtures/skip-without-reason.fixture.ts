import { it } from 'vitest';

it.skip('is skipped for no stated reason', () => undefined);
