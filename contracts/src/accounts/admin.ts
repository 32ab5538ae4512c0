import { z } from 'zod';
import { Role } from '../common.js';
import { Topic } from '../topics.js';

/**
 * The operators' view of members and staff (`/admin/kullanicilar`): who they are, what they hold,
 * and the role and ban controls. Staff read it; only a super_admin changes roles and bans.
 */

/**
 * The notice that tells the socket layer a member's role or ban changed: their sockets are dropped
 * and connect again, so they hear only the rooms their session now allows (none of a banned member's).
 */
export const ACCOUNT_CHANGED_TOPIC = Topic.accountChanged;

export const ADMIN_USERS_PAGE = { default: 50, max: 200 } as const;

export const RoleFilter = z.enum(Role.options, { error: 'Rol super_admin, editor, viewer veya user olmalıdır' });

const emptyToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const pageLimit = (page: { default: number; max: number }) =>
  z.coerce
    .number({ error: 'limit bir sayı olmalıdır' })
    .int({ error: 'limit tam sayı olmalıdır' })
    .min(1, { error: 'limit en az 1 olmalıdır' })
    .max(page.max, { error: `limit en fazla ${page.max} olabilir` })
    .default(page.default);

export const AdminUsersQuery = z.object({
  /** Part of the username or e-mail, in any case (İ/i and I/ı count as the same letter). */
  search: z.preprocess(
    emptyToUndefined,
    z.string().trim().max(100, { error: 'Arama en fazla 100 karakter olabilir' }).optional(),
  ),
  role: z.preprocess(emptyToUndefined, RoleFilter.optional()),
  limit: pageLimit(ADMIN_USERS_PAGE),
  /** The `id` of the last member of the previous page. */
  before: z.preprocess(emptyToUndefined, z.string().max(64, { error: 'before geçerli bir üye kimliği olmalıdır' }).optional()),
});
export type AdminUsersQuery = z.input<typeof AdminUsersQuery>;

export const AdminUser = z.object({
  id: z.string(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  points: z.number().int(),
  role: Role,
  banned: z.boolean(),
  telegramVerified: z.boolean(),
  /** Erased under KVKK: the username is the pseudonym, nothing personal is left, nothing can be done to it. */
  erased: z.boolean(),
  createdAt: z.string(),
});
export type AdminUser = z.infer<typeof AdminUser>;
/** Newest members first. */
export const AdminUserList = z.array(AdminUser);

export const UpdateUserRequest = z
  .object({
    role: z.enum(Role.options, { error: 'Rol super_admin, editor, viewer veya user olmalıdır' }).optional(),
    banned: z.boolean({ error: 'Engel durumu true veya false olmalıdır' }).optional(),
  })
  .refine((v) => v.role !== undefined || v.banned !== undefined, { error: 'Rol veya engel durumu gönderin' });
export type UpdateUserRequest = z.input<typeof UpdateUserRequest>;

export const POINTS_ADJUSTMENT_MAX = 1_000_000;

export const AdjustPointsRequest = z.object({
  // A JSON number only: coercion would credit "100", [5] or true (issue 26).
  delta: z
    .number({ error: 'Puan değişikliği bir sayı olmalıdır' })
    .int({ error: 'Puan değişikliği tam sayı olmalıdır' })
    .min(-POINTS_ADJUSTMENT_MAX, { error: 'Puan değişikliği en az -1.000.000 olabilir' })
    .max(POINTS_ADJUSTMENT_MAX, { error: 'Puan değişikliği en fazla 1.000.000 olabilir' })
    .refine((n) => n !== 0, { error: 'Puan değişikliği sıfır olamaz' }),
  reason: z
    .string({ error: 'Gerekçe zorunludur' })
    .trim()
    .min(3, { error: 'Gerekçe en az 3 karakter olmalıdır' })
    .max(300, { error: 'Gerekçe en fazla 300 karakter olabilir' }),
});
export type AdjustPointsRequest = z.input<typeof AdjustPointsRequest>;

export const AdjustPointsResponse = z.object({ user: AdminUser, balance: z.number().int() });
export type AdjustPointsResponse = z.infer<typeof AdjustPointsResponse>;

// ---- events (on the access stream `accountAccess-main`, and the member's `user-<id>`) ----

export const UserBannedV1 = z.object({ userId: z.string() });
export const UserUnbannedV1 = z.object({ userId: z.string() });
/** A staff correction of the balance: signed, with the staff's reason; `balance` is the balance after it. */
export const PointsAdjustedV1 = z.object({
  userId: z.string(),
  delta: z.number().int(),
  reason: z.string(),
  balance: z.number().int().nonnegative(),
});

export const adminAccountEventSchemas = {
  UserBanned: UserBannedV1,
  UserUnbanned: UserUnbannedV1,
  PointsAdjusted: PointsAdjustedV1,
} as const;
