import { sessionExpired } from '../../core/session-lifetime.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { type SessionDoc, SESSIONS } from './sessions.projection.js';
import { type UserDoc, USERS } from './users.projection.js';

/**
 * The member a session belongs to, while the session is live (not ended, not expired, member not banned).
 * The HTTP layer and the sockets get it from backend/app.ts as a function: neither reads read models.
 */
export async function findSessionUser(read: ReadStore, sessionId: string | null | undefined, now: Date) {
  if (!sessionId) return null;
  const session = await read.collection<SessionDoc>(SESSIONS).findOne({ _id: sessionId });
  // The cookie's maxAge is only the browser's side: a copied cookie is refused after the lifetime too.
  if (!session || sessionExpired(session.startedAt, now)) return null;
  const user = await read.collection<UserDoc>(USERS).findOne({ _id: session.userId });
  // A ban removes the member's sessions too; this check also covers a login that raced with the ban.
  return user && user.banned !== true ? user : null;
}
