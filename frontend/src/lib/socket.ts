import { Notice } from '@app/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { io, type Socket } from 'socket.io-client';

let socket: Socket | undefined;

/** One socket for the tab, on the page's own origin (the dev server proxies it). */
export function getSocket(): Socket {
  socket ??= io({ path: '/socket.io', withCredentials: true, autoConnect: false });
  return socket;
}

/** The server picks rooms from the session cookie at handshake, so a new session needs a new handshake. */
export function reconnectSocket() {
  const s = getSocket();
  s.disconnect();
  s.connect();
}

/** Sockets notify, queries fetch: each `changed` notice invalidates the queries of its topic. */
export function useSocketInvalidation() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const s = getSocket();
    const onChanged = (payload: unknown) => {
      const notice = Notice.safeParse(payload);
      if (notice.success) void queryClient.invalidateQueries({ queryKey: [notice.data.topic] });
    };
    // Notices sent while the connection was down are lost: after a reconnect, refetch what is shown.
    const onReconnect = () => void queryClient.invalidateQueries();
    s.on('changed', onChanged);
    s.io.on('reconnect', onReconnect);
    if (!s.connected) s.connect();
    return () => {
      s.off('changed', onChanged);
      s.io.off('reconnect', onReconnect);
    };
  }, [queryClient]);
}
