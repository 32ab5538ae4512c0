import type { AdminUser, Role } from '@app/contracts';
import { normaliseClaim } from '@app/contracts';
import { DomainError } from '../../core/errors.js';
import type { Filter, ReadStore } from '../../core/read-store/read-store.js';
import { type UserDoc, USERS } from './users.projection.js';

export const toAdminUser = (u: UserDoc): AdminUser => ({
  id: u._id,
  username: u.username,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  points: u.points ?? 0,
  role: u.role,
  banned: u.banned === true,
  telegramVerified: u.telegramVerified === true,
  erased: u.erased === true,
  createdAt: u.createdAt,
});

export interface AdminUsersFilter {
  search?: string;
  role?: Role;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * The search folds like usernames do (İ/I/ı/i all → i, any case), so "ILKER", "ilker" and "İlker"
 * find the same members; it matches a part of the username or of the e-mail.
 */
function filterOf({ search, role }: AdminUsersFilter): Filter[] {
  const parts: Filter[] = [];
  // Every member has a username since the users projection alone writes this collection; the clause keeps `$and` non-empty.
  parts.push({ username: { $exists: true } });
  if (role) parts.push({ role });
  const folded = search ? normaliseClaim(search) : '';
  if (folded) {
    const pattern = escapeRegex(folded);
    parts.push({ $or: [{ usernameLower: { $regex: pattern } }, { emailLower: { $regex: pattern } }] });
  }
  return parts;
}

const users = (read: ReadStore) => read.collection<UserDoc>(USERS);
const NEWEST_FIRST = { createdAt: -1, _id: -1 } as const;

/** Keyset paging on (createdAt, id), newest first: a page never repeats or skips a member who registers meanwhile. */
async function page(read: ReadStore, filter: AdminUsersFilter, limit: number, after?: Pick<UserDoc, '_id' | 'createdAt'>) {
  const parts = filterOf(filter);
  if (after) {
    parts.push({ $or: [{ createdAt: { $lt: after.createdAt } }, { createdAt: after.createdAt, _id: { $lt: after._id } }] });
  }
  return users(read).find({ $and: parts }, { sort: NEWEST_FIRST, limit });
}

export const BEFORE_UNKNOWN = 'before geçerli bir üye kimliği olmalıdır';

/** GET /api/admin/users: one page; `before` is the id of the last member of the previous page. */
export async function listAdminUsers(read: ReadStore, q: AdminUsersFilter & { limit: number; before?: string }) {
  let after: UserDoc | null | undefined;
  if (q.before) {
    after = await users(read).findOne({ _id: q.before });
    if (!after) throw new DomainError('validation_error', BEFORE_UNKNOWN);
  }
  return (await page(read, q, q.limit, after ?? undefined)).map(toAdminUser);
}

/** Every matching member, page by page (the CSV export streams these). */
export async function* adminUserPages(read: ReadStore, filter: AdminUsersFilter, size = 500): AsyncGenerator<AdminUser[]> {
  let after: UserDoc | undefined;
  for (;;) {
    const docs = await page(read, filter, size, after);
    if (docs.length > 0) yield docs.map(toAdminUser);
    if (docs.length < size) return;
    after = docs.at(-1);
  }
}

export async function findAdminUser(read: ReadStore, userId: string): Promise<AdminUser | null> {
  const doc = await users(read).findOne({ _id: userId });
  return doc && typeof doc.username === 'string' ? toAdminUser(doc) : null;
}
