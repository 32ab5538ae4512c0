import { contractSlice } from '../contract-slice.js';
import { Erased, personal } from '../personal-parts.js';
import { verificationEventSchemas } from './index.js';

const { empty: E, null: N, zero: Z } = Erased;

export const verificationEvents = contractSlice({
  slice: 'verification',
  streams: '`user-<id>`, `telegramCode-<code>` (`TelegramAccountClaimed` is no longer written)',
  events: verificationEventSchemas,
  personal: {
    SocialVerificationRequested: [personal('userId', { platformUsername: E })],
    TelegramAccountVerified: [personal('userId', { telegramUserId: Z, telegramUsername: N, telegramName: E })],
    TelegramCodeRedeemed: [personal('userId', { telegramUserId: Z, telegramUsername: N, telegramName: E })],
  },
});
