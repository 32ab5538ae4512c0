import type { ReadStore } from '../../core/read-store/read-store.js';
import { sessionIdsOf } from '../accounts/queries.js';
import { listUserRewards } from '../rewards/queries.js';

/** The lookups a KVKK erasure makes on the read side (handed to the command by app.ts and server.ts). */
export const erasureReads = (read: ReadStore) => ({
  openSessionIds: (userId: string) => sessionIdsOf(read, userId),
  pendingOrders: async (userId: string) =>
    (await listUserRewards(read, userId))
      .filter((o) => o.status === 'pending')
      .map((o) => ({ rewardId: o.rewardId, purchaseId: o.id })),
});
