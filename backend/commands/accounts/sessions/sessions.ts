import type { CommandContext } from '../../../core/decider.js';
import type { Deps } from '../../../core/deps.js';
import { handleCommand } from '../../../core/command-handler.js';
import { loadState } from '../../../core/load-state.js';
import { notFound } from '../../../core/errors.js';
import { type EndSessions, toUserStreamId, userDecider } from '../account/user.js';
import { type SessionDevice, sessionDecider, toSessionStreamId } from './session.js';

export const SESSION_NOT_FOUND = 'Oturum bulunamadı.';

export async function startSession(deps: Deps, userId: string, ctx: CommandContext, device?: SessionDevice) {
  const sessionId = `${deps.newId()}${deps.newId()}`.replaceAll('-', '');
  const r = await handleCommand(
    deps.events,
    toSessionStreamId(sessionId),
    sessionDecider,
    { type: 'StartSession', sessionId, userId, device },
    ctx,
  );
  return { sessionId, position: r.position };
}

/** Records that the session was used now (the decider keeps at most one mark per SESSION_SEEN_EVERY_MS). */
export const markSessionSeen = (deps: Deps, sessionId: string, ctx: CommandContext) =>
  handleCommand(
    deps.events,
    toSessionStreamId(sessionId),
    sessionDecider,
    { type: 'MarkSessionSeen', at: ctx.now.toISOString() },
    ctx,
  );

export const endSession = (deps: Deps, sessionId: string, ctx: CommandContext) =>
  handleCommand(deps.events, toSessionStreamId(sessionId), sessionDecider, { type: 'EndSession' }, ctx);

/** Ends every session of the member but `exceptSessionId`. */
export const endSessionsOf = (deps: Deps, userId: string, end: EndSessions, ctx: CommandContext) =>
  handleCommand(deps.events, toUserStreamId(userId), userDecider, { type: 'EndSessions', ...end }, ctx);

/** Ends one of the member's own sessions; another member's (or a made-up id) is a 404 alike. */
export async function endOwnSession(deps: Deps, userId: string, sessionId: string, ctx: CommandContext) {
  if (!/^[A-Za-z0-9]{1,80}$/.test(sessionId)) throw notFound(SESSION_NOT_FOUND);
  const session = await loadState(deps.events, toSessionStreamId(sessionId), sessionDecider);
  if (session.userId !== userId || session.status !== 'active') throw notFound(SESSION_NOT_FOUND);
  return handleCommand(deps.events, toSessionStreamId(sessionId), sessionDecider, { type: 'EndSession' }, ctx);
}
