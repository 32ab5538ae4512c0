import { z } from 'zod';
import { Revision } from '../common.js';
import { EntityId, optionalImage, requiredText, SortOrder } from '../content/index.js';

/** Spec §9: a reward costs 100 points unless staff say otherwise. */
export const DEFAULT_REWARD_COST = 100;
export const REWARD_LIMITS = { maxCost: 10_000_000, maxStock: 1_000_000 } as const;

/** A form or JSON number: numeric strings are accepted, so the admin form can send what it typed. */
const numeric = (v: unknown) => (typeof v === 'string' && v.trim() !== '' && Number.isFinite(Number(v)) ? Number(v) : v);

const PointsCost = z.preprocess(
  numeric,
  z
    .number({
      error: (issue) =>
        issue.input === '' || issue.input === null ? 'Puan bedeli zorunludur' : 'Puan bedeli bir sayı olmalıdır',
    })
    .int({ error: 'Puan bedeli tam sayı olmalıdır' })
    .min(1, { error: 'Puan bedeli en az 1 olmalıdır' })
    .max(REWARD_LIMITS.maxCost, { error: 'Puan bedeli en fazla 10.000.000 olabilir' }),
);

/** null (or an empty field) is unlimited stock (spec §3); otherwise a whole number of units, at least 0. */
const Stock = z.preprocess(
  (v) => (v === undefined || v === null || (typeof v === 'string' && v.trim() === '') ? null : numeric(v)),
  z
    .number({ error: 'Stok bir sayı olmalıdır (sınırsız için boş bırakın)' })
    .int({ error: 'Stok tam sayı olmalıdır' })
    .min(0, { error: 'Stok 0 veya daha büyük olmalıdır' })
    .max(REWARD_LIMITS.maxStock, { error: 'Stok en fazla 1.000.000 olabilir' })
    .nullable(),
);

const IsActive = z.boolean({ error: 'Aktiflik değeri true veya false olmalıdır' });

const rewardFields = {
  title: requiredText('Başlık', 120),
  description: requiredText('Açıklama', 2000),
  imageUrl: optionalImage,
  pointsCost: PointsCost,
  isActive: IsActive,
  stock: Stock,
  sortOrder: SortOrder,
};

export const CreateRewardRequest = z.object({
  ...rewardFields,
  pointsCost: z.preprocess((v) => (v === undefined ? DEFAULT_REWARD_COST : v), PointsCost),
  isActive: IsActive.default(true),
});
export type CreateRewardRequest = z.input<typeof CreateRewardRequest>;

/** Any subset of the fields; the list's switch sends only `isActive`. `stock` sets the units left to sell. */
export const UpdateRewardRequest = z
  .object(rewardFields)
  .partial()
  .refine((v) => Object.values(v).some((x) => x !== undefined), { error: 'Değiştirilecek bir alan gönderin' });
export type UpdateRewardRequest = z.input<typeof UpdateRewardRequest>;

export const PurchaseRewardRequest = z.object({
  rewardId: z.string({ error: 'Ödül seçilmedi' }).pipe(EntityId),
});
export type PurchaseRewardRequest = z.input<typeof PurchaseRewardRequest>;

/** What visitors see: no sales figures, nothing about who bought what. */
export const PublicReward = z.object({
  id: z.string(),
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  pointsCost: z.number().int(),
  isActive: z.boolean(),
  /** Units left; null is unlimited, 0 is sold out. */
  stock: z.number().int().nullable(),
  sortOrder: z.number().int(),
});
export type PublicReward = z.infer<typeof PublicReward>;
export const PublicRewardList = z.array(PublicReward);

export const AdminReward = PublicReward.extend({
  /** Completed purchases that were not cancelled. */
  sold: z.number().int(),
  /** Purchases between reservation and outcome right now (normally 0; the reconciler settles stragglers). */
  reserved: z.number().int(),
  createdAt: z.string(),
  updatedAt: z.string(),
  revision: Revision,
});
export type AdminReward = z.infer<typeof AdminReward>;
export const AdminRewardList = z.array(AdminReward);

/** Spec §3 user reward statuses, plus `cancelled` when staff cancel an order and refund the points. */
export const RewardOrderStatus = z.enum(['pending', 'claimed', 'delivered', 'cancelled']);
export type RewardOrderStatus = z.infer<typeof RewardOrderStatus>;

/** The member's own purchase, for 'Aldığınız Ödüller'. */
export const UserReward = z.object({
  id: z.string(),
  rewardId: z.string(),
  rewardTitle: z.string(),
  pointsSpent: z.number().int(),
  purchasedAt: z.string(),
  status: RewardOrderStatus,
  cancelReason: z.string().nullable(),
});
export type UserReward = z.infer<typeof UserReward>;
export const UserRewardList = z.array(UserReward);

