import { Hono } from 'hono';
import type { Deps } from '../../../core/deps.js';
import { notFound } from '../../../core/errors.js';
import type { ReadStore } from '../../../core/read-store/read-store.js';
import type { AppEnv } from '../../../http/app-env.js';
import { commandContext, requireUser } from '../../../http/session.js';
import { endOwnSession, endSessionsOf, SESSION_NOT_FOUND } from './sessions.js';

export interface SessionReads {
  /** The real id of one of the member's sessions, by the id the session list shows. */
  sessionOfPublicId(read: ReadStore, userId: string, publicId: string): Promise<string | null>;
}

/** POST /api/auth/sessions/end-others, DELETE /api/auth/sessions/:id: the member ends their own sessions. */
export const sessionRoutes = (deps: Deps, reads: SessionReads) =>
  new Hono<AppEnv>()
    .post('/sessions/end-others', async (c) => {
      const user = requireUser(c);
      const end = { exceptSessionId: c.get('sessionId'), reason: 'end_others' as const };
      const r = await endSessionsOf(deps, user._id, end, commandContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json({ message: 'Diğer oturumlar kapatıldı.' });
    })
    .delete('/sessions/:id', async (c) => {
      const user = requireUser(c);
      const sessionId = await reads.sessionOfPublicId(deps.read, user._id, c.req.param('id'));
      if (!sessionId) throw notFound(SESSION_NOT_FOUND);
      const r = await endOwnSession(deps, user._id, sessionId, commandContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json({ message: 'Oturum kapatıldı.' });
    });
