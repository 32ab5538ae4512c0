import { contractSlice } from '../contract-slice.js';
import { Erased, ofKickAccount, personal } from '../personal-parts.js';
import { kickEventSchemas } from './events.js';

const { empty: E, null: N, zero: Z } = Erased;

export const kickEvents = contractSlice({
  slice: 'kick',
  streams:
    '`kickMessage-<Kick message id>`, `kickChannel-main`, `kickSettings-main`, `kickLinkCode-<code>`, `user-<id>` (the account claims are no longer written)',
  events: kickEventSchemas,
  personal: {
    KickAccountLinked: [personal('userId', { kickUserId: Z, kickUsername: E })],
    KickAccountUnlinked: [personal('userId', { kickUserId: Z })],
    // Kick's deliveries name the sender's Kick account (and a `!bagla` receipt its code, which leads to the member).
    KickChatMessageReceived: [ofKickAccount('kickUserId', { kickUserId: Z, senderName: N, linkCode: N })],
    KickFollowReceived: [ofKickAccount('kickUserId', { kickUserId: Z })],
    KickSubscriptionReceived: [ofKickAccount('kickUserId', { kickUserId: Z })],
    KickSubscriptionsGifted: [ofKickAccount('gifterKickUserId', { gifterKickUserId: N })],
    KicksGiftReceived: [ofKickAccount('kickUserId', { kickUserId: Z })],
  },
});
