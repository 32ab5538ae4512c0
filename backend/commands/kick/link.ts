import { randomInt } from 'node:crypto';
import { handleCommand } from '../../core/command-handler.js';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { DomainError } from '../../core/errors.js';
import { WrongExpectedRevisionError } from '../../core/event-store/event-store.js';
import { loadState } from '../../core/load-state.js';
import { toUserStreamId } from '../accounts/account/user.js';
import { claimKickAccount, releaseKickAccount } from './account.js';
import { kickMemberDecider } from './member.js';
import { kickLinkCodeDecider, toKickLinkCodeStreamId } from './link-code.js';

/** Long enough to open the chat and write it, short enough that a leaked code soon means nothing. */
export const KICK_CODE_VALID_MS = 10 * 60_000;
// No 0/O, 1/I/L: the code is typed by hand in the chat.
const ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const newKickLinkCode = () => Array.from({ length: 6 }, () => ALPHABET[randomInt(ALPHABET.length)]).join('');

export interface KickIdentity {
  kickUserId: number;
  kickUsername: string;
}

const member = (deps: Deps, userId: string) => loadState(deps.events, toUserStreamId(userId), kickMemberDecider);

/**
 * Reserves the Kick account for the member (409 when it is another's), then records the link on the
 * member's stream. A crash between the two leaves the account reserved for this member: linking again
 * finds it theirs and completes; after a minute another member may take it (claimKickAccount).
 */
export async function linkKickAccount(
  deps: Deps,
  userId: string,
  who: KickIdentity,
  via: { via: 'oauth' } | { via: 'code'; code: string },
  ctx: CommandContext,
) {
  const current = (await member(deps, userId)).link;
  if (current?.kickUserId === who.kickUserId) return { position: -1 };
  await claimKickAccount(deps, who.kickUserId, userId, ctx.now);
  try {
    const r = await handleCommand(
      deps.events,
      toUserStreamId(userId),
      kickMemberDecider,
      { type: 'LinkKickAccount', ...who, ...via, now: ctx.now },
      ctx,
    );
    return { position: r.position };
  } catch (err) {
    // The member could not take it (already linked elsewhere, code expired): the reservation goes back.
    await releaseKickAccount(deps, who.kickUserId, userId);
    throw err;
  }
}

/** The member's link removed, and the Kick account freed for whoever links it next. */
export async function unlinkKickAccount(deps: Deps, userId: string, ctx: CommandContext) {
  const r = await handleCommand(deps.events, toUserStreamId(userId), kickMemberDecider, { type: 'UnlinkKickAccount' }, ctx);
  const unlinked = r.events.find((e) => e.type === 'KickAccountUnlinked');
  if (!unlinked) return { position: -1 };
  await releaseKickAccount(deps, unlinked.data.kickUserId, userId);
  return { position: r.position };
}

/** The member's code while it is still valid: asking again answers it and writes nothing. */
export async function validKickLinkCode(deps: Deps, userId: string, now: Date) {
  const { code } = await member(deps, userId);
  return code && now.getTime() < Date.parse(code.expiresAt) ? code : null;
}

/**
 * The member's valid code, or a fresh one on its own stream (never handed to two members) made the
 * member's current one: two permanent events, which is why the route limits how often (routes.ts).
 */
export async function issueKickLinkCode(deps: Deps, userId: string, ctx: CommandContext, makeCode = newKickLinkCode) {
  const valid = await validKickLinkCode(deps, userId, ctx.now);
  if (valid) return { ...valid, position: -1 };
  const expiresAt = new Date(ctx.now.getTime() + KICK_CODE_VALID_MS).toISOString();
  for (let attempt = 0; ; attempt += 1) {
    const code = makeCode();
    try {
      const reserve = { type: 'ReserveKickLinkCode', code, userId, expiresAt } as const;
      await handleCommand(deps.events, toKickLinkCodeStreamId(code), kickLinkCodeDecider, reserve, ctx);
    } catch (err) {
      const taken = err instanceof WrongExpectedRevisionError || (err instanceof DomainError && err.code === 'conflict');
      if (taken && attempt < 5) continue;
      throw err;
    }
    const issue = { type: 'IssueKickLinkCode', code, expiresAt } as const;
    const r = await handleCommand(deps.events, toUserStreamId(userId), kickMemberDecider, issue, ctx);
    return { code, expiresAt, position: r.position };
  }
}

/** `!bagla <code>` from the chat: the code's member gets the sender linked, when the code is still theirs and valid. */
export async function redeemKickLinkCode(deps: Deps, code: string, who: KickIdentity, ctx: CommandContext) {
  const reserved = (await loadState(deps.events, toKickLinkCodeStreamId(code.toUpperCase()), kickLinkCodeDecider)).reserved;
  if (!reserved) return { linked: false, position: -1 };
  try {
    const r = await linkKickAccount(deps, reserved.userId, who, { via: 'code', code: reserved.code }, ctx);
    return { linked: true, position: r.position };
  } catch (err) {
    // Someone else's account, an expired or replaced code: the chat message links nothing.
    if (err instanceof DomainError) return { linked: false, position: -1 };
    throw err;
  }
}
