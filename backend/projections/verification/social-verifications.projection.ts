import { Topic, type SocialPlatform, type VerificationStatus } from '@app/contracts';
import type { LogEvent } from '../../core/event-types.js';
import { type ChangeNotice, defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';

export interface SocialVerificationDoc {
  _id: string;
  userId: string;
  platform: SocialPlatform;
  platformUsername: string;
  status: VerificationStatus;
  points: number;
  createdAt: string;
  decidedAt: string | null;
  rejectionReason: string | null;
  [key: string]: unknown;
}

export const SOCIAL_VERIFICATIONS = 'socialVerifications';

const HANDLES = [
  'SocialVerificationRequested',
  'SocialVerificationApproved',
  'SocialVerificationRejected',
  'SocialVerificationDeleted',
  'TelegramAccountVerified',
  'MemberErased',
] as const;

/** Whole-document $sets keyed by the verification id: applying an event twice changes nothing. */
async function write(event: LogEvent<(typeof HANDLES)[number]>, store: ReadStore) {
  const coll = store.collection<SocialVerificationDoc>(SOCIAL_VERIFICATIONS);
  const at = event.metadata.at;
  switch (event.type) {
    case 'SocialVerificationRequested': {
      const { verificationId, userId, platform, platformUsername, points } = event.data;
      const doc = {
        userId,
        platform,
        platformUsername,
        status: 'pending',
        points,
        createdAt: at,
        decidedAt: null,
        rejectionReason: null,
      };
      return coll.updateOne({ _id: verificationId }, { $set: doc }, { upsert: true });
    }
    case 'SocialVerificationApproved': {
      const { verificationId, points } = event.data;
      return coll.updateOne({ _id: verificationId }, { $set: { status: 'approved', points, decidedAt: at } });
    }
    case 'SocialVerificationRejected': {
      const { verificationId, rejectionReason } = event.data;
      return coll.updateOne({ _id: verificationId }, { $set: { status: 'rejected', rejectionReason, decidedAt: at } });
    }
    case 'SocialVerificationDeleted':
      return coll.deleteOne({ _id: event.data.verificationId });
    case 'MemberErased':
      // KVKK: the verifications stay (their points were paid), without the handles.
      return coll.updateMany({ userId: event.data.userId }, { $set: { platformUsername: '' } });
    case 'TelegramAccountVerified': {
      const d = event.data;
      const doc = {
        userId: d.userId,
        platform: 'telegram',
        platformUsername: d.telegramUsername ?? d.telegramName,
        status: 'approved',
        points: d.points,
        createdAt: at,
        decidedAt: at,
        rejectionReason: null,
      };
      return coll.updateOne({ _id: d.verificationId }, { $set: doc }, { upsert: true });
    }
  }
}

export const socialVerificationsProjection = defineProjection({
  name: 'social-verifications',
  version: 1,
  collections: [SOCIAL_VERIFICATIONS],
  indexes: [
    { collection: SOCIAL_VERIFICATIONS, keys: { status: 1, createdAt: 1 } }, // the staff queue
    { collection: SOCIAL_VERIFICATIONS, keys: { userId: 1, createdAt: -1 } },
  ],
  handles: [...HANDLES],
  async apply(event, store): Promise<ChangeNotice[]> {
    await write(event, store);
    const { userId } = event.data;
    return [
      { topic: Topic.socialVerifications, rooms: [`user:${userId}`] },
      { topic: Topic.adminSocialVerifications, rooms: ['staff'] },
    ];
  },
});
