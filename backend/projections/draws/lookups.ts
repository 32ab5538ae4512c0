import type { DrawnEntry, DrawSource, DrawSourceRequest } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { type UserDoc, USERS } from '../accounts/users.projection.js';
import { type EventDoc, EVENTS, type ParticipationDoc, PARTICIPATIONS } from '../events/events.projection.js';
import { type TicketApplicationDoc, TICKET_APPLICATIONS } from '../tickets/ticket-applications.projection.js';
import { type TicketCompanyDoc, TICKET_COMPANIES } from '../tickets/ticket-companies.projection.js';
import { findDraw } from './queries.js';

async function sourceName(read: ReadStore, source: DrawSourceRequest) {
  if (source.type === 'tickets') {
    return (await read.collection<TicketCompanyDoc>(TICKET_COMPANIES).findOne({ _id: source.ticketCompanyId }))?.name ?? null;
  }
  return (await read.collection<EventDoc>(EVENTS).findOne({ _id: source.eventId }))?.title ?? null;
}

/** Usernames of the given members, and which of them are banned (a banned member is no entry). */
async function membersOf(read: ReadStore, userIds: string[]) {
  const users = await read
    .collection<UserDoc>(USERS)
    .find({ _id: { $in: [...new Set(userIds)] } }, { projection: { username: 1, banned: 1 } });
  return {
    usernameOf: new Map(users.map((u) => [u._id, u.username])),
    banned: new Set(users.filter((u) => u.banned === true).map((u) => u._id)),
  };
}

/**
 * Every number of the company's approved applications, by ticket number. The entry's name is the
 * member's site username (public, unique), never the account name typed into the application.
 * Banned members' numbers are left out.
 */
async function ticketEntries(read: ReadStore, ticketCompanyId: string): Promise<DrawnEntry[]> {
  const found = await read
    .collection<TicketApplicationDoc>(TICKET_APPLICATIONS)
    .find({ ticketCompanyId, status: 'approved' }, { projection: { userId: 1, numbers: 1 } });
  const { usernameOf, banned } = await membersOf(
    read,
    found.map((a) => a.userId),
  );
  const apps = found.filter((a) => !banned.has(a.userId));
  return (
    apps
      .flatMap((a) => a.numbers.map((n) => ({ n, userId: a.userId })))
      .sort((a, b) => a.n - b.n)
      // A member is one name in the pool; the id stands in only if the account were ever missing.
      .map(({ n, userId }) => ({ entry: String(n), username: usernameOf.get(userId) ?? userId, userId }))
  );
}

/** Every participation of a member who is not banned, by join time then participation id. */
async function eventEntries(read: ReadStore, eventId: string): Promise<DrawnEntry[]> {
  const found = await read
    .collection<ParticipationDoc>(PARTICIPATIONS)
    .find({ eventId }, { sort: { createdAt: 1, _id: 1 }, projection: { userId: 1, username: 1, createdAt: 1 } });
  const { banned } = await membersOf(
    read,
    found.map((p) => p.userId),
  );
  const joins = found.filter((p) => !banned.has(p.userId));
  return joins.map((p) => ({ entry: p._id, username: p.username, userId: p.userId }));
}

/** The read-model lookups app.ts hands to the draw commands (their `DrawReads` port). */
export const drawReads = (read: ReadStore) => ({
  sourceName: (source: DrawSourceRequest) => sourceName(read, source),
  entries: (source: DrawSource) =>
    source.type === 'tickets' ? ticketEntries(read, source.ticketCompanyId) : eventEntries(read, source.eventId),
  draw: (drawId: string) => findDraw(read, drawId),
});
