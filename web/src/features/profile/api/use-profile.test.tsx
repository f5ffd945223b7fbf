import { QueryClientProvider } from '@tanstack/react-query';
import { act, renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { expect, it, vi } from 'vitest';
import type { ProfileInput, User } from '@pedalworks/domain/types';
import { createQueryClient } from '@/lib/react-query';
import { useProfile, useUpdateProfile } from './use-profile';

/** GET /user/{email}: one pending answer per read, resolved by the test. */
const reads: ((user: User) => void)[] = [];
vi.mock('@/lib/api-client', () => ({
  apiFetch: () => new Promise<User>((resolve) => reads.push(resolve)),
}));
vi.mock('@/lib/firestore-later', () => ({
  withFirestore: async () => [
    { saveProfile: (_db: unknown, _uid: string, input: ProfileInput) => Promise.resolve(input) },
    {},
  ],
}));
vi.mock('@/lib/session', () => ({
  loadFirebase: () =>
    Promise.resolve({ auth: { currentUser: null }, renameUser: () => Promise.resolve() }),
}));

const stored = { email: 'rider@pedalworks.test', name: 'Rider', phone: '1' } as unknown as User;

it('a read that left before a save does not put the old profile back', async () => {
  const client = createQueryClient();
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  );
  const { result } = renderHook(
    () => ({
      profile: useProfile(stored.email),
      update: useUpdateProfile('rider', stored.email),
    }),
    { wrapper },
  );
  await waitFor(() => expect(reads).toHaveLength(1));
  act(() => reads[0]!(stored));
  await waitFor(() => expect(result.current.profile.data?.name).toBe('Rider'));

  // A refetch leaves with the old name; the save lands before it answers.
  act(() => void client.refetchQueries({ queryKey: ['profile', stored.email] }));
  await waitFor(() => expect(reads).toHaveLength(2));
  await act(() => result.current.update({ name: 'Rider Renamed' } as ProfileInput));
  act(() => reads[1]!(stored));
  await act(() => new Promise((resolve) => setTimeout(resolve, 20)));
  expect(client.getQueryData<User>(['profile', stored.email])?.name).toBe('Rider Renamed');
  await waitFor(() => expect(result.current.profile.data?.name).toBe('Rider Renamed'));
});
