import type { CurrentUser } from '@app/contracts';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { type SessionDoc, SESSIONS } from './sessions.projection.js';
import { type UserDoc, USERS } from './users.projection.js';

/** The member's own account as the API shows it (from the session's user or the read model). */
export const toCurrentUser = (u: Omit<CurrentUser, 'id'> & { _id: string }): CurrentUser => ({
  id: u._id,
  username: u.username,
  email: u.email,
  firstName: u.firstName,
  lastName: u.lastName,
  phone: u.phone,
  streamUrl: u.streamUrl,
  role: u.role,
  points: u.points,
  telegramVerified: u.telegramVerified,
});

export const findUser = (read: ReadStore, userId: string) => read.collection<UserDoc>(USERS).findOne({ _id: userId });

export const findCurrentUser = async (read: ReadStore, userId: string) => {
  const user = await findUser(read, userId);
  return user ? toCurrentUser(user) : null;
};

/** The ids of a member's live sessions (the admin bootstrap ends them before adopting the account). */
export const sessionIdsOf = async (read: ReadStore, userId: string) =>
  (await read.collection<SessionDoc>(SESSIONS).find({ userId }, { projection: { _id: 1 } })).map((s) => s._id);
