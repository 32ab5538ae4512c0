import { purchaseSourceId } from '@app/contracts';
import type { Books } from '../../core/decider.js';
import type { EventStore } from '../../core/event-store/event-store.js';
import { loadState } from '../../core/load-state.js';
import { toUserStreamId } from '../accounts/account/user.js';
import { ledgerDecider } from '../points/ledger.js';
import type { Purchase, RewardEvent, RewardState } from './reward.js';

/** Points were taken for the purchase and not given back yet: the reconciler still has to refund them. */
async function refundPending(events: EventStore, p: Purchase, purchaseId: string) {
  const ledger = await loadState(events, toUserStreamId(p.userId), ledgerDecider);
  const source = purchaseSourceId(purchaseId);
  return ledger.spent.has(source) && !ledger.refunded.has(source);
}

/** Whether a purchase may still change: a command or the reconciler may yet act on it. */
async function stillOpen(events: EventStore, p: Purchase, purchaseId: string) {
  if (p.status === 'delivered') return false; // final: no step follows delivery
  if (p.status === 'released' || p.status === 'cancelled') return refundPending(events, p, purchaseId);
  return true; // reserved, pending, claimed
}

/**
 * A reward's stream takes every purchase (three events each), so its books are closed every thousand
 * events: the next stream opens with the reward as it stands and only the purchases that may still
 * change. Never-oversell holds as before: every reservation is still appended at the revision it was
 * decided on, in whichever stream is open.
 */
export const rewardBooks: Books<RewardEvent, RewardState> = {
  every: 1000,
  async summarise(state, events) {
    const purchases = [];
    for (const [purchaseId, p] of state.purchases)
      if (await stillOpen(events, p, purchaseId)) purchases.push({ purchaseId, ...p });
    const status = state.status === 'deleted' ? 'deleted' : 'live';
    return {
      type: 'RewardBooksOpened',
      data: { rewardId: state.rewardId!, status, fields: state.fields!, sold: state.sold, purchases },
    };
  },
};
