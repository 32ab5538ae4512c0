import { canonicalPredictionList, huntEventSchemas, type HuntEvent } from '@app/contracts';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { decideBatch } from '../../core/decide-batch.js';
import { given } from '../../test-support/given-when-then.js';
import { HUNT_MESSAGES, huntDecider, slotPickedMessage } from './decide.js';

const prizes = { first: 1000, second: 500, third: 250, bestSlot: 100 };
const created: HuntEvent = {
  type: 'HuntCreated',
  data: { huntId: 'h1', title: 'Cuma Avı', description: null, startCostKurus: 100_000, entryFee: 50, prizes },
};
const slot = (slotId: string, betKurus: number): HuntEvent => ({
  type: 'HuntSlotAdded',
  data: { huntId: 'h1', slotId, name: `Slot ${slotId}`, provider: null, betKurus },
});
const predicted = (
  userId: string,
  predictionId: string,
  finalWin: number,
  bestSlotId: string,
  submittedAt: string,
): HuntEvent => ({
  type: 'HuntPredictionSubmitted',
  data: { huntId: 'h1', predictionId, userId, finalWin, bestSlotId, submittedAt, entryFee: 50 },
});
const result = (slotId: string, winKurus: number, previousWinKurus: number | null = null): HuntEvent => ({
  type: 'HuntSlotResultRecorded',
  data: { huntId: 'h1', slotId, winKurus, previousWinKurus },
});
const p1 = predicted('u1', 'p1', 900, 's2', '2026-11-27T10:00:00.000Z');
const p2 = predicted('u2', 'p2', 1100, 's1', '2026-11-27T10:01:00.000Z');
const collecting = [created, slot('s1', 1000), slot('s2', 40)];
const sha = (text: string) => createHash('sha256').update(text).digest('hex');
const closed = (events: HuntEvent[], preds: { id: string; finalWin: number; bestSlotId: string; submittedAt: string }[]) =>
  [
    ...events,
    {
      type: 'HuntPredictionsClosed',
      data: { huntId: 'h1', predictionsHash: sha(canonicalPredictionList(preds)), predictionCount: preds.length },
    },
  ] as HuntEvent[];
const opening: HuntEvent = { type: 'HuntOpeningStarted', data: { huntId: 'h1' } };
const submit = {
  type: 'SubmitPrediction' as const,
  predictionId: 'p9',
  userId: 'u9',
  finalWin: 500,
  bestSlotId: 's1',
  submittedAt: '2026-11-27T11:00:00.000Z',
  entryFee: 50,
};

