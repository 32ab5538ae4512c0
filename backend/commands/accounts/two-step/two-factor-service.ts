import { handleCommand } from '../../../core/command-handler.js';
import type { CommandContext } from '../../../core/decider.js';
import type { Deps } from '../../../core/deps.js';
import { loadState } from '../../../core/load-state.js';
import {
  hashRecoveryCode,
  newRecoveryCodes,
  newTotpKey,
  otpauthUrlOf,
  sealTotpKey,
  stepOfCode,
  type TotpSealingKey,
  unsealTotpKey,
} from './totp.js';
import { toTwoFactorStreamId, twoFactorDecider, type TwoFactorState } from './two-factor.js';
import { toUserStreamId, userDecider } from '../account/user.js';

export const loadTwoFactor = (deps: Deps, userId: string) =>
  loadState(deps.events, toTwoFactorStreamId(userId), twoFactorDecider);

export const twoFactorEnabled = async (deps: Deps, userId: string) => (await loadTwoFactor(deps, userId)).status === 'enabled';

const stepFor = (key: TotpSealingKey, state: TwoFactorState, code: string, now: Date) =>
  state.sealedKey && state.userId ? stepOfCode(unsealTotpKey(key, state.userId, state.sealedKey), code, now) : null;

/** A new key, sealed into the log; the key in clear goes back to the staff member once (QR code and text). */
export async function startEnrolment(deps: Deps, key: TotpSealingKey, user: { id: string; email: string }, ctx: CommandContext) {
  const secret = newTotpKey();
  const command = { type: 'StartEnrolment' as const, userId: user.id, sealedKey: sealTotpKey(key, user.id, secret) };
  await handleCommand(deps.events, toTwoFactorStreamId(user.id), twoFactorDecider, command, ctx);
  return { secret, otpauthUrl: otpauthUrlOf(secret, user.email) };
}

/** The first code turns it on; the ten recovery codes go back once and into the log only hashed. */
export async function confirmEnrolment(deps: Deps, key: TotpSealingKey, userId: string, code: string, ctx: CommandContext) {
  const state = await loadTwoFactor(deps, userId);
  const recoveryCodes = newRecoveryCodes();
  const command = {
    type: 'ConfirmEnrolment' as const,
    step: stepFor(key, state, code, ctx.now),
    recoveryCodeHashes: recoveryCodes.map(hashRecoveryCode),
  };
  const r = await handleCommand(deps.events, toTwoFactorStreamId(userId), twoFactorDecider, command, ctx);
  return { recoveryCodes, position: r.position };
}

/** The second step of a login: a code of the moment (once), or a recovery code (once). */
export async function verifySecondStep(
  deps: Deps,
  key: TotpSealingKey,
  userId: string,
  input: { code: string } | { recoveryCode: string },
  ctx: CommandContext,
) {
  const state = await loadTwoFactor(deps, userId);
  const command =
    'code' in input
      ? { type: 'UseCode' as const, step: stepFor(key, state, input.code, ctx.now) }
      : { type: 'UseRecoveryCode' as const, codeHash: hashRecoveryCode(input.recoveryCode) };
  return handleCommand(deps.events, toTwoFactorStreamId(userId), twoFactorDecider, command, ctx);
}

/** Clears the enrolment (a super_admin for another staff member, or `admin:reset`) and ends the member's sessions. */
export async function resetTwoFactor(deps: Deps, userId: string, ctx: CommandContext) {
  await handleCommand(deps.events, toTwoFactorStreamId(userId), twoFactorDecider, { type: 'ResetTwoFactor', userId }, ctx);
  const end = { type: 'EndSessions' as const, exceptSessionId: null, reason: 'two_factor_reset' as const };
  return handleCommand(deps.events, toUserStreamId(userId), userDecider, end, ctx);
}
