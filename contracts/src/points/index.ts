import { z } from 'zod';
import { httpUrl, isHttpUrl, optionalText, Revision } from '../common.js';

/** The rule's default reward (spec §9). */
export const DEFAULT_STREAM_POINTS = 100;
export const LEADERBOARD_SIZE = 10;

const URL_MESSAGE = 'Geçerli bir bağlantı (http:// veya https://) girin';

/**
 * Two stream links are the same link when they differ only in scheme, host case, a leading `www.`,
 * a default port, trailing slashes or a #fragment. Null when the text is not an http(s) URL.
 */
export function normaliseStreamUrl(value: string): string | null {
  if (!isHttpUrl(value.trim())) return null;
  const u = new URL(value.trim());
  const host = u.hostname.toLowerCase().replace(/^www\./, '');
  const port = u.port ? `:${u.port}` : '';
  const path = u.pathname.replace(/\/+$/, '');
  return `${host}${port}${path}${u.search}`;
}

export const UpdateStreamRequest = z.object({
  streamUrl: z
    .string({ error: 'Yayın linki zorunludur' })
    .trim()
    .min(1, { error: 'Yayın linki zorunludur' })
    .max(2048, { error: 'Yayın linki en fazla 2.048 karakter olabilir' })
    .refine(isHttpUrl, { error: URL_MESSAGE }),
});
export type UpdateStreamRequest = z.input<typeof UpdateStreamRequest>;

/**
 * Why a saved link did or did not bring points: earned now; already earned today (again from the
 * next Istanbul midnight); no active rule; or not the active rule's link.
 */
export const StreamLinkOutcome = z.enum(['earned', 'already-earned', 'no-rule', 'not-rule-link']);
export type StreamLinkOutcome = z.infer<typeof StreamLinkOutcome>;

export const UpdateStreamResponse = z.object({
  message: z.string(),
  streamUrl: z.string(),
  pointsEarned: z.number().int(),
  outcome: StreamLinkOutcome,
});
export type UpdateStreamResponse = z.infer<typeof UpdateStreamResponse>;

// A JSON number only, like a points correction's delta: "50", [5] or true are refused, not coerced.
const pointsReward = z
  .number({ error: 'Puan ödülü bir sayı olmalıdır' })
  .int({ error: 'Puan ödülü tam sayı olmalıdır' })
  .min(1, { error: 'Puan ödülü en az 1 olmalıdır' })
  .max(1_000_000, { error: 'Puan ödülü en fazla 1.000.000 olabilir' });
const adminStreamUrl = z
  .string({ error: 'Yayın linki zorunludur' })
  .trim()
  .min(1, { error: 'Yayın linki zorunludur' })
  .pipe(httpUrl);
const isActive = z.boolean({ error: 'Aktiflik değeri true veya false olmalıdır' });

export const CreateStreamingRuleRequest = z.object({
  adminStreamUrl,
  pointsReward: pointsReward.default(DEFAULT_STREAM_POINTS),
  description: optionalText(1000),
  isActive: isActive.default(true),
});
export type CreateStreamingRuleRequest = z.input<typeof CreateStreamingRuleRequest>;