describe('hunt decider: setting up', () => {
  it('creates a hunt with its prizes and fee', () => {
    const hunt = { title: 'Cuma Avı', description: null, startCost: 100_000, entryFee: 50, prizes };
    given(huntDecider).when({ type: 'CreateHunt', huntId: 'h1', hunt }).then([created]);
  });
  it('adds, changes and removes slots while predictions are open', () => {
    const s = { name: 'Gates', provider: 'Pragmatic', bet: 40 };
    given(huntDecider, [created])
      .when({ type: 'AddSlot', slotId: 's1', slot: s })
      .then([
        { type: 'HuntSlotAdded', data: { huntId: 'h1', slotId: 's1', name: 'Gates', provider: 'Pragmatic', betKurus: 40 } },
      ]);
    given(huntDecider, collecting)
      .when({ type: 'ChangeSlot', slotId: 's1', slot: s })
      .then([
        { type: 'HuntSlotChanged', data: { huntId: 'h1', slotId: 's1', name: 'Gates', provider: 'Pragmatic', betKurus: 40 } },
      ]);
    given(huntDecider, collecting)
      .when({ type: 'RemoveSlot', slotId: 's2' })
      .then([{ type: 'HuntSlotRemoved', data: { huntId: 'h1', slotId: 's2' } }]);
  });
  it('refuses removing a slot that a prediction names as its best slot (it could no longer win); others go', () => {
    const picked = [...collecting, slot('s3', 100), p1, predicted('u2', 'p2', 1100, 's2', '2026-11-27T10:01:00.000Z')];
    given(huntDecider, picked).when({ type: 'RemoveSlot', slotId: 's2' }).thenFails(409, slotPickedMessage(2));
    given(huntDecider, picked)
      .when({ type: 'RemoveSlot', slotId: 's3' })
      .then([{ type: 'HuntSlotRemoved', data: { huntId: 'h1', slotId: 's3' } }]);
    // Once the member picks another slot, the first may go.
    const changed: HuntEvent = {
      type: 'HuntPredictionChanged',
      data: {
        huntId: 'h1',
        predictionId: 'p1',
        userId: 'u1',
        finalWin: 900,
        bestSlotId: 's1',
        submittedAt: '2026-11-27T10:02:00.000Z',
      },
    };
    given(huntDecider, [...picked, changed])
      .when({ type: 'RemoveSlot', slotId: 's2' })
      .thenFails(409, slotPickedMessage(1));
  });
  it('refuses adding or removing slots after the predictions close', () => {
    const history = closed(collecting, []);
    given(huntDecider, history)
      .when({ type: 'AddSlot', slotId: 's3', slot: { name: 'X', provider: null, bet: 100 } })
      .thenFails(409, HUNT_MESSAGES.slotsLocked);
    given(huntDecider, history).when({ type: 'RemoveSlot', slotId: 's1' }).thenFails(409, HUNT_MESSAGES.slotsLocked);
  });
  it('reorders until the opening, with every slot exactly once', () => {
    given(huntDecider, collecting)
      .when({ type: 'ReorderSlots', slotIds: ['s2', 's1'], shuffled: false })
      .then([{ type: 'HuntSlotsReordered', data: { huntId: 'h1', slotIds: ['s2', 's1'], shuffled: false } }]);
    given(huntDecider, collecting)
      .when({ type: 'ReorderSlots', slotIds: ['s2', 's2'], shuffled: false })
      .thenFails(400, HUNT_MESSAGES.orderMismatch);
    given(huntDecider, [...closed(collecting, []), opening])
      .when({ type: 'ReorderSlots', slotIds: ['s2', 's1'], shuffled: false })
      .thenFails(409, HUNT_MESSAGES.orderLocked);
  });
  it('an unknown hunt is not found', () =>
    given(huntDecider).when({ type: 'StartOpening' }).thenFails(404, HUNT_MESSAGES.notFound));
});

describe('hunt decider: predictions', () => {
  it('records a first prediction with the fee paid', () =>
    given(huntDecider, collecting)
      .when(submit)
      .then([
        {
          type: 'HuntPredictionSubmitted',
          data: {
            huntId: 'h1',
            predictionId: 'p9',
            userId: 'u9',
            finalWin: 500,
            bestSlotId: 's1',
            submittedAt: submit.submittedAt,
            entryFee: 50,
          },
        },
      ]));
  it('a change keeps the prediction id and moves submittedAt; the same answer again records nothing', () => {
    given(huntDecider, [...collecting, p1])
      .when({ ...submit, userId: 'u1', predictionId: 'other' })
      .then([
        {
          type: 'HuntPredictionChanged',
          data: {
            huntId: 'h1',
            predictionId: 'p1',
            userId: 'u1',
            finalWin: 500,
            bestSlotId: 's1',
            submittedAt: submit.submittedAt,
          },
        },
      ]);
    given(huntDecider, [...collecting, p1])
      .when({ ...submit, userId: 'u1', finalWin: 900, bestSlotId: 's2' })
      .then([]);
  });
  it('refuses a slot of another hunt and a prediction after the close', () => {
    given(huntDecider, collecting)
      .when({ ...submit, bestSlotId: 'nope' })
      .thenFails(422, HUNT_MESSAGES.unknownSlot);
    given(huntDecider, closed(collecting, [])).when(submit).thenFails(409, HUNT_MESSAGES.predictionsClosed);
  });
  it('closing publishes the hash of the canonical list; a second close is refused', () => {
    const list = 'p1;900;s2;2026-11-27T10:00:00.000Z\np2;1100;s1;2026-11-27T10:01:00.000Z';
    given(huntDecider, [...collecting, p2, p1])
      .when({ type: 'ClosePredictions' })
      .then([{ type: 'HuntPredictionsClosed', data: { huntId: 'h1', predictionsHash: sha(list), predictionCount: 2 } }]);
    given(huntDecider, closed(collecting, [])).when({ type: 'ClosePredictions' }).thenFails(409, HUNT_MESSAGES.alreadyClosed);
  });
  it('starting the opening closes open predictions first', () => {
    given(huntDecider, collecting)
      .when({ type: 'StartOpening' })
      .then([{ type: 'HuntPredictionsClosed', data: { huntId: 'h1', predictionsHash: sha(''), predictionCount: 0 } }, opening]);
    given(huntDecider, [created]).when({ type: 'StartOpening' }).thenFails(409, HUNT_MESSAGES.noSlots);
  });
});

