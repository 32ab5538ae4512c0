import { z } from 'zod';
import { Revision } from '../common.js';

export * from './algorithm.js';

export const DRAW_LIMITS = { titleMax: 200, prizeMax: 200, minWinners: 1, maxWinners: 100 } as const;

const WINNER_COUNT = `Kazanan sayısı ${DRAW_LIMITS.minWinners} ile ${DRAW_LIMITS.maxWinners} arasında bir tam sayı olmalıdır`;
const SOURCE = 'Kaynak olarak bir bilet firması veya bir etkinlik seçilmelidir';

const sourceId = (message: string) => z.string({ error: message }).trim().min(1, { error: message }).max(64, { error: message });

/** Where the entries come from: a ticket company's issued numbers, or an event's participations. */
export const DrawSourceRequest = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('tickets'), ticketCompanyId: sourceId('Bilet firması seçilmelidir') }),
    z.object({ type: z.literal('event'), eventId: sourceId('Etkinlik seçilmelidir') }),
  ],
  { error: SOURCE },
);
export type DrawSourceRequest = z.infer<typeof DrawSourceRequest>;

/** POST /api/admin/draws */
export const CreateDrawRequest = z.object({
  title: z
    .string({ error: 'Başlık zorunludur' })
    .trim()
    .min(1, { error: 'Başlık zorunludur' })
    .max(DRAW_LIMITS.titleMax, { error: `Başlık en fazla ${DRAW_LIMITS.titleMax} karakter olabilir` }),
  prize: z
    .string({ error: 'Ödül metin olmalıdır' })
    .trim()
    .max(DRAW_LIMITS.prizeMax, { error: `Ödül en fazla ${DRAW_LIMITS.prizeMax} karakter olabilir` })
    .nullish()
    .transform((v) => v || null),
  source: DrawSourceRequest,
  winnerCount: z
    .number({ error: WINNER_COUNT })
    .int({ error: WINNER_COUNT })
    .min(DRAW_LIMITS.minWinners, { error: WINNER_COUNT })
    .max(DRAW_LIMITS.maxWinners, { error: WINNER_COUNT }),
});
export type CreateDrawRequest = z.input<typeof CreateDrawRequest>;
export type CreateDrawInput = z.output<typeof CreateDrawRequest>;

/** The source as published: with the company's name or the event's title when the draw was created. */
export const DrawSource = z.discriminatedUnion('type', [
  z.object({ type: z.literal('tickets'), ticketCompanyId: z.string(), name: z.string() }),
  z.object({ type: z.literal('event'), eventId: z.string(), name: z.string() }),
]);
export type DrawSource = z.infer<typeof DrawSource>;

/** One entry of a draw: a ticket number or a participation id, and the member's public username. */
export const DrawEntry = z.object({ entry: z.string(), username: z.string() });
export type DrawEntry = z.infer<typeof DrawEntry>;

export const DrawStatus = z.enum(['open', 'drawn', 'cancelled']);
export type DrawStatus = z.infer<typeof DrawStatus>;

/** GET /api/draws/{id}: everything anyone needs to recompute the draw. Never an e-mail. */
export const Draw = z.object({
  id: z.string(),
  title: z.string(),
  prize: z.string().nullable(),
  source: DrawSource,
  winnerCount: z.number().int(),
  status: DrawStatus,
  seedHash: z.string(),
  /** null while open: the seed is revealed by the draw (or its cancellation). */
  seed: z.string().nullable(),
  entriesHash: z.string().nullable(),
  /** Empty until drawn. */
  entries: z.array(DrawEntry),
  /** In pick order; empty until drawn. */
  winners: z.array(DrawEntry),
  createdAt: z.string(),
  drawnAt: z.string().nullable(),
  /** The draw's stream revision: a staff run or cancel sends it back as If-Match. */
  revision: Revision,
});
export type Draw = z.infer<typeof Draw>;

/** A row of the lists (public and staff): the draw without its (possibly long) entry list. */
export const DrawSummary = Draw.omit({ entries: true }).extend({
  entryCount: z.number().int(),
  cancelledAt: z.string().nullable(),
});
export type DrawSummary = z.infer<typeof DrawSummary>;
export const DrawList = z.array(DrawSummary);

/**
 * GET /api/admin/draws/:id/entrants (staff): who would enter if the draw ran now. A member wins at
 * most once, so fewer distinct members than winners means fewer winners: staff are told before running.
 */
export const DrawEntrants = z.object({ entries: z.number().int(), members: z.number().int() });
export type DrawEntrants = z.infer<typeof DrawEntrants>;

/** GET /api/draws/wins: the member's own wins. */
export const DrawWin = z.object({
  drawId: z.string(),
  title: z.string(),
  prize: z.string().nullable(),
  entry: z.string(),
  drawnAt: z.string(),
});
export type DrawWin = z.infer<typeof DrawWin>;
export const DrawWinList = z.array(DrawWin);

// ---- events (every type schema-checked; a new shape gets a new version) ----

/** The seed sealed with AES-256-GCM under the DRAW_SECRET key, bound to its draw (additional data = draw id). */
export const SealedSeedV1 = z.object({
  alg: z.literal('aes-256-gcm'),
  iv: z.string(),
  ciphertext: z.string(),
  tag: z.string(),
});
export type SealedSeed = z.infer<typeof SealedSeedV1>;

/** A winner in the log keeps the member's id beside the public username: it finds their own room and wins. */
export const DrawnEntryV1 = DrawEntry.extend({ userId: z.string() });
export type DrawnEntry = z.infer<typeof DrawnEntryV1>;

export const DrawCreatedV1 = z.object({
  drawId: z.string(),
  title: z.string(),
  prize: z.string().nullable(),
  source: DrawSource,
  winnerCount: z.number().int(),
  seedHash: z.string(),
  sealedSeed: SealedSeedV1,
});
/**
 * One event carries seed, frozen entries and winners: a crash leaves a draw open or drawn, never half.
 * Only the winners keep the member's id; the entries stay as published, which keeps the event small.
 */
export const DrawRunV1 = z.object({
  drawId: z.string(),
  seed: z.string(),
  entriesHash: z.string(),
  entries: z.array(DrawEntry),
  winners: z.array(DrawnEntryV1),
});
export const DrawCancelledV1 = z.object({ drawId: z.string(), seed: z.string() });

export const drawEventSchemas = {
  DrawCreated: DrawCreatedV1,
  DrawRun: DrawRunV1,
  DrawCancelled: DrawCancelledV1,
} as const;
