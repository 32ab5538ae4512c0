import { describe, expect, it } from 'vitest';
import type { RecordedEvent } from '../../core/event-store/event-store.js';
import { createMemoryReadStore } from '../../core/read-store/memory-read-store.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { LEDGER_HEADS, LEDGER_ROWS, LEDGER_SOURCES, ledgerPage, pointsLedgerProjection } from './points-ledger.projection.js';

let position = 0;
const recorded = (type: string, data: Record<string, unknown>): RecordedEvent => ({
  type,
  data,
  streamId: 'user-u1',
  revision: position,
  position: (position += 1),
  metadata: {
    actorId: null,
    actorRole: 'system:test',
    at: `2025-05-0${Math.min(position, 9)}T10:00:00.000Z`,
    correlationId: 'c',
  },
});
const awarded = (amount: number, sourceId: string, balance: number) =>
  recorded('PointsAwarded', { userId: 'u1', amount, reason: 'x', sourceId, balance });

async function dump(read: ReadStore) {
  const out: Record<string, unknown[]> = {};
  for (const c of [LEDGER_ROWS, LEDGER_HEADS, LEDGER_SOURCES]) out[c] = await read.collection(c).find({}, { sort: { _id: 1 } });
  return out;
}

describe('points-ledger projection', () => {
  const history = [
    recorded('TicketApplicationApproved', { applicationId: 'a1', userId: 'u1', numbers: [7, 8], adminNote: null, points: 20 }),
    awarded(20, 'ticketApplication:a1', 20),
    recorded('RewardUnitReserved', {
      rewardId: 'r1',
      purchaseId: 'p1',
      userId: 'u1',
      pointsCost: 15,
      rewardTitle: 'Kupa',
      stock: null,
    }),
    recorded('PointsSpent', { userId: 'u1', amount: 15, reason: 'Market: Kupa', sourceId: 'purchase:p1', balance: 5 }),
  ];

  it('an event applied twice changes nothing', async () => {
    const read = createMemoryReadStore();
    for (const e of history) await pointsLedgerProjection.apply(e, read);
    const once = await dump(read);
    for (const e of history) expect(await pointsLedgerProjection.apply(e, read)).toEqual([]);
    expect(await dump(read)).toEqual(once);
    expect(await ledgerPage(read, 'u1', { limit: 50 })).toEqual([
      {
        id: '2',
        at: history[3]!.metadata.at,
        delta: -15,
        balance: 5,
        reason: 'purchase',
        description: 'Ödül satın alındı: Kupa',
      },
      {
        id: '1',
        at: history[1]!.metadata.at,
        delta: 20,
        balance: 20,
        reason: 'ticket',
        description: 'Bilet başvurusu onaylandı: 2 bilet',
      },
    ]);
  });

  it('a crash between writing the row and the head: the replay rewrites the same row, no second one', async () => {
    const read = createMemoryReadStore();
    for (const e of history) await pointsLedgerProjection.apply(e, read);
    const done = await dump(read);
    // As if the last event's head update never reached the store.
    await read.collection(LEDGER_HEADS).updateOne({ _id: 'u1' }, { $set: { count: 1, position: history[1]!.position } });
    await pointsLedgerProjection.apply(history[3]!, read);
    expect(await dump(read)).toEqual(done);
  });

  it('a batch leaves what its events one by one leave, context set in the same batch included; applied again, nothing changes', async () => {
    const u2 = (type: string, data: Record<string, unknown>) => recorded(type, { userId: 'u2', ...data });
    const batch = [
      ...history,
      u2('RewardUnitReserved', { rewardId: 'r1', purchaseId: 'p2', pointsCost: 5, rewardTitle: 'Rozet', stock: null }),
      u2('PointsSpent', { amount: 5, reason: 'Market: Rozet', sourceId: 'purchase:p2', balance: 0 }),
      u2('RewardOrderCancelled', { purchaseId: 'p2', rewardId: 'r1', reason: 'stok', cancelledBy: 's1' }),
      u2('PointsRefunded', { amount: 5, reason: 'iade', sourceId: 'purchase:p2', balance: 5 }),
      awarded(3, 'stream:1', 8),
    ];
    const [each, whole] = [createMemoryReadStore(), createMemoryReadStore()];
    const notices = [];
    for (const e of batch) notices.push(...(await pointsLedgerProjection.apply(e, each))!);
    expect(await pointsLedgerProjection.applyBatch!(batch, whole)).toEqual(notices);
    const done = await dump(each);
    expect(await dump(whole)).toEqual(done);
    expect((await ledgerPage(whole, 'u2', { limit: 5 }))[0]).toMatchObject({
      reason: 'refund',
      description: 'İptal edilen sipariş iadesi: Rozet',
    });
    expect(await pointsLedgerProjection.applyBatch!(batch, whole)).toEqual([]);
    expect(await dump(whole)).toEqual(done);
  });
});
