import { PublicEventList } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import { notFound, unauthenticated } from '../../core/errors.js';
import type { AppEnv } from '../../http/app-env.js';
import { setETag } from '../../http/if-match.js';
import { pathId } from '../../http/path-id.js';
import { readyAnswer } from '../../http/ready-answer.js';
import { actsAsStaffIn, requireStaff } from '../../http/session.js';
import { csvResponse } from '../../http/csv.js';
import { participantColumns, participantsFileName } from './csv.js';
import { eventsProjection } from './events.projection.js';
import {
  eventDetailFor,
  findAdminEvent,
  findEvent,
  hasParticipated,
  listAdminEvents,
  listPublicEvents,
  nextEventStatusChange,
  participationPages,
} from './queries.js';

const NOT_FOUND = 'Etkinlik bulunamadı';

/**
 * GET /api/events (a ready answer, made again when an event changes, someone joins, or one starts or
 * ends), /api/events/{id}, /api/events/{id}/participation-status.
 */
export function eventQueryRoutes(deps: Deps) {
  const publicList = readyAnswer(deps, {
    path: '/api/events',
    projections: [eventsProjection.name],
    async build(now) {
      const events = await listPublicEvents(deps.read, now);
      return { value: PublicEventList.parse(events), until: nextEventStatusChange(events, now) };
    },
  });
  return new Hono<AppEnv>()
    .get('/', (c) => publicList(c))
    .get('/:id', async (c) => {
      const staff = actsAsStaffIn(c);
      const detail = await eventDetailFor(deps.read, pathId(c, NOT_FOUND), staff, deps.clock());
      if (!detail) throw notFound(NOT_FOUND);
      return c.json(detail);
    })
    .get('/:id/participation-status', async (c) => {
      const user = c.get('user');
      if (!user) throw unauthenticated('Katılım durumunu görmek için giriş yapmalısınız');
      const eventId = pathId(c, NOT_FOUND);
      const event = await findEvent(deps.read, eventId);
      if (!event || (!event.isActive && !actsAsStaffIn(c))) throw notFound(NOT_FOUND);
      return c.json({ participated: await hasParticipated(deps.read, eventId, user._id) });
    });
}

/** GET /api/admin/events, one of them (with its revision as ETag) and its participants as a CSV file (staff only). */
export const adminEventQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>()
    .use('*', requireStaff)
    .get('/', async (c) => c.json(await listAdminEvents(deps.read, deps.clock())))
    .get('/:id', async (c) => {
      const event = await findAdminEvent(deps.read, pathId(c, NOT_FOUND), deps.clock());
      if (!event) throw notFound(NOT_FOUND);
      setETag(c, event);
      return c.json(event);
    })
    .get('/:id/participants.csv', async (c) => {
      const eventId = pathId(c, NOT_FOUND);
      const event = await findEvent(deps.read, eventId);
      if (!event) throw notFound(NOT_FOUND);
      const file = { baseName: participantsFileName(event.title), now: deps.clock() };
      return csvResponse(c, file, participantColumns, participationPages(deps.read, eventId));
    });
