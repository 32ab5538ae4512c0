import {
  SessionDeviceV1,
  SessionEndedV1,
  SessionSeenV1,
  SessionStartedV1,
  Topic,
  UserBannedV1,
  UserSessionsEndedV1,
} from '@app/contracts';
import { createHash } from 'node:crypto';
import type { z } from 'zod';
import type { RecordedEvent } from '../../core/event-store/event-store.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';

export interface SessionDoc {
  _id: string;
  userId: string;
  startedAt: string;
  /** What the member's session list calls it: the session id itself is the cookie's secret part. */
  publicId?: string;
  /** Set at the start and by SessionSeen (at most once per SESSION_SEEN_EVERY_MS). */
  lastSeenAt?: string;
  browser?: string;
  os?: string;
  /** Coarse: the /24 of an IPv4 address, the /48 of an IPv6 one. */
  address?: string;
  [key: string]: unknown;
}

export const SESSIONS = 'sessions';

/** A session lasts as long as its cookie: 30 days from the login, whatever happens in between. */
export const SESSION_LIFETIME_MS = 30 * 24 * 60 * 60 * 1000;

/** Whether a session started at `startedAt` is past its lifetime at `now`. */
export const sessionExpired = (startedAt: string, now: Date) => Date.parse(startedAt) + SESSION_LIFETIME_MS <= now.getTime();

/**
 * The day (UTC) each store last dropped expired sessions. Dropping them is only housekeeping (an expired
 * session is refused on reading anyway), so it runs once a day of the log's time, not at every login:
 * its scan would otherwise make a replay quadratic. Forgotten at a restart, it merely runs once more.
 */
const prunedOn = new WeakMap<object, string>();

/** Parsed against its contract: the few session events a day are worth the check, and no cast is needed. */
const dataOf = <S extends z.ZodType>(schema: S, event: RecordedEvent): z.infer<S> => schema.parse(event.data);

export const publicSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex').slice(0, 32);

const listChanged = (userId: string): ChangeNotice => ({ topic: Topic.authSessions, rooms: [`user:${userId}`] });
/** The socket layer drops the sockets of these rooms at once (see realtime/socket.ts). */
const dropSockets = (room: `user:${string}` | `session:${string}`): ChangeNotice => ({
  topic: Topic.accountChanged,
  rooms: [room],
});

/**
 * Active sessions only; a session cookie is valid while its document is here and younger than
 * SESSION_LIFETIME_MS (expired ones are dropped once a day). A ban ends every session
 * of the member at once; lifting it ends any that a login racing with the ban started, so an old
 * cookie never comes back to life. A password reset or change, "end the others", a demotion and a
 * two-step reset end them with UserSessionsEnded (all but the one that asked).
 */
export const sessionsProjection = defineProjection({
  name: 'sessions',
  // v2: device, address and last-seen time; UserSessionsEnded.
  version: 2,
  collections: [SESSIONS],
  indexes: [
    { collection: SESSIONS, keys: { startedAt: 1 } }, // dropping the expired ones
    { collection: SESSIONS, keys: { userId: 1, startedAt: -1 } }, // a member's own list
  ],
  handles: [
    'SessionStarted',
    'SessionDeviceRecorded',
    'SessionSeen',
    'SessionEnded',
    'UserSessionsEnded',
    'UserBanned',
    'UserUnbanned',
  ],
  async apply(event, store) {
    const sessions = store.collection<SessionDoc>(SESSIONS);
    const at = event.metadata.at;
    switch (event.type) {
      case 'SessionStarted': {
        const { sessionId, userId } = dataOf(SessionStartedV1, event);
        await sessions.updateOne(
          { _id: sessionId },
          { $set: { userId, startedAt: at, lastSeenAt: at, publicId: publicSessionId(sessionId) } },
          { upsert: true },
        );
        await pruneOnceADay(store, at);
        return [listChanged(userId)];
      }
      case 'SessionDeviceRecorded': {
        const { sessionId, userId, browser, os, address } = dataOf(SessionDeviceV1, event);
        await sessions.updateOne({ _id: sessionId }, { $set: { browser, os, address } });
        return [listChanged(userId)];
      }
      case 'SessionSeen': {
        const { sessionId, userId } = dataOf(SessionSeenV1, event);
        await sessions.updateOne({ _id: sessionId }, { $set: { lastSeenAt: at } });
        return [listChanged(userId)];
      }
      case 'SessionEnded': {
        const { sessionId, userId } = dataOf(SessionEndedV1, event);
        await sessions.deleteOne({ _id: sessionId });
        return [listChanged(userId), dropSockets(`session:${sessionId}`)];
      }
      case 'UserSessionsEnded': {
        const { userId, exceptSessionId } = dataOf(UserSessionsEndedV1, event);
        const others = exceptSessionId ? { userId, _id: { $ne: exceptSessionId } } : { userId };
        await sessions.deleteMany(others);
        // All the member's sockets drop; the one of the session kept connects again and is let in.
        return [listChanged(userId), dropSockets(`user:${userId}`)];
      }
      default: {
        const { userId } = dataOf(UserBannedV1, event);
        await sessions.deleteMany({ userId });
      }
    }
  },
});

async function pruneOnceADay(store: Parameters<typeof sessionsProjection.apply>[1], at: string) {
  const day = at.slice(0, 10);
  if (prunedOn.get(store) === day) return;
  prunedOn.set(store, day);
  const sessions = store.collection<SessionDoc>(SESSIONS);
  await sessions.deleteMany({ startedAt: { $lte: new Date(Date.parse(at) - SESSION_LIFETIME_MS).toISOString() } });
}
