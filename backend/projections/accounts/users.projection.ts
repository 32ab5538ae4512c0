import type { Role, UserRegisteredV1, UserRoleChangedV1 } from '@app/contracts';
import type { z } from 'zod';
import { normaliseClaim } from '../../commands/accounts/name-claim.js';
import { defineProjection } from '../../core/projections/projection.js';

/** The `users` read model: profile, role and counters, never the password hash. */
export interface UserDoc {
  _id: string;
  username: string;
  usernameLower: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  streamUrl: string | null;
  role: Role;
  points: number;
  telegramVerified: boolean;
  telegramUsername?: string | null;
  createdAt: string;
  [key: string]: unknown;
}

export const USERS = 'users';

export const usersProjection = defineProjection({
  name: 'users',
  version: 1,
  collections: [USERS],
  handles: ['UserRegistered', 'UserRoleChanged'],
  async apply(event, store) {
    const users = store.collection<UserDoc>(USERS);
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data as z.infer<typeof UserRegisteredV1>;
        const profile = {
          username: d.username,
          usernameLower: normaliseClaim(d.username),
          email: d.email,
          firstName: d.firstName,
          lastName: d.lastName,
          phone: d.phone,
          role: d.role,
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
        return [{ topic: 'auth-user', rooms: [`user:${d.userId}`] }];
      }
      case 'UserRoleChanged': {
        const d = event.data as z.infer<typeof UserRoleChangedV1>;
        await users.updateOne({ _id: d.userId }, { $set: { role: d.role } });
        return [{ topic: 'auth-user', rooms: [`user:${d.userId}`] }];
      }
    }
  },
});
