import type { CurrentUser } from '@app/contracts';
import type { Query, QueryClient } from '@tanstack/react-query';
import { reconnectSocket } from '@/lib/socket';
import { Topic } from '@app/contracts/plain';
import { currentUserQueryKey } from '@/lib/current-user';

const notTheUser = (query: Query) => query.queryKey[0] !== Topic.authUser;

/**
 * After login, register or logout: store who is logged in now, refetch whatever else is on screen
 * (it may depend on the member), and reconnect the socket so the server puts it in the right rooms.
 * A fetch of the current user still in flight was asked before this session changed (the socket's
 * catch-up refetch on its first connect, say, sent without the new cookie): it is cancelled first, or
 * its late answer would put the previous member, or a guest, back in the header.
 */
export async function applySession(queryClient: QueryClient, user: CurrentUser | null) {
  await queryClient.cancelQueries({ queryKey: currentUserQueryKey });
  queryClient.setQueryData(currentUserQueryKey, user);
  // Leaving (logout, erasure): the lists the member's pages cached (points, tickets, sessions) are not
  // kept for whoever uses this browser next; only what is on screen now stays, and is fetched again.
  if (!user) queryClient.removeQueries({ type: 'inactive', predicate: notTheUser });
  void queryClient.invalidateQueries({ predicate: notTheUser });
  reconnectSocket();
}
