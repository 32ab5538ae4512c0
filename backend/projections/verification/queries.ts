import type { SocialVerification } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { USERS, type UserDoc } from '../accounts/users.projection.js';
import { SOCIAL_VERIFICATIONS, type SocialVerificationDoc } from './social-verifications.projection.js';

const toVerification = (d: SocialVerificationDoc, userEmail: string | null): SocialVerification => ({
  id: d._id,
  platform: d.platform,
  platformUsername: d.platformUsername,
  userEmail,
  status: d.status,
  points: d.points,
  createdAt: d.createdAt,
  rejectionReason: d.rejectionReason,
});

const verifications = (read: ReadStore) => read.collection<SocialVerificationDoc>(SOCIAL_VERIFICATIONS);

export const findVerification = (read: ReadStore, id: string) => verifications(read).findOne({ _id: id });

/** The member's own requests, newest first. */
export async function myVerifications(read: ReadStore, user: Pick<UserDoc, '_id' | 'email'>) {
  const docs = await verifications(read).find({ userId: user._id }, { sort: { createdAt: -1, _id: 1 } });
  return docs.map((d) => toVerification(d, user.email));
}

/** Staff queue: pending requests, oldest first (first come, first served), with the member's e-mail. */
export async function pendingVerifications(read: ReadStore) {
  const docs = await verifications(read).find({ status: 'pending' }, { sort: { createdAt: 1, _id: 1 } });
  const ids = [...new Set(docs.map((d) => d.userId))];
  const users = await read.collection<UserDoc>(USERS).find({ _id: { $in: ids } }, { projection: { email: 1 } });
  const emails = new Map(users.map((u) => [u._id, u.email]));
  return docs.map((d) => toVerification(d, emails.get(d.userId) ?? null));
}
