import type { AdminHuntPredictions, Hunt, HuntSlot, OwnHuntPrediction } from '@app/contracts';

/** A slot as GET /api/hunts/{id} lists it (unopened unless a win is given). */
export const huntSlot = (id: string, name: string, order: number, overrides: Partial<HuntSlot> = {}): HuntSlot => ({
  id,
  name,
  provider: 'Pragmatic Play',
  bet: 10,
  win: null,
  multiplier: null,
  order,
  ...overrides,
});

/** A hunt still collecting predictions, with three slots (GET /api/hunts/{id}, typed by the contract). */
export const collectingHunt = (overrides: Partial<Hunt> = {}): Hunt => ({
  id: 'h1',
  title: 'Cuma Bonus Avı',
  description: null,
  status: 'collecting',
  startCost: 5000,
  entryFee: 0,
  prizes: { first: 1000, second: 500, third: 250, bestSlot: 100 },
  slots: [huntSlot('s1', 'Gates of Olympus', 0), huntSlot('s2', 'Sweet Bonanza', 1), huntSlot('s3', 'Big Bass', 2)],
  currentSlotId: null,
  figures: {
    totalBet: 30,
    bonusCount: 3,
    breakEvenX: 166.67,
    openedCount: 0,
    totalWin: 0,
    profit: -5000,
    requiredX: 166.67,
    bestWin: null,
    bestWinSlotId: null,
    bestX: null,
    bestXSlotId: null,
  },
  predictionsOpen: true,
  predictionCount: 0,
  predictionsHash: null,
  predictions: [],
  winners: [],
  bestSlotIds: [],
  remainingAsZero: false,
  createdAt: '2026-11-27T18:00:00.000Z',
  finishedAt: null,
  revision: 1,
  ...overrides,
});

/** The member's own prediction (GET/PUT /api/hunts/{id}/prediction). */
export const ownPrediction = (overrides: Partial<OwnHuntPrediction> = {}): OwnHuntPrediction => ({
  id: 'p1',
  finalWin: 1500,
  bestSlotId: 's2',
  submittedAt: '2026-11-27T19:00:00.000Z',
  entryFeePaid: 0,
  ...overrides,
});

/** The staff's prediction summary (GET /api/admin/hunts/{id}/predictions); nobody predicted yet unless given. */
export const adminPredictions = (overrides: Partial<AdminHuntPredictions> = {}): AdminHuntPredictions => ({
  count: 0,
  average: null,
  distribution: [],
  bestSlots: [],
  predictions: [],
  ...overrides,
});
