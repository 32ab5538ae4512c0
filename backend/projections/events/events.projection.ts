import { Topic } from '@app/contracts';
import type { ChangeNotice } from '../../core/projections/projection.js';
import { withFields } from '../../core/projections/fields.js';
import { defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';

export const EVENTS = 'events';
export const PARTICIPATIONS = 'eventParticipations';

/** One event as staff edit it, plus its participant count; timing is computed when read. */
export interface EventDoc {
  _id: string;
  title: string;
  description: string;
  photoUrl: string | null;
  startDate: string | null;
  endDate: string | null;
  isActive: boolean;
  requiresTelegramVerification: boolean;
  participationCount: number;
  createdAt: string;
  updatedAt: string;
  /** The revision of the event's stream this document shows (joins live in streams of their own). */
  revision: number;
  [key: string]: unknown;
}

/** One member in one event; `_id` is `<eventId>_<userId>`, so a replay overwrites, never duplicates. */
export interface ParticipationDoc {
  _id: string;
  eventId: string;
  userId: string;
  username: string;
  userEmail: string;
  telegramUsername: string | null;
  message: string;
  createdAt: string;
  [key: string]: unknown;
}

export const TOPICS = { public: Topic.events, staff: Topic.adminEvents, own: Topic.eventParticipation } as const;

const eventChanged = (eventId: string): ChangeNotice[] => [
  // The public room hears only that something changed; a hidden event's id is staff business.
  { topic: TOPICS.public, rooms: ['public'] },
  { topic: TOPICS.staff, ids: [eventId], rooms: ['staff'] },
];

/** The count is recounted rather than incremented, so applying an event twice cannot skew it. */
async function recount(store: ReadStore, eventId: string) {
  const participationCount = await store.collection<ParticipationDoc>(PARTICIPATIONS).countDocuments({ eventId });
  await store.collection<EventDoc>(EVENTS).updateOne({ _id: eventId }, { $set: { participationCount } });
}

export const eventsProjection = defineProjection({
  name: 'events',
  version: 2, // 2: the event's stream revision
  collections: [EVENTS, PARTICIPATIONS],
  indexes: [
    { collection: EVENTS, keys: { createdAt: -1 } },
    { collection: EVENTS, keys: { isActive: 1, createdAt: -1 } },
    { collection: PARTICIPATIONS, keys: { eventId: 1, createdAt: 1 } }, // counts, lists and draw entries per event
    { collection: PARTICIPATIONS, keys: { userId: 1, createdAt: 1 } }, // a member's own, for their data export
  ],
  handles: ['EventCreated', 'EventUpdated', 'EventDeleted', 'MemberJoinedEvent', 'MemberErased'],
  async apply(event, store) {
    const events = store.collection<EventDoc>(EVENTS);
    const at = event.metadata.at;
    switch (event.type) {
      case 'EventCreated': {
        const { eventId, ...fields } = event.data;
        await events.updateOne(
          { _id: eventId },
          { $set: { ...fields, participationCount: 0, createdAt: at, updatedAt: at, revision: event.revision } },
          { upsert: true },
        );
        await recount(store, eventId);
        return eventChanged(eventId);
      }
      case 'EventUpdated': {
        const { eventId, changes } = event.data;
        await events.updateOne({ _id: eventId }, { $set: { ...changes, updatedAt: at, revision: event.revision } });
        return eventChanged(eventId);
      }
      case 'EventDeleted': {
        const { eventId } = event.data;
        await events.deleteOne({ _id: eventId });
        await store.collection(PARTICIPATIONS).deleteMany({ eventId });
        return eventChanged(eventId);
      }
      case 'MemberErased': {
        // KVKK: the participations stay (counts, draws' entries) under the pseudonym, with nothing personal.
        const { userId, pseudonym } = event.data;
        const scrubbed = { username: pseudonym, userEmail: '', telegramUsername: null, message: '' };
        await store.collection<ParticipationDoc>(PARTICIPATIONS).updateMany({ userId }, { $set: scrubbed });
        return [{ topic: TOPICS.staff, rooms: ['staff'] }];
      }
      case 'MemberJoinedEvent': {
        const d = event.data;
        // A join that raced a deletion may land after it; the event is gone, so is its list.
        if (!(await events.findOne({ _id: d.eventId }))) return [];
        await store
          .collection<ParticipationDoc>(PARTICIPATIONS)
          .updateOne(
            { _id: `${d.eventId}_${d.userId}` },
            { $set: withFields(d, { createdAt: d.joinedAt }, 'joinedAt') },
            { upsert: true },
          );
        await recount(store, d.eventId);
        return [...eventChanged(d.eventId), { topic: TOPICS.own, ids: [d.eventId], rooms: [`user:${d.userId}`] }];
      }
    }
  },
});
