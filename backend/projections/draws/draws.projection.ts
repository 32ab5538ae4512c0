import { Topic, type DrawEntry, type DrawnEntry, type DrawSource, type DrawStatus } from '@app/contracts';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';

export const DRAWS = 'draws';

/** One draw as published; winners keep the member's id (never shown) for their own list and room. */
export interface DrawDoc {
  _id: string;
  title: string;
  prize: string | null;
  source: DrawSource;
  winnerCount: number;
  status: DrawStatus;
  seedHash: string;
  seed: string | null;
  entriesHash: string | null;
  entries: DrawEntry[];
  entryCount: number;
  winners: DrawnEntry[];
  createdAt: string;
  drawnAt: string | null;
  cancelledAt: string | null;
  [key: string]: unknown;
}

const changed = (drawId: string, winners: DrawnEntry[] = []): ChangeNotice[] => [
  { topic: Topic.draws, ids: [drawId], rooms: ['public'] },
  { topic: Topic.adminDraws, ids: [drawId], rooms: ['staff'] },
  ...winners.map((w): ChangeNotice => ({ topic: Topic.drawWins, ids: [drawId], rooms: [`user:${w.userId}`] })),
];

/**
 * Every write is a `$set` of final values keyed by the draw id, so applying an event twice changes
 * nothing; the creation only seeds the outcome fields when the document is new, so a replayed
 * DrawCreated can never reopen a drawn or cancelled draw.
 */
export const drawsProjection = defineProjection({
  name: 'draws',
  version: 1,
  collections: [DRAWS],
  indexes: [
    { collection: DRAWS, keys: { createdAt: -1, _id: 1 } },
    { collection: DRAWS, keys: { 'winners.userId': 1, drawnAt: -1 } }, // a member's wins
  ],
  handles: ['DrawCreated', 'DrawRun', 'DrawCancelled'],
  async apply(event, store) {
    const draws = store.collection<DrawDoc>(DRAWS);
    const at = event.metadata.at;
    switch (event.type) {
      case 'DrawCreated': {
        const { drawId, title, prize, source, winnerCount, seedHash } = event.data;
        await draws.updateOne(
          { _id: drawId },
          {
            $set: { title, prize, source, winnerCount, seedHash, createdAt: at },
            $setOnInsert: {
              status: 'open',
              seed: null,
              entriesHash: null,
              entries: [],
              entryCount: 0,
              winners: [],
              drawnAt: null,
              cancelledAt: null,
            },
          },
          { upsert: true },
        );
        return changed(drawId);
      }
      case 'DrawRun': {
        const { drawId, seed, entriesHash, entries, winners } = event.data;
        await draws.updateOne(
          { _id: drawId },
          { $set: { status: 'drawn', seed, entriesHash, entries, entryCount: entries.length, winners, drawnAt: at } },
        );
        return changed(drawId, winners);
      }
      case 'DrawCancelled': {
        const { drawId, seed } = event.data;
        await draws.updateOne({ _id: drawId }, { $set: { status: 'cancelled', seed, cancelledAt: at } });
        return changed(drawId);
      }
    }
  },
});
