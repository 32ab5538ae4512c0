import type { SocialPlatform, verificationEventSchemas } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import type { EventOf } from '../../core/event-types.js';
import type { EventStore } from '../../core/event-store/event-store.js';
import { loadState } from '../../core/load-state.js';
import { toUserStreamId } from '../accounts/account/user.js';
import { conflict, notFound } from '../../core/errors.js';
import {
  awardEvents,
  evolveLedger,
  initialLedger,
  type LedgerEvent,
  type LedgerState,
  USER_NOT_FOUND,
} from '../points/ledger.js';

/**
 * Social verifications are recorded on the member's stream `user-<id>`, next to the points ledger:
 * an approval and its points are one append, so they happen together or not at all, and two staff
 * approving at the same moment meet on one expected revision (the loser sees it approved, awards nothing).
 */
export type VerificationEvent = EventOf<
  typeof verificationEventSchemas,
  | 'SocialVerificationRequested'
  | 'SocialVerificationApproved'
  | 'SocialVerificationRejected'
  | 'SocialVerificationDeleted'
  | 'TelegramVerificationStarted'
  | 'TelegramAccountVerified'
>;

type Status = 'pending' | 'approved' | 'rejected';
interface Request {
  platform: SocialPlatform;
  status: Status;
}
export interface MemberVerificationState {
  ledger: LedgerState;
  requests: ReadonlyMap<string, Request>;
  telegramCode: { code: string; expiresAt: string } | null;
  telegramVerified: boolean;
  /** The handle the verification recorded: what an event's participant list shows. */
  telegramUsername: string | null;
}

export interface TelegramIdentity {
  telegramUserId: number;
  telegramUsername: string | null;
  telegramName: string;
}

export type VerificationCommand =
  | {
      type: 'RequestVerification';
      verificationId: string;
      platform: 'youtube' | 'instagram';
      platformUsername: string;
      points: number;
    }
  | {
      type: 'ReviewVerification';
      verificationId: string;
      decision: 'approved' | 'rejected';
      points: number;
      rejectionReason: string | null;
    }
  | { type: 'DeleteVerification'; verificationId: string }
  | { type: 'StartTelegramVerification'; code: string; expiresAt: string }
  | ({ type: 'CompleteTelegramVerification'; verificationId: string; code: string; points: number } & TelegramIdentity);

export const VERIFICATION_TEXT = {
  notFound: 'Doğrulama talebi bulunamadı.',
  pending: 'Bu platform için bekleyen bir doğrulama talebiniz var.',
  approved: 'Bu platform için doğrulamanız zaten onaylandı.',
  decided: 'Bu doğrulama zaten sonuçlandırılmış.',
  deleteOnlyPending: 'Yalnızca bekleyen doğrulamalar silinebilir.',
  telegramDone: 'Telegram hesabınız zaten doğrulandı.',
  codeChanged: 'Doğrulama kodu değişti. Lütfen en son aldığınız kodu kullanın.',
} as const;

export const verificationSourceId = (verificationId: string) => `socialVerification:${verificationId}`;

const setRequest = (state: MemberVerificationState, id: string, r: Request): MemberVerificationState => ({
  ...state,
  requests: new Map(state.requests).set(id, r),
});

function evolve(state: MemberVerificationState, event: VerificationEvent | LedgerEvent | { type: string; data: unknown }) {
  const s = { ...state, ledger: evolveLedger(state.ledger, event) };
  const e = event as VerificationEvent;
  switch (e.type) {
    case 'SocialVerificationRequested':
      return setRequest(s, e.data.verificationId, { platform: e.data.platform, status: 'pending' });
    case 'SocialVerificationApproved':
      return setRequest(s, e.data.verificationId, { platform: e.data.platform, status: 'approved' });
    case 'SocialVerificationRejected':
      return setRequest(s, e.data.verificationId, { platform: e.data.platform, status: 'rejected' });
    case 'SocialVerificationDeleted': {
      const requests = new Map(s.requests);
      requests.delete(e.data.verificationId);
      return { ...s, requests };
    }
    case 'TelegramVerificationStarted':
      return { ...s, telegramCode: { code: e.data.code, expiresAt: e.data.expiresAt } };
    case 'TelegramAccountVerified':
      return {
        ...setRequest(s, e.data.verificationId, { platform: 'telegram', status: 'approved' }),
        telegramCode: null,
        telegramVerified: true,
        telegramUsername: e.data.telegramUsername,
      };
    default:
      return s;
  }
}

