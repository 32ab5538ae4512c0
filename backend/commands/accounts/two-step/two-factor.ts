import type { SealedTotpKey, twoFactorEventSchemas } from '@app/contracts';
import type { Decider } from '../../../core/decider.js';
import { conflict, DomainError } from '../../../core/errors.js';
import type { EventOf } from '../../../core/event-types.js';

export const toTwoFactorStreamId = (userId: string) => `twoFactor-${userId}`;

export type TwoFactorEvent = EventOf<typeof twoFactorEventSchemas>;

/** The TOTP step of a code is worked out by the handler (it needs the unsealed key); the decider judges it. */
export type TwoFactorCommand =
  | { type: 'StartEnrolment'; userId: string; sealedKey: SealedTotpKey }
  | { type: 'ConfirmEnrolment'; step: number | null; recoveryCodeHashes: string[] }
  | { type: 'UseCode'; step: number | null }
  | { type: 'UseRecoveryCode'; codeHash: string }
  | { type: 'ResetTwoFactor'; userId: string };

export interface TwoFactorState {
  status: 'none' | 'pending' | 'enabled';
  userId: string | null;
  sealedKey: SealedTotpKey | null;
  recoveryCodeHashes: string[];
  /** The last step accepted: codes of it or before are refused (a replay, or an older code). */
  lastStep: number;
}

export const TWO_FACTOR_MESSAGES = {
  alreadyEnabled: 'İki adımlı doğrulama zaten etkin.',
  notStarted: 'Önce iki adımlı doğrulama kurulumunu başlatın.',
  notEnabled: 'Bu hesapta iki adımlı doğrulama etkin değil.',
  wrongCode: 'Doğrulama kodu hatalı veya süresi geçmiş.',
  usedCode: 'Bu doğrulama kodu zaten kullanıldı. Lütfen uygulamanızdaki bir sonraki kodu girin.',
  wrongRecoveryCode: 'Kurtarma kodu hatalı veya daha önce kullanılmış.',
} as const;

const initialState = (): TwoFactorState => ({
  status: 'none',
  userId: null,
  sealedKey: null,
  recoveryCodeHashes: [],
  lastStep: -1,
});

function evolve(state: TwoFactorState, event: TwoFactorEvent): TwoFactorState {
  switch (event.type) {
    case 'TwoFactorEnrolmentStarted':
      return { ...initialState(), status: 'pending', userId: event.data.userId, sealedKey: event.data.sealedKey };
    case 'TwoFactorEnabled':
      return { ...state, status: 'enabled', recoveryCodeHashes: event.data.recoveryCodeHashes };
    case 'TwoFactorCodeUsed':
      return { ...state, lastStep: Math.max(state.lastStep, event.data.step) };
    case 'TwoFactorRecoveryCodeUsed':
      return { ...state, recoveryCodeHashes: state.recoveryCodeHashes.filter((h) => h !== event.data.codeHash) };
    case 'TwoFactorReset':
      return { ...initialState(), userId: event.data.userId };
  }
}

/** A code must match (±1 step) and be newer than every code accepted before. */
function acceptStep(state: TwoFactorState, step: number | null): TwoFactorEvent {
  if (step === null) throw new DomainError('two_factor_wrong_code', TWO_FACTOR_MESSAGES.wrongCode);
  if (step <= state.lastStep) throw new DomainError('two_factor_code_used', TWO_FACTOR_MESSAGES.usedCode);
  return { type: 'TwoFactorCodeUsed', data: { userId: state.userId!, step } };
}

function decide(command: TwoFactorCommand, state: TwoFactorState): TwoFactorEvent[] {
  switch (command.type) {
    case 'StartEnrolment':
      if (state.status === 'enabled') throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
      return [{ type: 'TwoFactorEnrolmentStarted', data: { userId: command.userId, sealedKey: command.sealedKey } }];
    case 'ConfirmEnrolment': {
      if (state.status === 'enabled') throw conflict(TWO_FACTOR_MESSAGES.alreadyEnabled);
      if (state.status !== 'pending') throw new DomainError('validation_error', TWO_FACTOR_MESSAGES.notStarted);
      const used = acceptStep(state, command.step);
      const enabled = { userId: state.userId!, recoveryCodeHashes: command.recoveryCodeHashes };
      return [{ type: 'TwoFactorEnabled', data: enabled }, used];
    }
    case 'UseCode':
      if (state.status !== 'enabled') throw new DomainError('validation_error', TWO_FACTOR_MESSAGES.notEnabled);
      return [acceptStep(state, command.step)];
    case 'UseRecoveryCode':
      if (state.status !== 'enabled') throw new DomainError('validation_error', TWO_FACTOR_MESSAGES.notEnabled);
      if (!state.recoveryCodeHashes.includes(command.codeHash)) {
        throw new DomainError('two_factor_wrong_recovery_code', TWO_FACTOR_MESSAGES.wrongRecoveryCode);
      }
      return [{ type: 'TwoFactorRecoveryCodeUsed', data: { userId: state.userId!, codeHash: command.codeHash } }];
    case 'ResetTwoFactor':
      return state.status === 'none' ? [] : [{ type: 'TwoFactorReset', data: { userId: command.userId } }];
    default: {
      const unknown: never = command;
      throw new Error(`Unknown command ${JSON.stringify(unknown)}`);
    }
  }
}

export const twoFactorDecider: Decider<TwoFactorCommand, TwoFactorEvent, TwoFactorState> = { initialState, evolve, decide };