export const PurchaseRewardResponse = z.object({ userReward: UserReward, points: z.number().int() });
export type PurchaseRewardResponse = z.infer<typeof PurchaseRewardResponse>;

/** Staff fulfilment list: who bought what; the member is named by username only. */
export const RewardOrder = UserReward.extend({
  username: z.string().nullable(),
  updatedAt: z.string(),
  cancelledBy: z.string().nullable(),
});
export type RewardOrder = z.infer<typeof RewardOrder>;
export const RewardOrderList = z.array(RewardOrder);

/** Staff move an order forward: pending → claimed → delivered (or straight to delivered). */
export const UpdateRewardOrderRequest = z.object({
  status: z.enum(['claimed', 'delivered'], { error: 'Durum claimed veya delivered olmalıdır' }),
});
export type UpdateRewardOrderRequest = z.input<typeof UpdateRewardOrderRequest>;

export const CancelRewardOrderRequest = z.object({ reason: requiredText('İptal nedeni', 500) });
export type CancelRewardOrderRequest = z.input<typeof CancelRewardOrderRequest>;

// ---- events, on the reward's stream `reward-<id>` ----

export const RewardFieldsV1 = z.object({
  title: z.string(),
  description: z.string(),
  imageUrl: z.string().nullable(),
  pointsCost: z.number().int().positive(),
  isActive: z.boolean(),
  stock: z.number().int().nonnegative().nullable(),
  sortOrder: z.number().int(),
});
export type RewardFields = z.infer<typeof RewardFieldsV1>;

const purchase = { rewardId: z.string(), purchaseId: z.string(), userId: z.string() };
/** Units left after the event, so a projection writes values and never counts (idempotent). */
const stockAfter = z.number().int().nonnegative().nullable();

export const RewardCreatedV1 = RewardFieldsV1.extend({ rewardId: z.string() });
/** Only the fields that changed. */
export const RewardUpdatedV1 = z.object({ rewardId: z.string(), changes: RewardFieldsV1.partial() });
export const RewardDeletedV1 = z.object({ rewardId: z.string() });
/** Step 1 of a purchase: one unit held for the member, the price and title as they were at that moment. */
export const RewardUnitReservedV1 = z.object({
  ...purchase,
  pointsCost: z.number().int().positive(),
  rewardTitle: z.string(),
  stock: stockAfter,
});
/** Step 3: the points were taken (`purchase:<purchaseId>` on the member's ledger); the order is pending. */
export const RewardPurchaseCompletedV1 = z.object({ ...purchase, sold: z.number().int().nonnegative() });
/** Compensation: the points could not be taken (or the purchase was abandoned); the unit goes back. */
export const RewardUnitReleasedV1 = z.object({
  ...purchase,
  reason: z.enum(['insufficient_points', 'member_not_found', 'abandoned']),
  stock: stockAfter,
});
export const RewardOrderStatusChangedV1 = z.object({ ...purchase, status: z.enum(['claimed', 'delivered']) });
/** Staff cancel an order: who and why; the unit goes back to stock and the points are refunded. */
export const RewardOrderCancelledV1 = z.object({
  ...purchase,
  reason: z.string(),
  cancelledBy: z.string().nullable(),
  pointsCost: z.number().int().positive(),
  stock: stockAfter,
  sold: z.number().int().nonnegative(),
});

/**
 * Opens a continuation of a reward's stream (its books were closed): the reward as it stands, and the
 * purchases that may still change (reserved, open orders, and given-back units whose points are not
 * refunded yet). Delivered orders and settled refunds are done with.
 */
export const RewardBooksOpenedV1 = z.object({
  rewardId: z.string(),
  status: z.enum(['live', 'deleted']),
  fields: RewardFieldsV1,
  sold: z.number().int().nonnegative(),
  purchases: z.array(
    z.object({
      purchaseId: z.string(),
      userId: z.string(),
      pointsCost: z.number().int().positive(),
      status: z.enum(['reserved', 'released', 'pending', 'claimed', 'delivered', 'cancelled']),
    }),
  ),
});

export const rewardEventSchemas = {
  RewardCreated: RewardCreatedV1,
  RewardUpdated: RewardUpdatedV1,
  RewardDeleted: RewardDeletedV1,
  RewardUnitReserved: RewardUnitReservedV1,
  RewardPurchaseCompleted: RewardPurchaseCompletedV1,
  RewardUnitReleased: RewardUnitReleasedV1,
  RewardOrderStatusChanged: RewardOrderStatusChangedV1,
  RewardOrderCancelled: RewardOrderCancelledV1,
  RewardBooksOpened: RewardBooksOpenedV1,
} as const;

/** The member's ledger entry of a purchase (PointsSpent / PointsRefunded `sourceId`). */
export const purchaseSourceId = (purchaseId: string) => `purchase:${purchaseId}`;
