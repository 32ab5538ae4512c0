import { Topic } from '@app/contracts';
import { createHash } from 'node:crypto';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';
import type { Collection, ReadStore } from '../../core/read-store/read-store.js';
import { SESSION_LIFETIME_MS, sessionExpired } from '../../core/session-lifetime.js';

export interface SessionDoc {
  _id: string;
  userId: string;
  startedAt: string;
  /** The last use written (at most every 5 minutes); absent until then. */
  lastSeenAt?: string;
  /** What the member's session list calls it: the session id itself is the cookie's secret part. */
  publicId?: string;
  browser?: string;
  os?: string;
  /** Coarse: the /24 of an IPv4 address, the /48 of an IPv6 one. */
  address?: string;
  [key: string]: unknown;
}

export const SESSIONS = 'sessions';

export { SESSION_LIFETIME_MS, sessionExpired };

/** A staff session left unused this long ends (members keep the spec's 30 days from the login). */
export const STAFF_IDLE_LIMIT_MS = 12 * 60 * 60 * 1000;

/** When the session was last used, as far as the read model knows (its start before any mark). */
export const lastSeenOf = (s: Pick<SessionDoc, 'startedAt' | 'lastSeenAt'>) => s.lastSeenAt ?? s.startedAt;

/** Whether a staff session has been unused past STAFF_IDLE_LIMIT_MS at `now`. */
export const staffSessionIdle = (s: Pick<SessionDoc, 'startedAt' | 'lastSeenAt'>, now: Date) =>
  Date.parse(lastSeenOf(s)) + STAFF_IDLE_LIMIT_MS <= now.getTime();

export const publicSessionId = (sessionId: string) => createHash('sha256').update(sessionId).digest('hex').slice(0, 32);

/**
 * The day (UTC) each store last dropped expired sessions. Dropping them is only housekeeping (an expired
 * session is refused on reading anyway), so it runs once a day of the log's time, not at every login:
 * its scan would otherwise make a replay quadratic. Forgotten at a restart, it merely runs once more.
 */
const prunedOn = new WeakMap<object, string>();

/** The member's own list ("Oturumlarım") changed. */
const listChanged = (userId: string): ChangeNotice => ({ topic: Topic.authSessions, rooms: [`user:${userId}`] });

/** Ended sessions: the sockets opened with them are dropped (they connect again as a guest's). */
const sessionsEnded = (userId: string, sessionIds: string[]): ChangeNotice[] =>
  sessionIds.length === 0
    ? []
    : [
        listChanged(userId),
        { topic: Topic.accountChanged, ids: [userId], rooms: sessionIds.map((id) => `session:${id}` as const) },
      ];

/**
 * Active sessions only; a session cookie is valid while its document is here and younger than
 * SESSION_LIFETIME_MS (expired ones are dropped once a day). A ban ends every session
 * of the member at once; lifting it ends any that a login racing with the ban started, so an old
 * cookie never comes back to life. A password reset or change, "end the others", a demotion and a
 * two-step reset end them with UserSessionsEnded (all but the one that asked).
 */
export const sessionsProjection = defineProjection({
  name: 'sessions',
  // v2: device, address and public id for "Oturumlarım"; UserSessionsEnded.
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
    switch (event.type) {
      case 'SessionStarted': {
        const { sessionId, userId } = event.data;
        const doc = { userId, startedAt: event.metadata.at, publicId: publicSessionId(sessionId) };
        await sessions.updateOne({ _id: sessionId }, { $set: doc }, { upsert: true });
        await pruneOnceADay(store, event.metadata.at);
        return [listChanged(userId)];
      }
      case 'SessionDeviceRecorded': {
        const { sessionId, userId, browser, os, address } = event.data;
        await sessions.updateOne({ _id: sessionId }, { $set: { browser, os, address } });
        return [listChanged(userId)];
      }
      case 'SessionSeen':
        // Only a session still here: a mark arriving after its end must not bring it back.
        await sessions.updateOne({ _id: event.data.sessionId }, { $set: { lastSeenAt: event.data.seenAt } });
        return [listChanged(event.data.userId)];
      case 'SessionEnded': {
        const { sessionId, userId } = event.data;
        await sessions.deleteOne({ _id: sessionId });
        return sessionsEnded(userId, [sessionId]);
      }
      case 'UserSessionsEnded': {
        const { userId, exceptSessionId } = event.data;
        return sessionsEnded(userId, await endAll(sessions, userId, exceptSessionId));
      }
      default:
        // A ban's sockets drop through the users projection's account notice (the member's room).
        await endAll(sessions, event.data.userId, null);
    }
  },
});

/** Deletes the member's sessions but `exceptSessionId`; answers the ids deleted (none on a replay). */
async function endAll(sessions: Collection<SessionDoc>, userId: string, exceptSessionId: string | null) {
  const filter = exceptSessionId ? { userId, _id: { $ne: exceptSessionId } } : { userId };
  const ids = (await sessions.find(filter, { projection: { _id: 1 } })).map((s) => s._id);
  await sessions.deleteMany(filter);
  return ids;
}

async function pruneOnceADay(store: ReadStore, at: string) {
  const day = at.slice(0, 10);
  if (prunedOn.get(store) === day) return;
  prunedOn.set(store, day);
  const sessions = store.collection<SessionDoc>(SESSIONS);
  await sessions.deleteMany({ startedAt: { $lte: new Date(Date.parse(at) - SESSION_LIFETIME_MS).toISOString() } });
}
