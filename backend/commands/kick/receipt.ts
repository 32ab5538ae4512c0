import type { KickEventOf, KickReceipt } from '@app/contracts';
import type { Decider } from '../../core/decider.js';

/** One stream per Kick delivery, keyed by Kick's message id: the idempotency key the docs name. */
export const toKickMessageStreamId = (messageId: string) => `kickMessage-${messageId}`;

type ReceiptEvent = KickReceipt | KickEventOf<'KickMessageProcessed'>;
export type ReceiptCommand = { type: 'RecordReceipt'; receipt: KickReceipt } | { type: 'MarkProcessed' };
export interface ReceiptState {
  receipt: KickReceipt | null;
  processed: boolean;
}

/** A delivery is recorded once (a redelivery decides nothing) and marked processed once its work is done. */
export const receiptDecider: Decider<ReceiptCommand, ReceiptEvent, ReceiptState> = {
  initialState: () => ({ receipt: null, processed: false }),
  evolve(state, event) {
    if (event.type === 'KickMessageProcessed') return { ...state, processed: true };
    return { ...state, receipt: event };
  },
  decide(command, state) {
    switch (command.type) {
      case 'RecordReceipt':
        return state.receipt ? [] : [command.receipt];
      case 'MarkProcessed':
        if (!state.receipt || state.processed) return [];
        return [{ type: 'KickMessageProcessed', data: { messageId: state.receipt.data.messageId } }];
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
