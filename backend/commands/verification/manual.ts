import { handleCommand } from '../../core/command-handler.js';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { toUserStreamId } from '../accounts/account/user.js';
import { memberVerificationDecider, type VerificationCommand } from './member-verification.js';

const run = (deps: Deps, userId: string, command: VerificationCommand, ctx: CommandContext) =>
  handleCommand(deps.events, toUserStreamId(userId), memberVerificationDecider, command, ctx);

/** A YouTube or Instagram request, pending until staff review it. */
export async function requestVerification(
  deps: Deps,
  userId: string,
  input: { platform: 'youtube' | 'instagram'; platformUsername: string },
  points: number,
  ctx: CommandContext,
) {
  const verificationId = deps.newId();
  const r = await run(deps, userId, { type: 'RequestVerification', verificationId, ...input, points }, ctx);
  return { verificationId, position: r.position };
}

/** Approve (with the platform's current points) or reject (with an optional reason shown to the member). */
export async function reviewVerification(
  deps: Deps,
  target: { userId: string; verificationId: string },
  review: { decision: 'approved' | 'rejected'; points: number; rejectionReason: string | null },
  ctx: CommandContext,
) {
  const r = await run(deps, target.userId, { type: 'ReviewVerification', verificationId: target.verificationId, ...review }, ctx);
  const earned = r.events.find((e) => e.type === 'PointsAwarded');
  return { position: r.position, pointsAwarded: earned?.type === 'PointsAwarded' ? earned.data.amount : 0 };
}

export async function deleteVerification(deps: Deps, target: { userId: string; verificationId: string }, ctx: CommandContext) {
  const r = await run(deps, target.userId, { type: 'DeleteVerification', verificationId: target.verificationId }, ctx);
  return { position: r.position };
}