describe('hunt decider: the opening and the finish', () => {
  const open = [...closed([...collecting, p1, p2], []), opening];
  it('refuses a win before the opening', () =>
    given(huntDecider, collecting)
      .when({ type: 'RecordResult', slotId: 's1', winKurus: 5000 })
      .thenFails(409, HUNT_MESSAGES.notOpening));
  it('records wins in order and audits a correction', () => {
    given(huntDecider, open)
      .when({ type: 'RecordResult', slotId: 's1', winKurus: 5000 })
      .then([result('s1', 5000)]);
    given(huntDecider, open)
      .when({ type: 'RecordResult', slotId: 's2', winKurus: 5000 })
      .thenFails(409, HUNT_MESSAGES.outOfOrder);
    given(huntDecider, [...open, result('s1', 5000)])
      .when({ type: 'RecordResult', slotId: 's1', winKurus: 7000 })
      .then([result('s1', 7000, 5000)]);
  });
  it('refuses a finish with unopened slots unless they count as zero', () => {
    given(huntDecider, [...open, result('s1', 100_000)])
      .when({ type: 'FinishHunt', remainingAsZero: false })
      .thenFails(409, HUNT_MESSAGES.unopened);
    given(huntDecider, [...open, result('s1', 100_000)])
      .when({ type: 'FinishHunt', remainingAsZero: true })
      .then([
        {
          type: 'HuntFinished',
          data: {
            huntId: 'h1',
            totalWinKurus: 100_000,
            remainingAsZero: true,
            bestSlotIds: ['s1'],
            winners: [
              { place: 1, predictionId: 'p1', userId: 'u1', finalWin: 900, bestSlotId: 's2', prize: 1000 },
              { place: 2, predictionId: 'p2', userId: 'u2', finalWin: 1100, bestSlotId: 's1', prize: 500 },
              { place: 'bestSlot', predictionId: 'p2', userId: 'u2', finalWin: 1100, bestSlotId: 's1', prize: 100 },
            ],
          },
        },
      ]);
  });
  it('ties on the distance go to the earlier prediction', () => {
    // Both are 100 ₺ away from 1.000 ₺; p1 was first.
    const history = [...open, result('s1', 60_000), result('s2', 40_000)];
    const [finished] = huntDecider.decide(
      { type: 'FinishHunt', remainingAsZero: false },
      history.reduce(huntDecider.evolve, huntDecider.initialState()),
    );
    expect(finished?.type === 'HuntFinished' && finished.data.winners.map((w) => w.predictionId)).toEqual(['p1', 'p2', 'p1']);
  });
  const finished: HuntEvent = {
    type: 'HuntFinished',
    data: { huntId: 'h1', totalWinKurus: 0, remainingAsZero: true, bestSlotIds: [], winners: [] },
  };
  it('after the finish nothing changes: a second finish, a win, a cancel are refused', () => {
    given(huntDecider, [...open, finished])
      .when({ type: 'FinishHunt', remainingAsZero: true })
      .thenFails(409, HUNT_MESSAGES.finished);
    given(huntDecider, [...open, finished])
      .when({ type: 'RecordResult', slotId: 's1', winKurus: 1 })
      .thenFails(409, HUNT_MESSAGES.finished);
    given(huntDecider, [...open, finished])
      .when({ type: 'CancelHunt' })
      .thenFails(409, HUNT_MESSAGES.finished);
  });
  it('refuses a finish before the opening', () =>
    given(huntDecider, collecting)
      .when({ type: 'FinishHunt', remainingAsZero: true })
      .thenFails(409, HUNT_MESSAGES.finishBeforeOpening));
  it('marks the prizes credited once', () => {
    given(huntDecider, [...open, finished])
      .when({ type: 'MarkPrizesCredited' })
      .then([{ type: 'HuntPrizesCredited', data: { huntId: 'h1' } }]);
    given(huntDecider, [...open, finished, { type: 'HuntPrizesCredited', data: { huntId: 'h1' } }])
      .when({ type: 'MarkPrizesCredited' })
      .then([]);
  });
  it('cancels from collecting or opening, never twice', () => {
    given(huntDecider, collecting)
      .when({ type: 'CancelHunt' })
      .then([{ type: 'HuntCancelled', data: { huntId: 'h1' } }]);
    given(huntDecider, open)
      .when({ type: 'CancelHunt' })
      .then([{ type: 'HuntCancelled', data: { huntId: 'h1' } }]);
    given(huntDecider, [...collecting, { type: 'HuntCancelled', data: { huntId: 'h1' } }])
      .when({ type: 'CancelHunt' })
      .thenFails(409, HUNT_MESSAGES.cancelled);
  });
});

