import { type AdminEvent, type EventDetail, eventStatusAt, type Participation, type PublicEvent } from '@app/contracts';
import { keysetPages } from '../../core/read-store/keyset.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { type EventDoc, EVENTS, type ParticipationDoc, PARTICIPATIONS } from './events.projection.js';

/** Newest first: what staff made last is what they look for first. */
const NEWEST = { createdAt: -1 } as const;

export const toPublicEvent = (d: EventDoc, now: Date): PublicEvent => ({
  id: d._id,
  title: d.title,
  description: d.description,
  photoUrl: d.photoUrl,
  startDate: d.startDate,
  endDate: d.endDate,
  isActive: d.isActive,
  requiresTelegramVerification: d.requiresTelegramVerification,
  participationCount: d.participationCount,
  status: eventStatusAt(d, now),
});

export const toAdminEvent = (d: EventDoc, now: Date): AdminEvent => ({
  ...toPublicEvent(d, now),
  createdAt: d.createdAt,
  revision: d.revision,
});

export const toParticipation = (p: ParticipationDoc): Participation => ({
  id: p._id,
  username: p.username,
  userEmail: p.userEmail,
  telegramUsername: p.telegramUsername,
  message: p.message,
  createdAt: p.createdAt,
});

export const findEvent = (read: ReadStore, eventId: string) => read.collection<EventDoc>(EVENTS).findOne({ _id: eventId });

export const findAdminEvent = async (read: ReadStore, eventId: string, now: Date) => {
  const doc = await findEvent(read, eventId);
  return doc ? toAdminEvent(doc, now) : null;
};

export const participationCount = async (read: ReadStore, eventId: string) =>
  (await findEvent(read, eventId))?.participationCount ?? 0;

export async function listPublicEvents(read: ReadStore, now: Date): Promise<PublicEvent[]> {
  const docs = await read.collection<EventDoc>(EVENTS).find({ isActive: true }, { sort: NEWEST });
  return docs.map((d) => toPublicEvent(d, now));
}

/**
 * The next instant after `now` at which one of these events changes status by the clock alone: it
 * starts (upcoming → ongoing at startDate) or ends (ongoing → past just after endDate).
 */
export function nextEventStatusChange(events: Pick<PublicEvent, 'startDate' | 'endDate'>[], now: Date): number | undefined {
  const t = now.getTime();
  let next = Infinity;
  for (const e of events) {
    const start = e.startDate ? Date.parse(e.startDate) : NaN;
    const end = e.endDate ? Date.parse(e.endDate) + 1 : NaN;
    if (start > t) next = Math.min(next, start);
    if (end > t) next = Math.min(next, end);
  }
  return next === Infinity ? undefined : next;
}

export async function listAdminEvents(read: ReadStore, now: Date): Promise<AdminEvent[]> {
  const docs = await read.collection<EventDoc>(EVENTS).find({}, { sort: NEWEST });
  return docs.map((d) => toAdminEvent(d, now));
}

/** In the order they joined. */
export async function listParticipations(read: ReadStore, eventId: string): Promise<Participation[]> {
  const docs = await read.collection<ParticipationDoc>(PARTICIPATIONS).find({ eventId }, { sort: { createdAt: 1, _id: 1 } });
  return docs.map(toParticipation);
}

/** The event's participants in join order, page by page (the CSV export streams these). */
export async function* participationPages(read: ReadStore, eventId: string): AsyncGenerator<Participation[]> {
  for await (const docs of keysetPages(
    read.collection<ParticipationDoc>(PARTICIPATIONS),
    { eventId },
    { field: 'createdAt', direction: 1 },
  )) {
    yield docs.map(toParticipation);
  }
}

export async function hasParticipated(read: ReadStore, eventId: string, userId: string) {
  return (await read.collection<ParticipationDoc>(PARTICIPATIONS).countDocuments({ _id: `${eventId}_${userId}` })) > 0;
}

/**
 * Anyone sees an active event and its count; staff also see inactive ones and the participants.
 * null: not there for this reader.
 */
export async function eventDetailFor(read: ReadStore, eventId: string, staff: boolean, now: Date): Promise<EventDetail | null> {
  const doc = await findEvent(read, eventId);
  if (!doc || (!doc.isActive && !staff)) return null;
  const event = toPublicEvent(doc, now);
  return staff ? { ...event, participations: await listParticipations(read, eventId) } : event;
}
