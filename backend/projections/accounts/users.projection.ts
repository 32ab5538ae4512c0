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
        const doc: UserDoc = {
          _id: d.userId,
          username: d.username,
          usernameLower: normaliseClaim(d.username),
          email: d.email,
          firstName: d.firstName,
          lastName: d.lastName,
          phone: d.phone,
          streamUrl: d.streamUrl,
          role: d.role,
          points: 0,
          telegramVerified: false,
          createdAt: event.metadata.at,
        };
        // $set of the whole document: applying the same event twice gives the same document.
        const { _id, ...fields } = doc;
        await users.updateOne({ _id }, { $set: fields }, { upsert: true });
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