describe('hunt events', () => {
  it('every event the decider makes passes its contract schema', () => {
    for (const e of [created, slot('s1', 40), p1, result('s1', 1, 0), opening]) {
      expect(huntEventSchemas[e.type].safeParse(e.data).success).toBe(true);
    }
  });
});

describe('predictions decided as one batch', () => {
  it("decide each on the previous ones' state, on a copy: the shared state (the cache) never changes before the append", () => {
    const shared = [...collecting, p1].reduce(huntDecider.evolve, huntDecider.initialState());
    const submit = (userId: string, predictionId: string, finalWin: number) => ({
      type: 'SubmitPrediction' as const,
      predictionId,
      userId,
      finalWin,
      bestSlotId: 's1',
      submittedAt: '2026-11-27T11:00:00.000Z',
      entryFee: 0,
    });
    // u3 twice in one batch: the second is decided on the first, so it is a change, not a second prediction.
    const d = decideBatch(huntDecider, shared, [submit('u3', 'p3', 10), submit('u1', 'x', 20), submit('u3', 'p4', 30)]);
    expect(d.events.map((e) => [e.type, 'predictionId' in e.data ? e.data.predictionId : null])).toEqual([
      ['HuntPredictionSubmitted', 'p3'],
      ['HuntPredictionChanged', 'p1'],
      ['HuntPredictionChanged', 'p3'],
    ]);
    if (shared.status === 'none') throw new Error('no hunt');
    expect([...shared.predictions.keys()]).toEqual(['u1']);
    const { state } = d.settle();
    if (state.status === 'none') throw new Error('no hunt');
    expect([...state.predictions.values()].map((p) => [p.userId, p.id, p.finalWin])).toEqual([
      ['u1', 'p1', 20],
      ['u3', 'p3', 30],
    ]);
    expect(shared.predictions.get('u1')!.finalWin).toBe(900);
  });
});
