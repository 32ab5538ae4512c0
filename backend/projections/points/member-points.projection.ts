import { Topic, normaliseClaim, type PointsAwardedV1, type StreamUrlChangedV1, type TelegramAccountVerifiedV1, type UserRegisteredV1 } from '@app/contracts';
import type { z } from 'zod';
import type { RecordedEvent } from '../../core/event-store/event-store.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import { USERS } from '../accounts/users.projection.js';

/** One document per member: what the leaderboard ranks, and the member fields this slice owns. */
export interface MemberPointsDoc {
  _id: string;
  username: string;
  usernameLower: string;
  points: number;
  /** Log position at which the member reached `points`: of two equal scores, the earlier ranks higher. */
  reachedAt: number;
  streamUrl: string | null;
  telegramVerified: boolean;
  telegramUsername: string | null;
  /** Banned members leave the leaderboard (and come back when the ban is lifted). */
  banned?: boolean;
  [key: string]: unknown;
}

export const MEMBER_POINTS = 'memberPoints';
const LEDGER = ['PointsAwarded', 'PointsSpent', 'PointsRefunded', 'PointsAdjusted'];
const BANS = ['UserBanned', 'UserUnbanned'];

/**
 * The `users` read model's `points`, `telegramVerified`, `telegramUsername` and `streamUrl` follow this
 * slice's events. They are written whole ($set of values carried by the events, never $inc), so
 * applying an event twice changes nothing; all four are written together, from this projection's own
 * document, so it does not matter whether the users projection inserted the member before or after.
 */
async function syncUser(store: ReadStore, userId: string) {
  const doc = await store.collection<MemberPointsDoc>(MEMBER_POINTS).findOne({ _id: userId });
  if (!doc) return;
  const { points, telegramVerified, telegramUsername, streamUrl } = doc;
  await store.collection(USERS).updateOne({ _id: userId }, { $set: { points, telegramVerified, telegramUsername, streamUrl } }, { upsert: true });
}

/** The member's own account, the staff's users screen (points, Telegram) and, for a balance change, the board. */
const changed = (userId: string, leaderboard: boolean): ChangeNotice[] => [
  { topic: Topic.authUser, rooms: [`user:${userId}`] },
  { topic: Topic.adminUsers, ids: [userId], rooms: ['staff'] },
  ...(leaderboard ? [{ topic: Topic.leaderboard, rooms: ['public'] } satisfies ChangeNotice] : []),
];

async function apply(event: RecordedEvent, store: ReadStore): Promise<ChangeNotice[]> {
  const members = store.collection<MemberPointsDoc>(MEMBER_POINTS);
  if (event.type === 'UserRegistered') {
    const d = event.data as z.infer<typeof UserRegisteredV1>;
    await members.updateOne(
      { _id: d.userId },
      {
        $set: { username: d.username, usernameLower: normaliseClaim(d.username), streamUrl: d.streamUrl },
        $setOnInsert: { points: 0, reachedAt: event.position, telegramVerified: false, telegramUsername: null },
      },
      { upsert: true },
    );
    return [];
  }
  const userId = (event.data as { userId: string }).userId;
  if (BANS.includes(event.type)) {
    await members.updateOne({ _id: userId }, { $set: { banned: event.type === 'UserBanned' } });
    return [{ topic: 'leaderboard', rooms: ['public'] }];
  }
  if (LEDGER.includes(event.type)) {
    const { balance } = event.data as z.infer<typeof PointsAwardedV1>;
    await members.updateOne({ _id: userId }, { $set: { points: balance, reachedAt: event.position } });
  } else if (event.type === 'StreamUrlChanged') {
    await members.updateOne({ _id: userId }, { $set: { streamUrl: (event.data as z.infer<typeof StreamUrlChangedV1>).streamUrl } });
  } else if (event.type === 'TelegramAccountVerified') {
    const d = event.data as z.infer<typeof TelegramAccountVerifiedV1>;
    await members.updateOne({ _id: userId }, { $set: { telegramVerified: true, telegramUsername: d.telegramUsername } });
  }
  await syncUser(store, userId);
  return changed(userId, LEDGER.includes(event.type));
}

export const memberPointsProjection = defineProjection({
  name: 'member-points',
  // v2: staff adjustments and bans (rebuilt together with the users read model, whose fields it writes).
  version: 2,
  collections: [MEMBER_POINTS],
  handles: ['UserRegistered', ...LEDGER, 'StreamUrlChanged', 'TelegramAccountVerified', ...BANS],
  apply,
});
