import { Topic, type DrawEntry, type DrawnEntry, type DrawSource, type DrawStatus } from '@app/contracts';
import type { LogEvent } from '../../core/event-types.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';

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
  /** The revision of the draw's stream this document shows. */
  revision: number;
  [key: string]: unknown;
}

const changed = (drawId: string, winners: DrawnEntry[] = []): ChangeNotice[] => [
  { topic: Topic.draws, ids: [drawId], rooms: ['public'] },
  { topic: Topic.adminDraws, ids: [drawId], rooms: ['staff'] },
  ...winners.map((w): ChangeNotice => ({ topic: Topic.drawWins, ids: [drawId], rooms: [`user:${w.userId}`] })),
];

/**
 * KVKK: a drawn draw's entries carry usernames without member ids; the erased member's old name (opened
 * while the key still exists) finds them, and they become the pseudonym, one name per member as before,
 * so the draw still verifies with the same winners (docs/draws.md).
 */
async function memberErased(event: LogEvent<'MemberErased'>, store: ReadStore): Promise<ChangeNotice[]> {
  const { username, pseudonym } = event.data;
  const draws = store.collection<DrawDoc>(DRAWS);
  const rename = <T extends DrawEntry>(list: T[]) =>
    list.map((e) => (e.username === username ? { ...e, username: pseudonym } : e));
  const touched = await draws.find({ 'entries.username': username });
  for (const d of touched) {
    await draws.updateOne({ _id: d._id }, { $set: { entries: rename(d.entries), winners: rename(d.winners) } });
  }
  return touched.flatMap((d) => changed(d._id));
}

/**
 * Every write is a `$set` of final values keyed by the draw id, so applying an event twice changes
 * nothing; the creation only seeds the outcome fields when the document is new, so a replayed
 * DrawCreated can never reopen a drawn or cancelled draw.
 */
export const drawsProjection = defineProjection({
  name: 'draws',
  version: 2, // 2: the draw's stream revision
  collections: [DRAWS],
  indexes: [
    { collection: DRAWS, keys: { createdAt: -1, _id: 1 } },
    { collection: DRAWS, keys: { 'winners.userId': 1, drawnAt: -1 } }, // a member's wins
    { collection: DRAWS, keys: { 'entries.username': 1 } }, // a KVKK erasure's entries
  ],
  handles: ['DrawCreated', 'DrawRun', 'DrawCancelled', 'MemberErased'],
  async apply(event, store) {
    if (event.type === 'MemberErased') return memberErased(event, store);
    const draws = store.collection<DrawDoc>(DRAWS);
    const at = event.metadata.at;
    switch (event.type) {
      case 'DrawCreated': {
        const { drawId, title, prize, source, winnerCount, seedHash } = event.data;
        await draws.updateOne(
          { _id: drawId },
          {
            $set: { title, prize, source, winnerCount, seedHash, createdAt: at },
            // The creation replayed after the run must not take the revision back.
            $setOnInsert: {
              revision: event.revision,
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
          {
            $set: {
              status: 'drawn',
              seed,
              entriesHash,
              entries,
              entryCount: entries.length,
              winners,
              drawnAt: at,
              revision: event.revision,
            },
          },
        );
        return changed(drawId, winners);
      }
      case 'DrawCancelled': {
        const { drawId, seed } = event.data;
        await draws.updateOne(
          { _id: drawId },
          { $set: { status: 'cancelled', seed, cancelledAt: at, revision: event.revision } },
        );
        return changed(drawId);
      }
    }
  },
});
