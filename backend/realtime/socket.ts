import { isStaff } from '@app/contracts';
import type { Server as HttpServer } from 'node:http';
import { Server } from 'socket.io';
import type { ChangeNotice } from '../core/projections/projection.js';
import type { ProjectionRunner } from '../core/projections/runner.js';
import type { ReadStore } from '../core/read-store/read-store.js';
import { sessionIdFromCookieHeader, userForSession } from '../http/session.js';

/** Notices of one burst are merged per room and topic and sent together after this long. */
const COALESCE_MS = 50;

/**
 * Socket.IO on the app's HTTP server. A socket is authenticated by the same signed session cookie
 * as the REST calls; it joins `public`, its member's own `user:<id>` room, and `staff` for staff.
 * Projections' notices go out as `changed` `{topic, ids}`; clients refetch, never trust a payload.
 */
export function attachRealtime(http: HttpServer, read: ReadStore, runner: ProjectionRunner, secret: string) {
  const io = new Server(http, { path: '/socket.io', serveClient: false });

  io.use(async (socket, next) => {
    try {
      const sid = await sessionIdFromCookieHeader(socket.handshake.headers.cookie, secret);
      socket.data.user = await userForSession(read, sid);
      next();
    } catch (err) {
      next(err as Error);
    }
  });

  io.on('connection', (socket) => {
    const user = socket.data.user as { _id: string; role: string } | null;
    void socket.join('public');
    if (user) void socket.join(`user:${user._id}`);
    if (user && isStaff(user.role as never)) void socket.join('staff');
  });

  const pending = new Map<string, { room: string; topic: string; ids: Set<string> | null }>();
  let timer: NodeJS.Timeout | null = null;
  const flush = () => {
    timer = null;
    for (const { room, topic, ids } of pending.values()) {
      io.to(room).emit('changed', ids ? { topic, ids: [...ids] } : { topic });
    }
    pending.clear();
  };
  const unsubscribe = runner.onNotice((n: ChangeNotice) => {
    for (const room of n.rooms) {
      const key = `${room}|${n.topic}`;
      const entry = pending.get(key) ?? { room, topic: n.topic, ids: new Set<string>() };
      if (!n.ids) entry.ids = null;
      else if (entry.ids) for (const id of n.ids) entry.ids.add(id);
      pending.set(key, entry);
    }
    timer ??= setTimeout(flush, COALESCE_MS);
  });

  return {
    io,
    async close() {
      unsubscribe();
      if (timer) clearTimeout(timer);
      await io.close();
    },
  };
}
