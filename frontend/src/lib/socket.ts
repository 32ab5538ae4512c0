import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import type { Notice } from '@app/contracts';
import type { Socket } from 'socket.io-client';
import { loadContracts } from './api-client';
import { isOwnChange } from './own-changes';
import { whenIdle } from './when-idle';

let socket: Promise<Socket> | undefined;

/**
 * One socket for the tab, on the page's own origin (the dev server proxies it). The client library
 * (about 13 KB gzipped) loads here, after the first page is up, not with the first page's scripts.
 */
function getSocket(): Promise<Socket> {
  socket ??= import('socket.io-client').then(({ io }) =>
    // WebSocket first: one handshake instead of long-polling and an upgrade (several script tasks
    // on a phone); polling remains the fallback where WebSockets are blocked.
    io({ path: '/socket.io', withCredentials: true, autoConnect: false, transports: ['websocket', 'polling'] }),
  );
  return socket;
}

type NoticeListener = (notice: Notice) => void;
const listeners = new Set<NoticeListener>();

/**
 * Hears every valid `changed` notice (after its queries were invalidated), for the few screens that
 * act on a notice itself (a congratulation). Returns the unsubscribe function, for an effect's cleanup.
 */
export function subscribeNotices(listener: NoticeListener): () => void {
  listeners.add(listener);
  return () => void listeners.delete(listener);
}

/**
 * Carried by the mutations that end this browser's session on purpose (logout, erasure). The server
 * drops the session's sockets and sends its last notices before it answers them: refetching then asks
 * with a session that has just ended (a 401 toast per list on the page). The flow refetches and
 * reconnects itself once it is over (applySession).
 */
export const sessionEndKey = ['sessionEnd'];

/** The server picks rooms from the session cookie at handshake, so a new session needs a new handshake. */
export function reconnectSocket() {
  // No socket yet: the first connect will carry the new cookie anyway.
  if (!socket) return;
  void socket.then((s) => {
    s.disconnect();
    s.connect();
  });
}

/** Sockets notify, queries fetch: each `changed` notice invalidates the queries of its topic. */
export function useSocketInvalidation() {
  const queryClient = useQueryClient();
  useEffect(() => {
    let detach: (() => void) | undefined;
    let cancelled = false;
    const ending = () => queryClient.isMutating({ mutationKey: sessionEndKey });
    const cancelIdle = whenIdle(() => {
      void getSocket().then((s) => {
        if (cancelled) return;
        // zod loads with the first notice, not with the connection: most visits never receive one.
        const onChanged = (payload: unknown) =>
          void loadContracts().then(
            ({ Notice }) => {
              const notice = Notice.safeParse(payload);
              if (cancelled || ending() || !notice.success) return;
              // This tab's own write whose answer is in the cache already: nothing to fetch (issue 41).
              void isOwnChange(notice.data).then((own) => {
                if (cancelled || ending()) return;
                if (!own) void queryClient.invalidateQueries({ queryKey: [notice.data.topic] });
                for (const listener of listeners) listener(notice.data);
              });
            },
            () => undefined,
          ); // the chunk did not arrive (offline): the next notice loads it again
        // Notices sent while the connection was down are lost: after a reconnect, refetch what is shown.
        const onReconnect = () => void queryClient.invalidateQueries();
        // The server drops a member's sockets when their role or ban changes (Socket.IO does not
        // reconnect by itself then): refetch what is shown (a banned member's account turns into a
        // guest's) and connect again, so the handshake picks the rooms the session now allows.
        const onDisconnect = (reason: string) => {
          if (reason !== 'io server disconnect' || ending()) return;
          void queryClient.invalidateQueries();
          s.connect();
        };
        s.on('changed', onChanged);
        s.on('disconnect', onDisconnect);
        s.io.on('reconnect', onReconnect);
        if (!s.connected) {
          // The page's data was fetched before this first connection: catch up on what changed meanwhile.
          s.once('connect', onReconnect);
          s.connect();
        }
        detach = () => {
          s.off('changed', onChanged);
          s.off('disconnect', onDisconnect);
          s.off('connect', onReconnect);
          s.io.off('reconnect', onReconnect);
        };
      });
    });
    return () => {
      cancelled = true;
      cancelIdle();
      detach?.();
    };
  }, [queryClient]);
}
