import { TICKET_POINTS_SOURCE_PREFIX } from '@app/contracts';
import { defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';

export const TICKET_POINTS_OWED = 'ticketPointsOwed';

interface OwedDoc {
  _id: string;
  userId: string;
  points: number;
  [key: string]: unknown;
}

/**
 * Approvals whose points have not been seen credited: normally an approval and its credit follow each
 * other within milliseconds and this collection is empty. The ticket reconciler reads it as a pointer
 * (it checks the write side before crediting), so it never has to scan every approval ever made.
 * Both writes are whole-document, so a replay leaves the same result.
 */
export const ticketPointsOwedProjection = defineProjection({
  name: 'ticket-points-owed',
  version: 1,
  collections: [TICKET_POINTS_OWED],
  handles: ['TicketApplicationApproved', 'PointsAwarded'],
  async apply(event, store) {
    const owed = store.collection<OwedDoc>(TICKET_POINTS_OWED);
    if (event.type === 'TicketApplicationApproved') {
      const { applicationId, userId, points } = event.data; // upcast by the reader: a V1 approval owes 0
      if (points > 0) await owed.updateOne({ _id: applicationId }, { $set: { userId, points } }, { upsert: true });
      return;
    }
    const { sourceId } = event.data;
    if (sourceId.startsWith(TICKET_POINTS_SOURCE_PREFIX))
      await owed.deleteOne({ _id: sourceId.slice(TICKET_POINTS_SOURCE_PREFIX.length) });
  },
});

/** Ids of approved applications still waiting for their points (as far as the read model knows). */
export const approvalsOwingPoints = async (read: ReadStore) =>
  (await read.collection<OwedDoc>(TICKET_POINTS_OWED).find({}, { sort: { _id: 1 } })).map((d) => d._id);
