import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../core/event-store/event-store.js';
import { createMemoryReadStore } from '../../core/read-store/memory-read-store.js';
import { DRAWS, drawsProjection } from './draws.projection.js';
import { findDraw, listWins } from './queries.js';

let position = 0;
const recorded = (type: string, data: unknown, at: string): RecordedEvent => ({
  type,
  data,
  metadata: { actorId: 'staff', actorRole: 'super_admin', at, correlationId: 'c' },
  streamId: 'draw-d1',
  revision: position,
  position: position++,
});

const seed = 'ab'.repeat(32);
const created = recorded(
  'DrawCreated',
  {
    drawId: 'd1',
    title: 'Çekiliş',
    prize: null,
    source: { type: 'event', eventId: 'e1', name: 'Turnuva' },
    winnerCount: 1,
    seedHash: 'cd'.repeat(32),
    sealedSeed: { alg: 'aes-256-gcm', iv: 'aQ==', ciphertext: 'Yw==', tag: 'dA==' },
  },
  '2026-01-01T10:00:00.000Z',
);
const winner = { entry: 'e1_u1', username: 'ayse', userId: 'u1' };
const run = recorded(
  'DrawRun',
  {
    drawId: 'd1',
    seed,
    entriesHash: 'ef'.repeat(32),
    entries: [
      { entry: 'e1_u1', username: 'ayse' },
      { entry: 'e1_u2', username: 'can' },
    ],
    winners: [winner],
  },
  '2026-01-02T10:00:00.000Z',
);

describe('draws projection', () => {
  it('applying an event twice, or the creation again after the run, changes nothing', async () => {
    const read = createMemoryReadStore();
    await drawsProjection.apply(created, read);
    await drawsProjection.apply(created, read);
    const notices = await drawsProjection.apply(run, read);
    const after = await read.collection(DRAWS).find({});
    await drawsProjection.apply(run, read);
    await drawsProjection.apply(created, read);
    expect(await read.collection(DRAWS).find({})).toEqual(after);

    const draw = await findDraw(read, 'd1');
    expect(draw).toMatchObject({ status: 'drawn', seed, drawnAt: '2026-01-02T10:00:00.000Z' });
    // The public shape never carries the member's id.
    expect(draw!.winners).toEqual([{ entry: 'e1_u1', username: 'ayse' }]);
    expect(draw!.entries).toEqual([
      { entry: 'e1_u1', username: 'ayse' },
      { entry: 'e1_u2', username: 'can' },
    ]);
    expect(JSON.stringify(draw)).not.toContain('userId');
    expect(await listWins(read, 'u1')).toEqual([
      { drawId: 'd1', title: 'Çekiliş', prize: null, entry: 'e1_u1', drawnAt: '2026-01-02T10:00:00.000Z' },
    ]);
    expect(await listWins(read, 'u2')).toEqual([]);
    // The winner's own room hears of the win; the public and staff rooms of the draw.
    expect(notices).toContainEqual({ topic: 'draw-wins', ids: ['d1'], rooms: ['user:u1'] });
    expect(notices).toContainEqual({ topic: 'draws', ids: ['d1'], rooms: ['public'] });
    expect(notices).not.toContainEqual(expect.objectContaining({ rooms: ['user:u2'] }));
  });
});
