import { z } from 'zod';
import { optionalText, Revision } from '../common.js';
import { toKurus } from './money.js';

export * from './algorithm.js';
export * from './money.js';

export const HUNT_LIMITS = { titleMax: 200, descriptionMax: 2000, slotNameMax: 100, providerMax: 100, maxSlots: 500 } as const;
export const HUNT_PRIZE_DEFAULTS = { first: 1000, second: 500, third: 250, bestSlot: 100 } as const;
const MAX_TL = 100_000_000;

/** ₺ with at most 2 decimals, as integer kuruş after parsing. */
const money = (label: string, min: number) =>
  z
    .number({ error: `${label} bir sayı olmalıdır` })
    .min(min, { error: min > 0 ? `${label} sıfırdan büyük olmalıdır` : `${label} negatif olamaz` })
    .max(MAX_TL, { error: `${label} en fazla 100.000.000₺ olabilir` })
    .refine((v) => toKurus(v) !== null, { error: `${label} en fazla 2 ondalık basamak içerebilir` })
    .transform((v) => toKurus(v)!);

const points = (label: string) =>
  z
    .number({ error: `${label} bir sayı olmalıdır` })
    .int({ error: `${label} tam sayı olmalıdır` })
    .min(0, { error: `${label} negatif olamaz` })
    .max(1_000_000, { error: `${label} en fazla 1.000.000 puan olabilir` });

const text = (label: string, max: number) =>
  z
    .string({ error: `${label} zorunludur` })
    .trim()
    .min(1, { error: `${label} zorunludur` })
    .max(max, { error: `${label} en fazla ${max} karakter olabilir` });

/** POST /api/admin/hunts */
export const CreateHuntRequest = z.object({
  title: text('Başlık', HUNT_LIMITS.titleMax),
  startCost: money('Başlangıç maliyeti', 0),
  description: optionalText(HUNT_LIMITS.descriptionMax),
  entryFee: points('Katılım ücreti').default(0),
  prizes: z
    .object({
      first: points('1. ödül'),
      second: points('2. ödül'),
      third: points('3. ödül'),
      bestSlot: points('En iyi bonus ödülü'),
    })
    .default({ ...HUNT_PRIZE_DEFAULTS }),
});
export type CreateHuntRequest = z.input<typeof CreateHuntRequest>;
export type CreateHuntInput = z.output<typeof CreateHuntRequest>;

/** POST /api/admin/hunts/:id/slots */
export const AddHuntSlotRequest = z.object({
  name: text('Slot adı', HUNT_LIMITS.slotNameMax),
  provider: optionalText(HUNT_LIMITS.providerMax),
  bet: money('Bahis', 0.01),
});
export type AddHuntSlotRequest = z.input<typeof AddHuntSlotRequest>;
export type HuntSlotInput = z.output<typeof AddHuntSlotRequest>;

/** PATCH /api/admin/hunts/:id/slots/:slotId */
export const UpdateHuntSlotRequest = AddHuntSlotRequest;
export type UpdateHuntSlotRequest = z.input<typeof UpdateHuntSlotRequest>;

/** POST /api/admin/hunts/:id/order: a new order, or a shuffle made on the server. */
export const ReorderHuntSlotsRequest = z.union(
  [z.object({ slotIds: z.array(z.string().min(1).max(64)).max(HUNT_LIMITS.maxSlots) }), z.object({ shuffle: z.literal(true) })],
  { error: 'Yeni sıra (slotIds) veya karıştırma (shuffle: true) gönderin' },
);
export type ReorderHuntSlotsRequest = z.input<typeof ReorderHuntSlotsRequest>;

/** POST /api/admin/hunts/:id/slots/:slotId/result */
export const RecordHuntResultRequest = z.object({ win: money('Kazanç', 0) });
export type RecordHuntResultRequest = z.input<typeof RecordHuntResultRequest>;

/** POST /api/admin/hunts/:id/finish */
export const FinishHuntRequest = z.object({ remainingAsZero: z.boolean().default(false) }).default({ remainingAsZero: false });
export type FinishHuntRequest = z.input<typeof FinishHuntRequest>;