function memberId(state: MemberVerificationState): string {
  if (!state.ledger.userId) throw notFound(USER_NOT_FOUND);
  return state.ledger.userId;
}

function request(
  state: MemberVerificationState,
  command: Extract<VerificationCommand, { type: 'RequestVerification' }>,
): VerificationEvent[] {
  const userId = memberId(state);
  const open = [...state.requests.values()].find((r) => r.platform === command.platform && r.status !== 'rejected');
  if (open) throw conflict(open.status === 'pending' ? VERIFICATION_TEXT.pending : VERIFICATION_TEXT.approved);
  const { verificationId, platform, platformUsername, points } = command;
  return [{ type: 'SocialVerificationRequested', data: { userId, verificationId, platform, platformUsername, points } }];
}

function review(
  state: MemberVerificationState,
  command: Extract<VerificationCommand, { type: 'ReviewVerification' }>,
): (VerificationEvent | LedgerEvent)[] {
  const userId = memberId(state);
  const { verificationId, decision } = command;
  const r = state.requests.get(verificationId);
  if (!r) throw notFound(VERIFICATION_TEXT.notFound);
  if (r.status === decision) return []; // the same decision twice (a double click, a second staff member): nothing new
  if (r.status !== 'pending') throw conflict(VERIFICATION_TEXT.decided);
  if (decision === 'rejected') {
    const rejectionReason = command.rejectionReason;
    return [{ type: 'SocialVerificationRejected', data: { userId, verificationId, platform: r.platform, rejectionReason } }];
  }
  const approved: VerificationEvent = {
    type: 'SocialVerificationApproved',
    data: { userId, verificationId, platform: r.platform, points: command.points },
  };
  const award = {
    amount: command.points,
    reason: `socialVerification:${r.platform}`,
    sourceId: verificationSourceId(verificationId),
  };
  return [approved, ...awardEvents(state.ledger, award)];
}

function completeTelegram(
  state: MemberVerificationState,
  command: Extract<VerificationCommand, { type: 'CompleteTelegramVerification' }>,
): (VerificationEvent | LedgerEvent)[] {
  const userId = memberId(state);
  if (state.telegramVerified) return [];
  if (state.telegramCode?.code !== command.code) throw conflict(VERIFICATION_TEXT.codeChanged);
  const { verificationId, telegramUserId, telegramUsername, telegramName, points } = command;
  const verified: VerificationEvent = {
    type: 'TelegramAccountVerified',
    data: { userId, verificationId, telegramUserId, telegramUsername, telegramName, points },
  };
  const award = { amount: points, reason: 'socialVerification:telegram', sourceId: verificationSourceId(verificationId) };
  return [verified, ...awardEvents(state.ledger, award)];
}

export const memberVerificationDecider: Decider<VerificationCommand, VerificationEvent | LedgerEvent, MemberVerificationState> = {
  initialState: () => ({
    ledger: initialLedger(),
    requests: new Map(),
    telegramCode: null,
    telegramVerified: false,
    telegramUsername: null,
  }),
  evolve,
  decide(command, state) {
    switch (command.type) {
      case 'RequestVerification':
        return request(state, command);
      case 'ReviewVerification':
        return review(state, command);
      case 'DeleteVerification': {
        const userId = memberId(state);
        const r = state.requests.get(command.verificationId);
        if (!r) throw notFound(VERIFICATION_TEXT.notFound);
        if (r.status !== 'pending') throw conflict(VERIFICATION_TEXT.deleteOnlyPending);
        return [
          { type: 'SocialVerificationDeleted', data: { userId, verificationId: command.verificationId, platform: r.platform } },
        ];
      }
      case 'StartTelegramVerification': {
        const userId = memberId(state);
        if (state.telegramVerified) throw conflict(VERIFICATION_TEXT.telegramDone);
        return [{ type: 'TelegramVerificationStarted', data: { userId, code: command.code, expiresAt: command.expiresAt } }];
      }
      case 'CompleteTelegramVerification':
        return completeTelegram(state, command);
      default: {
        const unknown: never = command;
        throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
      }
    }
  },
};

/**
 * Whether the member verified Telegram, and the handle recorded, from their own stream: a rule that
 * depends on it (joining an event that requires it) decides on the write side, never on a read model.
 */
export async function telegramStatusOf(events: EventStore, userId: string) {
  const { telegramVerified, telegramUsername } = await loadState(events, toUserStreamId(userId), memberVerificationDecider);
  return { telegramVerified, telegramUsername };
}