export const UpdateStreamingRuleRequest = z
  .object({
    adminStreamUrl: adminStreamUrl.optional(),
    pointsReward: pointsReward.optional(),
    description: optionalText(1000).optional(),
    isActive: isActive.optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Değiştirilecek bir alan gönderin' });
export type UpdateStreamingRuleRequest = z.input<typeof UpdateStreamingRuleRequest>;

export const StreamingRule = z.object({
  id: z.string(),
  adminStreamUrl: z.string(),
  isActive: z.boolean(),
  pointsReward: z.number().int(),
  description: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
  /** The rules share one stream: this is its revision, so an edit is refused after any change to the list. */
  revision: Revision,
});
export type StreamingRule = z.infer<typeof StreamingRule>;
export const StreamingRuleList = z.array(StreamingRule);

/** Public: only a username and a number, never anything that identifies a person further. */
export const LeaderboardEntry = z.object({ username: z.string().nullable(), points: z.number().int() });
export type LeaderboardEntry = z.infer<typeof LeaderboardEntry>;
export const Leaderboard = z.array(LeaderboardEntry);

/** The current Istanbul calendar week (from Monday 00:00) or month, ranked by points earned in it. */
export const LeaderboardPeriod = z.enum(['week', 'month'], { error: 'Dönem week veya month olmalıdır' });
export type LeaderboardPeriod = z.infer<typeof LeaderboardPeriod>;
/** Without `period`: the all-time ranking by balance. */
export const LeaderboardQuery = z.object({ period: LeaderboardPeriod.optional() });
export type LeaderboardQuery = z.input<typeof LeaderboardQuery>;

// ---- the points ledger ("Puan Geçmişi") ----

/** Why a balance changed. `adjustment`: a change by staff (and awards with no other known source). */
export const LedgerReason = z.enum([
  'telegram',
  'youtube',
  'instagram',
  'stream',
  'ticket',
  'purchase',
  'refund',
  'adjustment',
  'hunt_entry',
  'hunt_entry_refund',
  'hunt_prize',
  'kick_watch',
  'kick_follow',
  'kick_subscription',
  'kick_gift',
  'kick_kicks',
]);
export type LedgerReason = z.infer<typeof LedgerReason>;

export const LEDGER_PAGE = { default: 50, max: 200 } as const;

/** One change of the member's balance; `balance` is the balance right after it. */
export const LedgerRow = z.object({
  id: z.string(),
  at: z.string(),
  delta: z.number().int(),
  balance: z.number().int(),
  reason: LedgerReason,
  description: z.string(),
});
export type LedgerRow = z.infer<typeof LedgerRow>;
/** Newest first. */
export const LedgerPage = z.array(LedgerRow);

export const LedgerQuery = z.object({
  /** Rows older than this row id (the `id` of the last row of the previous page). */
  before: z
    .string()
    .regex(/^[1-9][0-9]{0,14}$/, { error: 'before geçerli bir kayıt numarası olmalıdır' })
    .transform(Number)
    .optional(),
  limit: z.coerce
    .number({ error: 'limit bir sayı olmalıdır' })
    .int({ error: 'limit tam sayı olmalıdır' })
    .min(1, { error: 'limit en az 1 olmalıdır' })
    .max(LEDGER_PAGE.max, { error: `limit en fazla ${LEDGER_PAGE.max} olabilir` })
    .default(LEDGER_PAGE.default),
});
export type LedgerQuery = z.input<typeof LedgerQuery>;

// ---- events (on the member's stream `user-<id>`, and `streamingRules-main`) ----

const ledgerEntry = {
  userId: z.string(),
  amount: z.number().int().positive(),
  reason: z.string(),
  /** What the points are for; a source is awarded (or spent) at most once. */
  sourceId: z.string(),
  /** The balance after this entry. */
  balance: z.number().int().nonnegative(),
};
export const PointsAwardedV1 = z.object(ledgerEntry);
export const PointsSpentV1 = z.object(ledgerEntry);
/** Gives back a spend (`sourceId` is the spend's), e.g. when a purchase cannot be completed. */
export const PointsRefundedV1 = z.object(ledgerEntry);
export const StreamUrlChangedV1 = z.object({ userId: z.string(), streamUrl: z.string() });

const ruleFields = {
  ruleId: z.string(),
  adminStreamUrl: z.string(),
  pointsReward: z.number().int(),
  description: z.string().nullable(),
};
export const StreamingRuleCreatedV1 = z.object(ruleFields);
export const StreamingRuleChangedV1 = z.object(ruleFields);
export const StreamingRuleActivatedV1 = z.object({ ruleId: z.string() });
export const StreamingRuleDeactivatedV1 = z.object({ ruleId: z.string() });
export const StreamingRuleDeletedV1 = z.object({ ruleId: z.string() });

export const pointsEventSchemas = {
  PointsAwarded: PointsAwardedV1,
  PointsSpent: PointsSpentV1,
  PointsRefunded: PointsRefundedV1,
  StreamUrlChanged: StreamUrlChangedV1,
  StreamingRuleCreated: StreamingRuleCreatedV1,
  StreamingRuleChanged: StreamingRuleChangedV1,
  StreamingRuleActivated: StreamingRuleActivatedV1,
  StreamingRuleDeactivated: StreamingRuleDeactivatedV1,
  StreamingRuleDeleted: StreamingRuleDeletedV1,
} as const;
