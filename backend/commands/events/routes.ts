import { type AdminEvent, CreateEventRequest, JoinEventRequest, UpdateEventRequest } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import type { AppEnv } from '../../http/app-env.js';
import { afterProjections } from '../../http/after-projections.js';
import { editContext, setETag } from '../../http/if-match.js';
import { pathId } from '../../http/path-id.js';
import { commandContext, requireStaff, requireUser } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { EVENT_NOT_FOUND } from './event.js';
import { createEvent, deleteEvent, joinEvent, updateEvent } from './events.js';
import { memberOnlyWith } from '../../http/member-only.js';

/** Guests learn they must log in before anything about their message is judged. */
const memberOnly = memberOnlyWith('Etkinliğe katılmak için giriş yapmalısınız');

/** POST /api/admin/events, PATCH and DELETE /api/admin/events/{id} (staff only). */
export interface EventReads {
  findAdminEvent: (read: ReadStore, eventId: string, now: Date) => Promise<AdminEvent | null>;
  participationCount: (read: ReadStore, eventId: string) => Promise<number>;
}

export function adminEventCommandRoutes(deps: Deps, reads: EventReads) {
  const answer = (eventId: string, position: number) =>
    afterProjections(deps, position, () => reads.findAdminEvent(deps.read, eventId, deps.clock()), EVENT_NOT_FOUND);
  return new Hono<AppEnv>()
    .use('*', requireStaff)
    .post('/', validate('json', CreateEventRequest), async (c) => {
      const { eventId, position } = await createEvent(deps, c.req.valid('json'), commandContext(c, deps));
      return c.json(await answer(eventId, position), 201);
    })
    .patch('/:id', validate('json', UpdateEventRequest), async (c) => {
      const eventId = pathId(c, EVENT_NOT_FOUND);
      const { position } = await updateEvent(deps, eventId, c.req.valid('json'), editContext(c, deps));
      const event = await answer(eventId, position);
      setETag(c, event);
      return c.json(event);
    })
    .delete('/:id', async (c) => {
      const { position } = await deleteEvent(deps, pathId(c, EVENT_NOT_FOUND), editContext(c, deps));
      await deps.runner.waitFor(position);
      return c.body(null, 204);
    });
}

/** POST /api/events/{id}/participate {message}. */
export const eventJoinRoutes = (deps: Deps, reads: EventReads) =>
  new Hono<AppEnv>().post('/:id/participate', memberOnly, validate('json', JoinEventRequest), async (c) => {
    const user = requireUser(c);
    const eventId = pathId(c, EVENT_NOT_FOUND);
    const member = { userId: user._id, username: user.username, email: user.email };
    const { position } = await joinEvent(deps, eventId, member, c.req.valid('json').message, commandContext(c, deps));
    const participationCount = await afterProjections(deps, position, () => reads.participationCount(deps.read, eventId));
    return c.json({ participated: true, participationCount }, 201);
  });
