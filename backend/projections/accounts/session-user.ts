import { isStaff } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { lastSeenOf, type SessionDoc, SESSIONS, sessionExpired, staffSessionIdle } from './sessions.projection.js';
import { type UserDoc, USERS } from './users.projection.js';

/**
 * The live session and its member: not ended, not expired, the member not banned, and a staff session
 * not left idle past STAFF_IDLE_LIMIT_MS. The HTTP layer gets it from backend/app.ts as a function.
 */
export async function findLiveSession(read: ReadStore, sessionId: string | null | undefined, now: Date) {
  if (!sessionId) return null;
  const session = await read.collection<SessionDoc>(SESSIONS).findOne({ _id: sessionId });
  // The cookie's maxAge is only the browser's side: a copied cookie is refused after the lifetime too.
  if (!session || sessionExpired(session.startedAt, now)) return null;
  const user = await read.collection<UserDoc>(USERS).findOne({ _id: session.userId });
  // A ban removes the member's sessions too; this check also covers a login that raced with the ban.
  if (!user || user.banned === true) return null;
  // Staff hold the keys to the site: a staff login left unused (a shared or lost computer) ends sooner.
  if (isStaff(user.role) && staffSessionIdle(session, now)) return null;
  return { user, lastSeenAt: lastSeenOf(session) };
}

/** The member a live session belongs to (see findLiveSession); the sockets use it. */
export async function findSessionUser(read: ReadStore, sessionId: string | null | undefined, now: Date) {
  return (await findLiveSession(read, sessionId, now))?.user ?? null;
}
