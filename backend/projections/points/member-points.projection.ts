import { Topic, normaliseClaim } from '@app/contracts';
import { type LogEvent, ofType } from '../../core/event-types.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';

/** One document per member: what the leaderboard ranks. */
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
const LEDGER = ['PointsAwarded', 'PointsSpent', 'PointsRefunded', 'PointsAdjusted'] as const;
const BANS = ['UserBanned', 'UserUnbanned'] as const;
const HANDLES = ['UserRegistered', ...LEDGER, 'StreamUrlChanged', 'TelegramAccountVerified', ...BANS, 'MemberErased'] as const;
const isLedger = ofType(LEDGER);

/** The board, for a balance change (the users projection tells the member and the staff). */
const changed = (leaderboard: boolean): ChangeNotice[] => (leaderboard ? [{ topic: Topic.leaderboard, rooms: ['public'] }] : []);

async function apply(event: LogEvent<(typeof HANDLES)[number]>, store: ReadStore): Promise<ChangeNotice[]> {
  const members = store.collection<MemberPointsDoc>(MEMBER_POINTS);
  if (event.type === 'UserRegistered') {
    const d = event.data;
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
  const userId = event.data.userId;
  if (event.type === 'UserBanned' || event.type === 'UserUnbanned') {
    await members.updateOne({ _id: userId }, { $set: { banned: event.type === 'UserBanned' } });
    return [{ topic: Topic.leaderboard, rooms: ['public'] }];
  }
  if (event.type === 'MemberErased') {
    // Leaves the board as a banned member does; the balance stays (totals do not change), the rest is scrubbed.
    const { pseudonym } = event.data;
    const scrubbed = { username: pseudonym, usernameLower: normaliseClaim(pseudonym), streamUrl: null, telegramUsername: null };
    await members.updateOne({ _id: userId }, { $set: { ...scrubbed, banned: true } });
    return [{ topic: Topic.leaderboard, rooms: ['public'] }];
  }
  if (isLedger(event)) {
    const { balance } = event.data;
    await members.updateOne({ _id: userId }, { $set: { points: balance, reachedAt: event.position } });
  } else if (event.type === 'StreamUrlChanged') {
    await members.updateOne({ _id: userId }, { $set: { streamUrl: event.data.streamUrl } });
  } else if (event.type === 'TelegramAccountVerified') {
    const d = event.data;
    await members.updateOne({ _id: userId }, { $set: { telegramVerified: true, telegramUsername: d.telegramUsername } });
  }
  return changed(isLedger(event));
}

export const memberPointsProjection = defineProjection({
  name: 'member-points',
  // v2: staff adjustments and bans. It writes only its own collection: the users read model follows the
  // same events itself, so either can be rebuilt alone.
  version: 2,
  collections: [MEMBER_POINTS],
  indexes: [{ collection: MEMBER_POINTS, keys: { points: -1, reachedAt: 1, usernameLower: 1 } }], // the leaderboard
  handles: [...HANDLES],
  apply,
});
