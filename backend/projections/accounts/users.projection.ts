import { Topic, normaliseClaim, type Role, type UserBannedV1, type UserRegisteredV1, type UserRoleChangedV1 } from '@app/contracts';
import type { z } from 'zod';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';

/** The `users` read model: profile, role and counters, never the password hash. */
export interface UserDoc {
  _id: string;
  username: string;
  usernameLower: string;
  email: string;
  /** The e-mail folded like the username (İ/I/ı/i → i), for the staff search. */
  emailLower: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  streamUrl: string | null;
  role: Role;
  points: number;
  telegramVerified: boolean;
  telegramUsername?: string | null;
  /** A banned member's sessions no longer count, and they cannot log in. */
  banned: boolean;
  createdAt: string;
  [key: string]: unknown;
}

export const USERS = 'users';

/**
 * A role or ban changes what the member's socket may hear: the socket layer drops their sockets on
 * ACCOUNT_CHANGED_TOPIC and the client connects again, joining the rooms its session now allows.
 */
const accountChanged = (userId: string): ChangeNotice[] => [
  { topic: Topic.authUser, rooms: [`user:${userId}`] },
  { topic: Topic.accountChanged, ids: [userId], rooms: [`user:${userId}`] },
  { topic: Topic.adminUsers, ids: [userId], rooms: ['staff'] },
];

export const usersProjection = defineProjection({
  name: 'users',
  // v2: emailLower and banned.
  version: 2,
  collections: [USERS],
  handles: ['UserRegistered', 'UserRoleChanged', 'UserBanned', 'UserUnbanned'],
  async apply(event, store) {
    const users = store.collection<UserDoc>(USERS);
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data as z.infer<typeof UserRegisteredV1>;
        const profile = {
          username: d.username,
          usernameLower: normaliseClaim(d.username),
          email: d.email,
          emailLower: normaliseClaim(d.email),
          firstName: d.firstName,
          lastName: d.lastName,
          phone: d.phone,
          role: d.role,
          // Registration comes before any ban in the log, so it may set this outright.
          banned: false,
          createdAt: event.metadata.at,
        };
        // The points projection writes points, streamUrl and the Telegram fields of the same document and
        // may run ahead of this one (rebuilds, MongoDB): registration only seeds them when they are absent.
        await users.updateOne(
          { _id: d.userId },
          {
            $set: profile,
            $setOnInsert: { points: 0, telegramVerified: false, telegramUsername: null, streamUrl: d.streamUrl },
          },
          { upsert: true },
        );
        return [
          { topic: Topic.authUser, rooms: [`user:${d.userId}`] },
          { topic: Topic.adminUsers, ids: [d.userId], rooms: ['staff'] },
        ];
      }
      case 'UserRoleChanged': {
        const d = event.data as z.infer<typeof UserRoleChangedV1>;
        await users.updateOne({ _id: d.userId }, { $set: { role: d.role } });
        return accountChanged(d.userId);
      }
      case 'UserBanned':
      case 'UserUnbanned': {
        const d = event.data as z.infer<typeof UserBannedV1>;
        await users.updateOne({ _id: d.userId }, { $set: { banned: event.type === 'UserBanned' } });
        return accountChanged(d.userId);
      }
    }
  },
});
