import { ACCOUNT_CHANGED_TOPIC } from '@app/contracts';
import { actsAsStaff, type Staff2fa } from '../core/acts-as-staff.js';
import type { Server as HttpServer } from 'node:http';
import { type DefaultEventsMap, Server } from 'socket.io';
import type { ChangeNotice } from '../core/projections/projection.js';
import type { ProjectionRunner } from '../core/projections/runner.js';
import type { ReadStore } from '../core/read-store/read-store.js';
import { createNoticeThrottle } from './notice-throttle.js';
import { sessionIdFromCookieHeader } from '../http/session.js';
import { findSessionUser } from '../projections/accounts/session-user.js';
import { noticesSent } from '../core/metrics.js';

/** A room's first notice leaves at once; the ones that follow within this window leave merged at its end. */
const NOTICE_WINDOW_MS = 50;
/** How often open sockets' sessions are looked up again: one that expired meanwhile is dropped. */
const SESSION_RECHECK_MS = 60_000;

export interface RealtimeOptions {
  clock?: () => Date;
  recheckMs?: number;
  /** STAFF_2FA: under `required` (the default, as in the app) unenrolled staff are not in the staff room. */
  staff2fa?: Staff2fa;
}

/**
 * Socket.IO on the app's HTTP server. A socket is authenticated by the same signed session cookie
 * as the REST calls; it joins `public`, its member's own `user:<id>` room, its session's `session:<id>`,
 * and `staff` for staff. A logout, an expired session, a ban or a role change drops it.
 * Projections' notices go out as `changed` `{topic, ids}`; clients refetch, never trust a payload.
 */
export function attachRealtime(
  /** null on a projector: it has no sockets of its own and only emits, through the adapter, to the web instances'. */
  http: HttpServer | null,
  read: ReadStore,
  runner: ProjectionRunner,
  secret: string,
  /** MONGO_URL: the rooms shared by all instances (see mongoSocketAdapter). */
  adapter?: Parameters<Server['adapter']>[0],
  { clock = () => new Date(), recheckMs = SESSION_RECHECK_MS, staff2fa = 'required' }: RealtimeOptions = {},
) {
  type SocketData = { user: Awaited<ReturnType<typeof findSessionUser>>; sessionId: string | null };
  const options = { path: '/socket.io', serveClient: false };
  const io = http
    ? new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(http, options)
    : new Server<DefaultEventsMap, DefaultEventsMap, DefaultEventsMap, SocketData>(options);
  if (adapter) io.adapter(adapter);

  io.use(async (socket, next) => {
    try {
      const sid = await sessionIdFromCookieHeader(socket.handshake.headers.cookie, secret);
      socket.data.user = await findSessionUser(read, sid, clock());
      socket.data.sessionId = socket.data.user ? sid : null;
      next();
    } catch (err) {
      next(err as Error);
    }
  });

  io.on('connection', (socket) => {
    const user = socket.data.user;
    void socket.join('public');
    if (user) void socket.join(`user:${user._id}`);
    if (actsAsStaff(user, staff2fa)) void socket.join('staff');
    // A logout ends this one login's sockets, not the member's others (see the sessions projection).
    if (socket.data.sessionId) void socket.join(`session:${socket.data.sessionId}`);
  });

  // A session can also end without an event: past its lifetime, or a staff session left idle. Its
  // sockets would keep hearing the member's rooms, so each is looked up again now and then.
  const recheck = setInterval(() => {
    for (const socket of io.of('/').sockets.values()) {
      const { sessionId } = socket.data;
      if (!sessionId) continue;
      findSessionUser(read, sessionId, clock()).then(
        (user) => (user ? undefined : socket.disconnect(true)),
        () => undefined, // a read store hiccup: the next round looks again
      );
    }
  }, recheckMs);
  recheck.unref();

  const throttle = createNoticeThrottle(({ room, topic, ids, correlationIds }) => {
    noticesSent.labels(topic).inc();
    io.to(room).emit('changed', { topic, ...(ids ? { ids } : {}), ...(correlationIds ? { correlationIds } : {}) });
  }, NOTICE_WINDOW_MS);
  const unsubscribe = runner.onNotice((n: ChangeNotice, correlationIds) => {
    if (n.topic === ACCOUNT_CHANGED_TOPIC) {
      // A role or ban changed: the rooms these sockets joined no longer fit. Drop them at once; the
      // client connects again and the handshake decides anew (a banned member's cookie is a guest's).
      for (const room of n.rooms) io.in(room).disconnectSockets(true);
      return;
    }
    throttle.push({ ...n, correlationIds });
  });

  return {
    io,
    async close() {
      clearInterval(recheck);
      unsubscribe();
      throttle.close();
      await io.close();
    },
  };
}
