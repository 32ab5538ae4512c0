import type { Draw, DrawSummary, DrawWin } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { type DrawDoc, DRAWS } from './draws.projection.js';

const NEWEST_FIRST = { sort: { createdAt: -1, _id: 1 } } as const;
const draws = (read: ReadStore) => read.collection<DrawDoc>(DRAWS);

/** Winners without the member's id: the public sees usernames and entries only. */
const publicWinners = (d: DrawDoc) => d.winners.map(({ entry, username }) => ({ entry, username }));

export const toDraw = (d: DrawDoc): Draw => ({
  id: d._id,
  title: d.title,
  prize: d.prize,
  source: d.source,
  winnerCount: d.winnerCount,
  status: d.status,
  seedHash: d.seedHash,
  seed: d.seed,
  entriesHash: d.entriesHash,
  entries: d.entries,
  winners: publicWinners(d),
  createdAt: d.createdAt,
  drawnAt: d.drawnAt,
  revision: d.revision,
});

const toSummary = (d: DrawDoc): DrawSummary => {
  const { entries: _entries, ...draw } = toDraw(d);
  return { ...draw, entryCount: d.entryCount, cancelledAt: d.cancelledAt };
};

export async function findDraw(read: ReadStore, drawId: string): Promise<Draw | null> {
  const doc = await draws(read).findOne({ _id: drawId });
  return doc ? toDraw(doc) : null;
}

/** Newest first; the entry lists stay out (a list of draws must not carry thousands of tickets each). */
export async function listDraws(read: ReadStore): Promise<DrawSummary[]> {
  const docs = await draws(read).find({}, { ...NEWEST_FIRST, projection: { entries: 0 } });
  return docs.map((d) => toSummary({ ...d, entries: [] }));
}

/** The member's own wins, newest draw first. */
export async function listWins(read: ReadStore, userId: string): Promise<DrawWin[]> {
  const docs = await draws(read).find(
    { status: 'drawn', 'winners.userId': userId },
    { sort: { drawnAt: -1, _id: 1 }, projection: { entries: 0 } },
  );
  return docs.flatMap((d) =>
    d.winners
      .filter((w) => w.userId === userId)
      .map((w) => ({ drawId: d._id, title: d.title, prize: d.prize, entry: w.entry, drawnAt: d.drawnAt ?? d.createdAt })),
  );
}
