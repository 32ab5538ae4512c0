import { z } from 'zod';

// ---- events of the stream `hunt-<id>` (money in integer kuruş; predictions in whole ₺) ----

const kurus = z.number().int().nonnegative();
const huntId = z.string();

export const HuntCreatedV1 = z.object({
  huntId,
  title: z.string(),
  description: z.string().nullable(),
  startCostKurus: kurus,
  entryFee: z.number().int().nonnegative(),
  prizes: z.object({
    first: z.number().int().nonnegative(),
    second: z.number().int().nonnegative(),
    third: z.number().int().nonnegative(),
    bestSlot: z.number().int().nonnegative(),
  }),
});
const slotFields = { huntId, slotId: z.string(), name: z.string(), provider: z.string().nullable(), betKurus: kurus };
export const HuntSlotAddedV1 = z.object(slotFields);
export const HuntSlotChangedV1 = z.object(slotFields);
export const HuntSlotRemovedV1 = z.object({ huntId, slotId: z.string() });
export const HuntSlotsReorderedV1 = z.object({ huntId, slotIds: z.array(z.string()), shuffled: z.boolean() });

const predictionFields = {
  huntId,
  predictionId: z.string(),
  /** The member's id, never a name: a rename or an erasure leaves the log and the hash as they are. */
  userId: z.string(),
  finalWin: z.number().int().nonnegative(),
  bestSlotId: z.string(),
  submittedAt: z.string(),
};
/** The member's first prediction; `entryFee`: the points the ledger took for it (refunded on a cancel). */
export const HuntPredictionSubmittedV1 = z.object({ ...predictionFields, entryFee: z.number().int().nonnegative() });
export const HuntPredictionChangedV1 = z.object(predictionFields);
/** The commitment: SHA-256 of the canonical prediction list (docs/hunts.md). */
export const HuntPredictionsClosedV1 = z.object({
  huntId,
  predictionsHash: z.string(),
  predictionCount: z.number().int(),
});
export const HuntOpeningStartedV1 = z.object({ huntId });
/** A slot's win; `previousWinKurus` is set when staff corrected an earlier result (the audit keeps both). */
export const HuntSlotResultRecordedV1 = z.object({
  huntId,
  slotId: z.string(),
  winKurus: kurus,
  previousWinKurus: kurus.nullable(),
});
export const HuntWinnerV1 = z.object({
  place: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal('bestSlot')]),
  predictionId: z.string(),
  userId: z.string(),
  finalWin: z.number().int(),
  bestSlotId: z.string(),
  prize: z.number().int().nonnegative(),
});
export type HuntWinnerV1 = z.infer<typeof HuntWinnerV1>;
/** The result and the winners, decided from the log alone; the prizes are credited after it. */
export const HuntFinishedV1 = z.object({
  huntId,
  totalWinKurus: kurus,
  remainingAsZero: z.boolean(),
  bestSlotIds: z.array(z.string()),
  winners: z.array(HuntWinnerV1),
});
/** Every prize is on its winner's ledger (each credit is idempotent per winner and place). */
export const HuntPrizesCreditedV1 = z.object({ huntId });
export const HuntCancelledV1 = z.object({ huntId });

export const huntEventSchemas = {
  HuntCreated: HuntCreatedV1,
  HuntSlotAdded: HuntSlotAddedV1,
  HuntSlotChanged: HuntSlotChangedV1,
  HuntSlotRemoved: HuntSlotRemovedV1,
  HuntSlotsReordered: HuntSlotsReorderedV1,
  HuntPredictionSubmitted: HuntPredictionSubmittedV1,
  HuntPredictionChanged: HuntPredictionChangedV1,
  HuntPredictionsClosed: HuntPredictionsClosedV1,
  HuntOpeningStarted: HuntOpeningStartedV1,
  HuntSlotResultRecorded: HuntSlotResultRecordedV1,
  HuntFinished: HuntFinishedV1,
  HuntPrizesCredited: HuntPrizesCreditedV1,
  HuntCancelled: HuntCancelledV1,
} as const;

type Schemas = typeof huntEventSchemas;
/** The slice's event union, derived from the schemas: `{ type, data }` per event type. */
export type HuntEvent = { [K in keyof Schemas]: { type: K; data: z.infer<Schemas[K]> } }[keyof Schemas];
export type HuntEventType = HuntEvent['type'];

/** Ledger sources: one entry fee per member and hunt, one prize per winner and place. */
export const huntEntrySourceId = (huntId: string) => `huntEntry:${huntId}`;
export const huntPrizeSourceId = (huntId: string, place: string | number, predictionId: string) =>
  `huntPrize:${huntId}:${place}:${predictionId}`;
export const HUNT_ENTRY_SOURCE_PREFIX = 'huntEntry:';
export const HUNT_PRIZE_SOURCE_PREFIX = 'huntPrize:';
