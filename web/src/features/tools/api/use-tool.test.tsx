import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { beforeEach, expect, it, vi } from 'vitest';
import type { Tool } from '@pedalworks/domain/types';
import { ApiError } from '@/lib/api-client';
import { createQueryClient } from '@/lib/react-query';
import { useTool } from './use-tool';

/** The API's answers, one pending promise per GET, resolved (or failed) by the test. */
const answers: ((tool: Tool) => void)[] = [];
const failures: ((error: Error) => void)[] = [];
vi.mock('@/lib/api-client', async (original) => ({
  ...(await original<typeof import('@/lib/api-client')>()),
  apiFetch: () =>
    new Promise<Tool>((resolve, reject) => {
      answers.push(resolve);
      failures.push(reject);
    }),
}));

/** What the page's Firestore watcher reports, as watchTool calls it. */
let report: ((tool: Tool | undefined) => void) | undefined;
vi.mock('./watch-tool', () => ({
  watchTool: (_toolId: string, onChange: (tool: Tool | undefined) => void) => {
    report = onChange;
    return () => {
      report = undefined;
    };
  },
}));

const tool = (availableQuantity: number) =>
  ({ _id: 't1', name: 'Torque wrench', availableQuantity }) as unknown as Tool;

beforeEach(() => {
  answers.length = 0;
  failures.length = 0;
  report = undefined;
});

function renderTool() {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  return { client, ...renderHook(() => useTool('t1'), { wrapper }) };
}

/** Resolves a late REST answer and waits until the cache holds it and React has rendered it. */
async function settle(client: QueryClient, resolve: () => void, availableQuantity: number) {
  act(resolve);
  await waitFor(() =>
    expect(client.getQueryData(['api', '/tool/t1'])).toMatchObject({ availableQuantity }),
  );
  await act(async () => {});
}

it("keeps Firestore's word over a REST answer read before the change", async () => {
  const { client, result } = renderTool();
  expect(result.current.loading).toBe(true);
  await waitFor(() => expect(answers).toHaveLength(1));
  act(() => answers[0]!(tool(5)));
  await waitFor(() => expect(result.current.data?.availableQuantity).toBe(5));
  await waitFor(() => expect(report).toBeDefined());

  // A refetch leaves with the stock at 5; meanwhile somebody orders 2 and Firestore says 3.
  void client.refetchQueries({ queryKey: ['api', '/tool/t1'] });
  await waitFor(() => expect(answers).toHaveLength(2));
  act(() => report!(tool(3)));
  await waitFor(() => expect(result.current.data?.availableQuantity).toBe(3));
  await settle(client, () => answers[1]!(tool(5)), 5);
  expect(result.current.data?.availableQuantity).toBe(3);

  // Deleted: the page shows it gone, whatever a late REST answer says.
  void client.refetchQueries({ queryKey: ['api', '/tool/t1'] });
  await waitFor(() => expect(answers).toHaveLength(3));
  act(() => report!(undefined));
  await waitFor(() => expect(result.current.data).toBeUndefined());
  await settle(client, () => answers[2]!(tool(3)), 3);
  expect(result.current).toEqual({ loading: false, data: undefined });
});

it('keeps loading while a failed read is tried again, so the page is not called not found', async () => {
  const { result } = renderTool();
  await waitFor(() => expect(failures).toHaveLength(1));
  act(() => failures[0]!(new ApiError(503, 'down')));
  await act(() => new Promise((resolve) => setTimeout(resolve, 200)));
  expect(result.current).toMatchObject({ loading: true, data: undefined });
  await waitFor(() => expect(answers).toHaveLength(2), { timeout: 3000 });
  act(() => answers[1]!(tool(5)));
  await waitFor(() => expect(result.current.data?.availableQuantity).toBe(5));
  expect(result.current.loading).toBe(false);
});
