import { randomInt } from 'node:crypto';
import { handleCommand } from '../../core/command-handler.js';
import { loadState } from '../../core/load-state.js';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { conflict, DomainError } from '../../core/errors.js';
import { WrongExpectedRevisionError } from '../../core/event-store/event-store.js';
import { toUserStreamId } from '../accounts/account/user.js';
import { formatPoints } from '../points/ledger.js';
import { memberVerificationDecider, type TelegramIdentity, VERIFICATION_TEXT } from './member-verification.js';
import { CODE_TEXT, isExpired, telegramCodeDecider, toTelegramCodeStreamId } from './telegram-code.js';
import type { TelegramGateway } from './telegram-gateway.js';

/** Long enough to open Telegram and send it, short enough that a leaked code soon means nothing. */
export const CODE_VALID_MS = 30 * 60 * 1000;
// No 0/O, 1/I/L: the code may be typed by hand.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newTelegramCode = () => Array.from({ length: 8 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');
export const TELEGRAM_CODE = /^[A-Z0-9]{8}$/;

/** How old a reservation no verification backs must be before another member may take it: a check finishes well within it. */
const ABANDONED_AFTER_MS = 60_000;
const loadMember = (deps: Deps, userId: string) => loadState(deps.events, toUserStreamId(userId), memberVerificationDecider);
const loadCode = (deps: Deps, code: string) => loadState(deps.events, toTelegramCodeStreamId(code), telegramCodeDecider);

/** Issues a fresh code (its own stream, so never shared) and makes it the member's current one. */
export async function startTelegramVerification(deps: Deps, userId: string, ctx: CommandContext, makeCode = newTelegramCode) {
  if ((await loadMember(deps, userId)).telegramVerified) throw conflict(VERIFICATION_TEXT.telegramDone);
  const expiresAt = new Date(ctx.now.getTime() + CODE_VALID_MS).toISOString();
  for (let attempt = 0; ; attempt += 1) {
    const code = makeCode();
    try {
      await handleCommand(
        deps.events,
        toTelegramCodeStreamId(code),
        telegramCodeDecider,
        { type: 'IssueTelegramCode', code, userId, expiresAt },
        ctx,
      );
    } catch (err) {
      const taken = err instanceof WrongExpectedRevisionError || (err instanceof DomainError && err.code === 'conflict');
      if (taken && attempt < 5) continue;
      throw err;
    }
    const r = await handleCommand(
      deps.events,
      toUserStreamId(userId),
      memberVerificationDecider,
      { type: 'StartTelegramVerification', code, expiresAt },
      ctx,
    );
    return { code, position: r.position };
  }
}

/** The bot's half: the Telegram account that sent `code` is recorded on the code's stream. */
export async function redeemTelegramCode(deps: Deps, code: string, identity: TelegramIdentity, ctx: CommandContext) {
  const r = await handleCommand(
    deps.events,
    toTelegramCodeStreamId(code),
    telegramCodeDecider,
    { type: 'RedeemTelegramCode', now: ctx.now, ...identity },
    ctx,
  );
  return { userId: r.state.issued!.userId };
}

/**
 * One Telegram account verifies one member: a reservation in the key store under the HMAC of
 * `telegram:<id>` (docs/privacy.md), not a stream named by the id; the member's erasure frees it.
 */
async function claimTelegramAccount(deps: Deps, telegramUserId: number, userId: string, now: Date) {
  const [id, at] = [String(telegramUserId), now.getTime()];
  const r = await deps.keys.reserveName('telegram', id, userId, at);
  if (r.reserved) return;
  // A reservation whose verification never landed (a crash between the two writes) is free after a minute.
  const abandoned = at - r.since > ABANDONED_AFTER_MS && !(await loadMember(deps, r.owner)).telegramVerified;
  if (!abandoned || !(await deps.keys.takeOverName('telegram', id, r.owner, userId, at))) throw conflict(CODE_TEXT.accountTaken);
}

export interface TelegramVerifyResult {
  success: boolean;
  pointsEarned: number;
  message: string;
  position: number;
}

const waiting = (message: string): TelegramVerifyResult => ({ success: false, pointsEarned: 0, message, position: -1 });

/**
 * The member's "check": the code must have reached the bot, and its Telegram account must be in the
 * group. Then the account is reserved for this member and the verification and its points are recorded.
 */
export async function verifyTelegram(deps: Deps, gateway: TelegramGateway, userId: string, points: number, ctx: CommandContext) {
  const member = await loadMember(deps, userId);
  if (member.telegramVerified) return { ...waiting(VERIFICATION_TEXT.telegramDone), success: true };
  if (!member.telegramCode) throw conflict('Önce "Doğrulamayı Başlat" ile bir doğrulama kodu alın.');
  const { code } = member.telegramCode;
  const state = await loadCode(deps, code);
  if (!state.redeemedBy) {
    if (state.issued && isExpired(state.issued, ctx.now)) {
      throw new DomainError('code_expired', 'Doğrulama kodunuzun süresi doldu. Lütfen doğrulamayı yeniden başlatın.');
    }
    return waiting(
      `Kodu henüz bota göndermediniz. Telegram'da @${gateway.botUsername} botuna ${code} kodunu gönderip tekrar kontrol edin.`,
    );
  }
  const identity = state.redeemedBy;
  if (!(await gateway.isGroupMember(identity.telegramUserId))) {
    return waiting('Telegram grubumuzda henüz görünmüyorsunuz. Gruba katılıp tekrar kontrol edin.');
  }
  await claimTelegramAccount(deps, identity.telegramUserId, userId, ctx.now);
  const r = await handleCommand(
    deps.events,
    toUserStreamId(userId),
    memberVerificationDecider,
    { type: 'CompleteTelegramVerification', verificationId: deps.newId(), code, points, ...identity },
    ctx,
  );
  const earned = r.events.find((e) => e.type === 'PointsAwarded');
  const pointsEarned = earned?.type === 'PointsAwarded' ? earned.data.amount : 0;
  const message =
    pointsEarned > 0
      ? `Telegram doğrulaması tamamlandı! ${formatPoints(pointsEarned)} puan kazandınız.`
      : 'Telegram doğrulaması tamamlandı!';
  return { success: true, pointsEarned, message, position: r.position };
}
