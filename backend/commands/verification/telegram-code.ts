import type { verificationEventSchemas } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import type { EventOf } from '../../core/event-types.js';
import { conflict, DomainError, notFound } from '../../core/errors.js';
import type { TelegramIdentity } from './member-verification.js';

/**
 * A verification code is its own stream `telegramCode-<code>`, created with "no stream expected", so a
 * code is never handed to two members. The bot, which knows only the code, records there which
 * Telegram account sent it; the member's "check" then reads it back.
 */
export const toTelegramCodeStreamId = (code: string) => `telegramCode-${code}`;

export const CODE_TEXT = {
  unknown: 'Bu doğrulama kodu bulunamadı. Sitedeki profil sayfanızdan yeni bir kod alın.',
  expired: 'Bu doğrulama kodunun süresi doldu. Sitedeki profil sayfanızdan yeni bir kod alın.',
  usedByOther: 'Bu kod başka bir Telegram hesabı tarafından kullanıldı.',
  accountTaken: 'Bu Telegram hesabı başka bir üyenin doğrulamasında kullanıldı.',
} as const;

export type TelegramCodeEvent = EventOf<typeof verificationEventSchemas, 'TelegramCodeIssued' | 'TelegramCodeRedeemed'>;
export type TelegramCodeCommand =
  | { type: 'IssueTelegramCode'; code: string; userId: string; expiresAt: string }
  | ({ type: 'RedeemTelegramCode'; now: Date } & TelegramIdentity);
export interface TelegramCodeState {
  issued: { code: string; userId: string; expiresAt: string } | null;
  redeemedBy: TelegramIdentity | null;
}

export const isExpired = (issued: { expiresAt: string }, now: Date) => now.getTime() > Date.parse(issued.expiresAt);

export const telegramCodeDecider: Decider<TelegramCodeCommand, TelegramCodeEvent, TelegramCodeState> = {
  initialState: () => ({ issued: null, redeemedBy: null }),
  evolve(state, event) {
    switch (event.type) {
      case 'TelegramCodeIssued':
        return { ...state, issued: event.data };
      case 'TelegramCodeRedeemed': {
        const { telegramUserId, telegramUsername, telegramName } = event.data;
        return { ...state, redeemedBy: { telegramUserId, telegramUsername, telegramName } };
      }
      default:
        return state;
    }
  },
  decide(command, state) {
    switch (command.type) {
      case 'IssueTelegramCode':
        if (state.issued) throw conflict('Bu kod zaten kullanılıyor.');
        return [
          { type: 'TelegramCodeIssued', data: { code: command.code, userId: command.userId, expiresAt: command.expiresAt } },
        ];
      case 'RedeemTelegramCode': {
        const { issued, redeemedBy } = state;
        if (!issued) throw notFound(CODE_TEXT.unknown);
        if (redeemedBy) {
          if (redeemedBy.telegramUserId === command.telegramUserId) return [];
          throw conflict(CODE_TEXT.usedByOther);
        }
        if (isExpired(issued, command.now)) throw new DomainError('code_expired', CODE_TEXT.expired);
        const { telegramUserId, telegramUsername, telegramName } = command;
        return [
          {
            type: 'TelegramCodeRedeemed',
            data: { code: issued.code, userId: issued.userId, telegramUserId, telegramUsername, telegramName },
          },
        ];
      }
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
