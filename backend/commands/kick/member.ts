import type { KickEventOf } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import { conflict, DomainError } from '../../core/errors.js';
import { istanbulDay } from '../../core/istanbul-time.js';
import { awardEvents, evolveLedger, initialLedger, type LedgerEvent, type LedgerState } from '../points/ledger.js';

/**
 * The member's Kick side lives on their own stream `user-<id>`, beside the ledger: the link, the current
 * `!bagla` code, and the Kick points. Awarding on the member's stream with the expected revision is what
 * makes a window's points exactly-once: the window is the award's source (`kickWatch:<start>`), which
 * the ledger awards at most once, and the daily cap is checked against the awards folded here.
 */
type MemberKickEvent = KickEventOf<'KickAccountLinked' | 'KickAccountUnlinked' | 'KickLinkCodeIssued'> | LedgerEvent;

export interface KickMemberState {
  ledger: LedgerState;
  link: { kickUserId: number; kickUsername: string } | null;
  code: { code: string; expiresAt: string } | null;
  /** Watch points awarded per Istanbul day (`YYYY-MM-DD`). */
  watchedByDay: Map<string, number>;
}

export type KickAward =
  | { kind: 'watch'; windowStart: string; points: number; dailyCap: number }
  | { kind: 'follow' | 'subscription' | 'renewal' | 'gift' | 'kicks'; messageId: string; points: number };

export type KickMemberCommand =
  | { type: 'LinkKickAccount'; kickUserId: number; kickUsername: string; via: 'oauth' | 'code'; code?: string; now: Date }
  | { type: 'UnlinkKickAccount' }
  | { type: 'IssueKickLinkCode'; code: string; expiresAt: string }
  | { type: 'AwardKickPoints'; kickUserId: number; award: KickAward };

export const KICK_MEMBER_TEXT = {
  alreadyLinked: 'Önce bağlı Kick hesabınızın bağlantısını kaldırın.',
  linked: 'Kick hesabınız zaten bağlı.',
  codeInvalid: 'Bu bağlama kodu geçersiz veya süresi dolmuş.',
} as const;

const WATCH_PREFIX = 'kickWatch:';
/** The ledger source of each award: a window, the follow (once per member ever), or the delivery. */
export function kickSourceId(award: KickAward): string {
  switch (award.kind) {
    case 'watch':
      return `${WATCH_PREFIX}${award.windowStart}`;
    case 'follow':
      return 'kickFollow';
    case 'subscription':
      return `kickSub:${award.messageId}`;
    case 'renewal':
      return `kickRenewal:${award.messageId}`;
    case 'gift':
      return `kickGift:${award.messageId}`;
    case 'kicks':
      return `kickKicks:${award.messageId}`;
  }
}
const REASONS = {
  watch: 'kick_watch',
  follow: 'kick_follow',
  subscription: 'kick_subscription',
  renewal: 'kick_subscription',
  gift: 'kick_gift',
  kicks: 'kick_kicks',
} as const;

const dayOfWindow = (windowStart: string) => istanbulDay(new Date(windowStart));

/**
 * Maps are extended in place, as the ledger's are: a fold owns the state it builds. The member's stream
 * holds other slices' events too: they fall through to the ledger's fold and the default.
 */
function evolve(state: KickMemberState, e: MemberKickEvent): KickMemberState {
  const s = { ...state, ledger: evolveLedger(state.ledger, e) };
  switch (e.type) {
    case 'KickAccountLinked':
      return { ...s, link: { kickUserId: e.data.kickUserId, kickUsername: e.data.kickUsername }, code: null };
    case 'KickAccountUnlinked':
      return { ...s, link: null };
    case 'KickLinkCodeIssued':
      return { ...s, code: { code: e.data.code, expiresAt: e.data.expiresAt } };
    case 'PointsAwarded': {
      if (!e.data.sourceId.startsWith(WATCH_PREFIX)) return s;
      const day = dayOfWindow(e.data.sourceId.slice(WATCH_PREFIX.length));
      s.watchedByDay.set(day, (s.watchedByDay.get(day) ?? 0) + e.data.amount);
      return s;
    }
    default:
      return s;
  }
}

function link(state: KickMemberState, c: Extract<KickMemberCommand, { type: 'LinkKickAccount' }>): MemberKickEvent[] {
  const userId = state.ledger.userId;
  if (!userId) throw new DomainError('not_found', 'Kullanıcı bulunamadı.');
  if (state.link?.kickUserId === c.kickUserId) return [];
  if (state.link) throw conflict(KICK_MEMBER_TEXT.alreadyLinked);
  if (c.via === 'code') {
    const valid = state.code && state.code.code === c.code && c.now.getTime() <= Date.parse(state.code.expiresAt);
    if (!valid) throw new DomainError('code_invalid', KICK_MEMBER_TEXT.codeInvalid);
  }
  const { kickUserId, kickUsername, via } = c;
  return [{ type: 'KickAccountLinked', data: { userId, kickUserId, kickUsername, via } }];
}

/** Nothing for a member whose link is not (or no longer) this Kick account; the watch cap trims the last window. */
function award(state: KickMemberState, kickUserId: number, a: KickAward): MemberKickEvent[] {
  if (state.link?.kickUserId !== kickUserId) return [];
  let amount = a.points;
  if (a.kind === 'watch') {
    const left = a.dailyCap - (state.watchedByDay.get(dayOfWindow(a.windowStart)) ?? 0);
    amount = Math.max(0, Math.min(amount, left));
  }
  return awardEvents(state.ledger, { amount, reason: REASONS[a.kind], sourceId: kickSourceId(a) });
}

export const kickMemberDecider: Decider<KickMemberCommand, MemberKickEvent, KickMemberState> = {
  initialState: () => ({ ledger: initialLedger(), link: null, code: null, watchedByDay: new Map() }),
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'LinkKickAccount':
        return link(state, command);
      case 'UnlinkKickAccount': {
        const { link: current, ledger } = state;
        if (!current || !ledger.userId) return [];
        return [{ type: 'KickAccountUnlinked', data: { userId: ledger.userId, kickUserId: current.kickUserId } }];
      }
      case 'IssueKickLinkCode': {
        if (!state.ledger.userId) throw new DomainError('not_found', 'Kullanıcı bulunamadı.');
        if (state.link) throw conflict(KICK_MEMBER_TEXT.linked);
        const { code, expiresAt } = command;
        return [{ type: 'KickLinkCodeIssued', data: { userId: state.ledger.userId, code, expiresAt } }];
      }
      case 'AwardKickPoints':
        return award(state, command.kickUserId, command.award);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};
