import { describe, it } from 'vitest';
import { given } from '../../test-support/given-when-then.js';
import { type TelegramCodeEvent, telegramCodeDecider } from './telegram-code.js';

const issued: TelegramCodeEvent = {
  type: 'TelegramCodeIssued',
  data: { code: 'ABCD2345', userId: 'u1', expiresAt: '2025-05-01T10:30:00.000Z' },
};
const me = { telegramUserId: 42, telegramUsername: 'ayse_tg', telegramName: 'Ayşe' };
const redeem = (at: string, who = me) => ({ type: 'RedeemTelegramCode', now: new Date(at), ...who }) as const;
const redeemed: TelegramCodeEvent = { type: 'TelegramCodeRedeemed', data: { code: 'ABCD2345', userId: 'u1', ...me } };

describe('telegram codes', () => {
  it('a code is issued once', () =>
    given(telegramCodeDecider, [issued])
      .when({ type: 'IssueTelegramCode', code: 'ABCD2345', userId: 'u2', expiresAt: 'x' })
      .thenFails(409));

  it('the bot records who sent it, once; resending from the same account changes nothing', () => {
    given(telegramCodeDecider, [issued]).when(redeem('2025-05-01T10:29:59Z')).then([redeemed]);
    given(telegramCodeDecider, [issued, redeemed]).when(redeem('2025-05-01T10:31:00Z')).then([]);
  });

  it("refuses an unknown, an expired, or someone else's code", () => {
    given(telegramCodeDecider, []).when(redeem('2025-05-01T10:00:00Z')).thenFails(404);
    given(telegramCodeDecider, [issued]).when(redeem('2025-05-01T10:30:01Z')).thenFails(422, 'süresi doldu');
    given(telegramCodeDecider, [issued, redeemed])
      .when(redeem('2025-05-01T10:00:00Z', { ...me, telegramUserId: 7 }))
      .thenFails(409);
  });
});
