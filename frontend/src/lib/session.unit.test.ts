import type { CurrentUser } from '@app/contracts';
import { QueryClient, QueryObserver } from '@tanstack/react-query';
import { describe, expect, it, vi } from 'vitest';
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

  it('a logout forgets what the member’s pages cached, and refetches what is on screen', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(currentUserQueryKey, ayse);
    queryClient.setQueryData(['pointsLedger', 'u1'], [{ delta: 50 }]); // the profile, left behind
    queryClient.setQueryData(['cards'], ['eski']);
    // The page now on screen shows the cards (an observer), fetched again only when invalidated.
    const cards = new QueryObserver(queryClient, { queryKey: ['cards'], queryFn: () => ['yeni'], staleTime: Infinity });
    const unsubscribe = cards.subscribe(() => undefined);
    await applySession(queryClient, null);
    expect(queryClient.getQueryState(['pointsLedger', 'u1'])).toBeUndefined();
    await vi.waitFor(() => expect(queryClient.getQueryData(['cards'])).toEqual(['yeni']));
    expect(queryClient.getQueryData(currentUserQueryKey)).toBeNull();
    unsubscribe();
  });
});