/** PUT /api/hunts/:id/prediction: the final total win in whole ₺ and the slot of the best multiplier. */
export const HuntPredictionRequest = z.object({
  finalWin: z
    .number({ error: 'Tahmin edilen toplam kazanç bir sayı olmalıdır' })
    .int({ error: 'Tahmin edilen toplam kazanç tam sayı (₺) olmalıdır' })
    .min(0, { error: 'Tahmin edilen toplam kazanç negatif olamaz' })
    .max(MAX_TL, { error: 'Tahmin edilen toplam kazanç en fazla 100.000.000₺ olabilir' }),
  bestSlotId: z.string({ error: 'En iyi bonusu seçin' }).min(1, { error: 'En iyi bonusu seçin' }).max(64),
});
export type HuntPredictionRequest = z.input<typeof HuntPredictionRequest>;

export const HuntStatus = z.enum(['collecting', 'opening', 'finished', 'cancelled']);
export type HuntStatus = z.infer<typeof HuntStatus>;

export const HuntSlot = z.object({
  id: z.string(),
  name: z.string(),
  provider: z.string().nullable(),
  bet: z.number(),
  win: z.number().nullable(),
  multiplier: z.number().nullable(),
  order: z.number().int(),
});
export type HuntSlot = z.infer<typeof HuntSlot>;

export const HuntFiguresResponse = z.object({
  totalBet: z.number(),
  bonusCount: z.number().int(),
  breakEvenX: z.number().nullable(),
  openedCount: z.number().int(),
  totalWin: z.number(),
  profit: z.number(),
  requiredX: z.number().nullable(),
  bestWin: z.number().nullable(),
  bestWinSlotId: z.string().nullable(),
  bestX: z.number().nullable(),
  bestXSlotId: z.string().nullable(),
});
export type HuntFiguresResponse = z.infer<typeof HuntFiguresResponse>;

export const PublishedPrediction = z.object({
  id: z.string(),
  username: z.string(),
  finalWin: z.number().int(),
  bestSlotId: z.string(),
  submittedAt: z.string(),
});
export type PublishedPrediction = z.infer<typeof PublishedPrediction>;

export const HuntWinner = z.object({
  place: z.union([z.literal(1), z.literal(2), z.literal(3), z.literal('bestSlot')]),
  username: z.string(),
  finalWin: z.number().int(),
  bestSlotId: z.string(),
  prize: z.number().int(),
});
export type HuntWinner = z.infer<typeof HuntWinner>;

const HuntPrizesSchema = z.object({
  first: z.number().int(),
  second: z.number().int(),
  third: z.number().int(),
  bestSlot: z.number().int(),
});

/** GET /api/hunts/:id: everything anyone needs to follow the hunt and check its winners. Never an e-mail. */
export const Hunt = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string().nullable(),
  status: HuntStatus,
  startCost: z.number(),
  entryFee: z.number().int(),
  prizes: HuntPrizesSchema,
  slots: z.array(HuntSlot),
  /** The first slot not yet opened while the opening runs; null otherwise. */
  currentSlotId: z.string().nullable(),
  figures: HuntFiguresResponse,
  predictionsOpen: z.boolean(),
  predictionCount: z.number().int(),
  predictionsHash: z.string().nullable(),
  /** Every prediction after the finish (canonical order); empty before. */
  predictions: z.array(PublishedPrediction),
  winners: z.array(HuntWinner),
  /** The best slots the winners were decided with (after the finish). */
  bestSlotIds: z.array(z.string()),
  remainingAsZero: z.boolean(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
  /** The hunt's stream revision (members' predictions move it too): a staff edit sends it back as If-Match. */
  revision: Revision,
});
export type Hunt = z.infer<typeof Hunt>;
export const HuntList = z.array(Hunt.omit({ predictions: true }));
export type HuntListItem = z.infer<typeof HuntList>[number];

/** GET/PUT /api/hunts/:id/prediction: the member's own prediction. */
export const OwnHuntPrediction = z.object({
  id: z.string(),
  finalWin: z.number().int(),
  bestSlotId: z.string(),
  submittedAt: z.string(),
  entryFeePaid: z.number().int(),
});
export type OwnHuntPrediction = z.infer<typeof OwnHuntPrediction>;

/** GET /api/admin/hunts/:id/predictions */
export const AdminHuntPredictions = z.object({
  count: z.number().int(),
  average: z.number().nullable(),
  /** Predictions per range of the final total (10 equal ranges between the lowest and the highest). */
  distribution: z.array(z.object({ from: z.number().int(), to: z.number().int(), count: z.number().int() })),
  bestSlots: z.array(z.object({ slotId: z.string(), count: z.number().int() })),
  predictions: z.array(PublishedPrediction),
});
export type AdminHuntPredictions = z.infer<typeof AdminHuntPredictions>;

export * from './events.js';
