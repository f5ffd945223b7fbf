import { describe, expect, it } from 'vitest';
import type { Tool } from '@pedalworks/domain/types';
import { api } from '../../tests/support/emulators';

describe('GET /api/tool', () => {
  it('lists the catalogue with ids, through the Hosting rewrite', async () => {
    const response = await api('GET', '/tool');
    expect(response.status).toBe(200);
    const tools = (await response.json()) as Tool[];
    expect(tools.length).toBeGreaterThanOrEqual(12);
    expect(tools.find((tool) => tool._id === 'torque-wrench')).toMatchObject({
      name: 'Torque Wrench 2-15 Nm',
      price: 89,
    });
  });

  it('answers 404 with a JSON message for an unknown tool', async () => {
    const response = await api('GET', '/tool/no-such-tool');
    expect(response.status).toBe(404);
    expect(await response.json()).toEqual({ message: 'Not found' });
  });
});
