import { Topic, normaliseClaim } from '@app/contracts';
import { ofType } from '../../core/event-types.js';
import type { MemberAccount } from '../../core/member-account.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';

/** The `users` read model: profile, role and counters, never the password hash. */
export interface UserDoc extends MemberAccount {
  usernameLower: string;
  /** The e-mail folded like the username (İ/I/ı/i → i), for the staff search. */
  emailLower: string;
  [key: string]: unknown;
}

export const USERS = 'users';
/** Every event that sets a member's balance carries the balance after it. */
const BALANCE_CHANGES = ['PointsAwarded', 'PointsSpent', 'PointsRefunded', 'PointsAdjusted'] as const;
const isBalanceChange = ofType(BALANCE_CHANGES);

/**
 * A role or ban changes what the member's socket may hear: the socket layer drops their sockets on
 * ACCOUNT_CHANGED_TOPIC and the client connects again, joining the rooms its session now allows.
 */
const accountChanged = (userId: string): ChangeNotice[] => [
  { topic: Topic.authUser, rooms: [`user:${userId}`] },
  { topic: Topic.accountChanged, ids: [userId], rooms: [`user:${userId}`] },
  { topic: Topic.adminUsers, ids: [userId], rooms: ['staff'] },
];

/** The member's own account and the staff's users screen. */
const memberChanged = (userId: string): ChangeNotice[] => [
  { topic: Topic.authUser, rooms: [`user:${userId}`] },
  { topic: Topic.adminUsers, ids: [userId], rooms: ['staff'] },
];

/** What an erased member's account reads as: banned (no login, no board, no draw entry), nothing personal. */
const erasedAccount = (pseudonym: string) => ({
  username: pseudonym,
  usernameLower: normaliseClaim(pseudonym),
  email: '',
  emailLower: '',
  firstName: null,
  lastName: null,
  phone: null,
  streamUrl: null,
  telegramUsername: null,
  banned: true,
  erased: true,
});

export const usersProjection = defineProjection({
  name: 'users',
  // v2: emailLower and banned. v3: points, stream link and Telegram come from their own events here (the
  // member-points projection used to write them into this collection, so rebuilding users alone zeroed points).
  // v4: twoFactorEnabled.
  version: 4,
  collections: [USERS],
  // The staff list pages newest first, all members or one role (the search narrows within those).
  indexes: [
    { collection: USERS, keys: { createdAt: -1, _id: -1 } },
    { collection: USERS, keys: { role: 1, createdAt: -1, _id: -1 } },
  ],
  handles: [
    'UserRegistered',
    'UserRoleChanged',
    'UserBanned',
    'UserUnbanned',
    ...BALANCE_CHANGES,
    'StreamUrlChanged',
    'TelegramAccountVerified',
    'TwoFactorEnabled',
    'TwoFactorReset',
    'MemberErased',
  ],
  async apply(event, store) {
    const users = store.collection<UserDoc>(USERS);
    if (isBalanceChange(event)) {
      // The balance the event carries, set outright: applying it twice changes nothing.
      const d = event.data;
      await users.updateOne({ _id: d.userId }, { $set: { points: d.balance } });
      return memberChanged(d.userId);
    }
    switch (event.type) {
      case 'UserRegistered': {
        const d = event.data;
        const profile = {
          username: d.username,
          usernameLower: normaliseClaim(d.username),
          email: d.email,
          emailLower: normaliseClaim(d.email),
          firstName: d.firstName,
          lastName: d.lastName,
          phone: d.phone,
          role: d.role,
          // Registration comes before any ban, balance or Telegram event in the log, so it sets them outright.
          banned: false,
          createdAt: event.metadata.at,
          points: 0,
          telegramVerified: false,
          telegramUsername: null,
          streamUrl: d.streamUrl,
        };
        await users.updateOne({ _id: d.userId }, { $set: profile }, { upsert: true });
        return [
          { topic: Topic.authUser, rooms: [`user:${d.userId}`] },
          { topic: Topic.adminUsers, ids: [d.userId], rooms: ['staff'] },
        ];
      }
      case 'UserRoleChanged': {
        const d = event.data;
        await users.updateOne({ _id: d.userId }, { $set: { role: d.role } });
        return accountChanged(d.userId);
      }
      case 'UserBanned':
      case 'UserUnbanned': {
        const d = event.data;
        await users.updateOne({ _id: d.userId }, { $set: { banned: event.type === 'UserBanned' } });
        return accountChanged(d.userId);
      }
      case 'StreamUrlChanged': {
        const d = event.data;
        await users.updateOne({ _id: d.userId }, { $set: { streamUrl: d.streamUrl } });
        return memberChanged(d.userId);
      }
      case 'TwoFactorEnabled':
      case 'TwoFactorReset': {
        const { userId } = event.data;
        await users.updateOne({ _id: userId }, { $set: { twoFactorEnabled: event.type === 'TwoFactorEnabled' } });
        return accountChanged(userId);
      }
      case 'MemberErased': {
        // KVKK erasure: the account stays (balances, ids) under its pseudonym; everything personal goes.
        const { userId, pseudonym } = event.data;
        await users.updateOne({ _id: userId }, { $set: erasedAccount(pseudonym) });
        return accountChanged(userId);
      }
      case 'TelegramAccountVerified': {
        const d = event.data;
        await users.updateOne({ _id: d.userId }, { $set: { telegramVerified: true, telegramUsername: d.telegramUsername } });
        return memberChanged(d.userId);
      }
    }
  },
});
