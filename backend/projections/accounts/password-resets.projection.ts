import { defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';

/**
 * Which member a reset link's token belongs to, by the token's SHA-256 (the link carries only the token).
 * Only a lookup: whether the link may still be used is decided on the member's own stream.
 */
export interface PasswordResetDoc {
  _id: string;
  userId: string;
  [key: string]: unknown;
}

export const PASSWORD_RESETS = 'passwordResets';

export const passwordResetsProjection = defineProjection({
  name: 'password-resets',
  version: 1,
  collections: [PASSWORD_RESETS],
  indexes: [{ collection: PASSWORD_RESETS, keys: { userId: 1 } }],
  handles: ['PasswordResetRequested', 'UserPasswordChanged'],
  async apply(event, store) {
    const resets = store.collection<PasswordResetDoc>(PASSWORD_RESETS);
    if (event.type === 'PasswordResetRequested') {
      const { userId, tokenHash } = event.data;
      // A newer link voids the older ones.
      await resets.deleteMany({ userId, _id: { $ne: tokenHash } });
      await resets.updateOne({ _id: tokenHash }, { $set: { userId } }, { upsert: true });
    } else {
      await resets.deleteMany({ userId: event.data.userId });
    }
  },
});

export const userOfResetToken = async (read: ReadStore, tokenHash: string) =>
  (await read.collection<PasswordResetDoc>(PASSWORD_RESETS).findOne({ _id: tokenHash }))?.userId ?? null;
