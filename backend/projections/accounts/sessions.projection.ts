import { defineProjection } from '../../core/projections/projection.js';

export interface SessionDoc {
  _id: string;
  userId: string;
  startedAt: string;
  [key: string]: unknown;
}

export const SESSIONS = 'sessions';

/**
 * Active sessions only; a session cookie is valid while its document is here. A ban ends every session
 * of the member at once; lifting it ends any that a login racing with the ban started, so an old
 * cookie never comes back to life.
 */
export const sessionsProjection = defineProjection({
  name: 'sessions',
  version: 1,
  collections: [SESSIONS],
  handles: ['SessionStarted', 'SessionEnded', 'UserBanned', 'UserUnbanned'],
  async apply(event, store) {
    const sessions = store.collection<SessionDoc>(SESSIONS);
    const { sessionId, userId } = event.data as { sessionId: string; userId: string };
    if (event.type === 'SessionStarted') {
      await sessions.updateOne({ _id: sessionId }, { $set: { userId, startedAt: event.metadata.at } }, { upsert: true });
    } else if (event.type === 'SessionEnded') {
      await sessions.deleteOne({ _id: sessionId });
    } else {
      await sessions.deleteMany({ userId });
    }
  },
});
