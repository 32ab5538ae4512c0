import { Topic } from '@app/contracts';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';
import { SESSION_LIFETIME_MS, sessionExpired } from '../../core/session-lifetime.js';

export interface SessionDoc {
  _id: string;
  userId: string;
  startedAt: string;
  /** The last use written (at most every 5 minutes); absent until then. */
  lastSeenAt?: string;
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

/**
 * The day (UTC) each store last dropped expired sessions. Dropping them is only housekeeping (an expired
 * session is refused on reading anyway), so it runs once a day of the log's time, not at every login:
 * its scan would otherwise make a replay quadratic. Forgotten at a restart, it merely runs once more.
 */
const prunedOn = new WeakMap<object, string>();

/** A logout: the sockets opened with that session are dropped (they connect again as a guest's). */
const sessionEnded = (sessionId: string, userId: string): ChangeNotice[] => [
  { topic: Topic.accountChanged, ids: [userId], rooms: [`session:${sessionId}`] },
];

/**
 * Active sessions only; a session cookie is valid while its document is here and younger than
 * SESSION_LIFETIME_MS (expired ones are dropped once a day). A ban ends every session
 * of the member at once; lifting it ends any that a login racing with the ban started, so an old
 * cookie never comes back to life.
 */
export const sessionsProjection = defineProjection({
  name: 'sessions',
  version: 1,
  collections: [SESSIONS],
  indexes: [
    { collection: SESSIONS, keys: { startedAt: 1 } }, // dropping the expired ones
    { collection: SESSIONS, keys: { userId: 1 } }, // a member's sessions (a ban, an erasure)
  ],
  handles: ['SessionStarted', 'SessionSeen', 'SessionEnded', 'UserBanned', 'UserUnbanned'],
  async apply(event, store) {
    const sessions = store.collection<SessionDoc>(SESSIONS);
    if (event.type === 'SessionStarted') {
      const { sessionId, userId } = event.data;
      await sessions.updateOne({ _id: sessionId }, { $set: { userId, startedAt: event.metadata.at } }, { upsert: true });
      const day = event.metadata.at.slice(0, 10);
      if (prunedOn.get(store) !== day) {
        prunedOn.set(store, day);
        await sessions.deleteMany({
          startedAt: { $lte: new Date(Date.parse(event.metadata.at) - SESSION_LIFETIME_MS).toISOString() },
        });
      }
    } else if (event.type === 'SessionSeen') {
      // Only a session still here: a mark arriving after its end must not bring it back.
      await sessions.updateOne({ _id: event.data.sessionId }, { $set: { lastSeenAt: event.data.seenAt } });
    } else if (event.type === 'SessionEnded') {
      await sessions.deleteOne({ _id: event.data.sessionId });
      return sessionEnded(event.data.sessionId, event.data.userId);
    } else {
      await sessions.deleteMany({ userId: event.data.userId });
    }
  },
});
