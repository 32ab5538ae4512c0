import type { CurrentUser } from '@app/contracts';
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { currentUserQueryKey } from '@/lib/current-user';
import { applySession } from './session';

const ayse = { id: 'u1', email: 'ayse@example.com', firstName: 'Ayşe', role: 'user', points: 0 } as unknown as CurrentUser;

describe('applySession', () => {
  it('a fetch of the current user asked before the login cannot put the guest back when it answers after it', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(currentUserQueryKey, null);
    // The socket's catch-up refetch on its first connect, sent before the login's cookie was set.
    let answer!: (user: CurrentUser | null) => void;
    const stale = queryClient.fetchQuery({
      queryKey: currentUserQueryKey,
      queryFn: () => new Promise<CurrentUser | null>((r) => (answer = r)),
    });
    await applySession(queryClient, ayse);
    answer(null);
    await stale.catch(() => undefined);
    expect(queryClient.getQueryData(currentUserQueryKey)).toEqual(ayse);
  });

  it('a logout leaves a guest, whatever a fetch asked while logged in answers', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(currentUserQueryKey, ayse);
    let answer!: (user: CurrentUser | null) => void;
    const stale = queryClient.fetchQuery({
      queryKey: currentUserQueryKey,
      queryFn: () => new Promise<CurrentUser | null>((r) => (answer = r)),
      staleTime: 0,
    });
    await applySession(queryClient, null);
    answer(ayse);
    await stale.catch(() => undefined);
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
  });
});
