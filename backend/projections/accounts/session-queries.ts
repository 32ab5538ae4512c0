import type { ActiveSession } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { type SessionDoc, SESSIONS, sessionExpired } from './sessions.projection.js';

const UNKNOWN = 'Bilinmiyor';

/** The member's live sessions, newest first; `current` marks the one asking. */
export async function listOwnSessions(read: ReadStore, userId: string, currentSessionId: string | null, now: Date) {
  const docs = await read.collection<SessionDoc>(SESSIONS).find({ userId }, { sort: { startedAt: -1 }, limit: 200 });
  return docs
    .filter((s) => !sessionExpired(s.startedAt, now))
    .map((s): ActiveSession => ({
      id: s.publicId ?? '',
      current: s._id === currentSessionId,
      browser: s.browser ?? UNKNOWN,
      os: s.os ?? UNKNOWN,
      address: s.address ?? UNKNOWN,
      createdAt: s.startedAt,
      lastSeenAt: s.lastSeenAt ?? s.startedAt,
    }));
}

/** The session the member's list shows as `publicId`, if it is theirs. */
export async function sessionOfPublicId(read: ReadStore, userId: string, publicId: string) {
  if (!/^[0-9a-f]{32}$/.test(publicId)) return null;
  return (await read.collection<SessionDoc>(SESSIONS).findOne({ userId, publicId }))?._id ?? null;
}
