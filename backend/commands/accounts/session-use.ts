import type { MiddlewareHandler } from 'hono';
import { handleCommand } from '../../core/command-handler.js';
import type { Deps } from '../../core/deps.js';
import { systemContext } from '../../core/system-context.js';
import type { AppEnv } from '../../http/app-env.js';
import { sessionDecider, toSessionStreamId, worthRecordingSeen } from './session.js';

/** When the read model last saw a session (handed in by app.ts: commands never import projections). */
export type LastSeenOf = (sessionId: string) => Promise<string | null>;

const MAX_REMEMBERED = 50_000;

/**
 * Records a session's use at most once per SESSION_SEEN_EVERY_MS (the "last used" of "Oturumlarım"),
 * after the answer and off its path: a request never waits for it, and a failure only delays the time.
 * The last time recorded is remembered here, so most requests cost no lookup at all.
 */
export function recordSessionUse(deps: Deps, lastSeenOf: LastSeenOf): MiddlewareHandler<AppEnv> {
  const recorded = new Map<string, string>();
  async function record(sessionId: string) {
    const now = deps.clock();
    const last = recorded.get(sessionId) ?? (await lastSeenOf(sessionId));
    if (last && !worthRecordingSeen(last, now)) {
      recorded.set(sessionId, last);
      return;
    }
    recorded.delete(sessionId);
    recorded.set(sessionId, now.toISOString());
    if (recorded.size > MAX_REMEMBERED) recorded.delete(recorded.keys().next().value!);
    const ctx = systemContext(deps, 'session-seen');
    await handleCommand(deps.events, toSessionStreamId(sessionId), sessionDecider, { type: 'SeeSession' }, ctx);
  }
  return async (c, next) => {
    await next();
    const sessionId = c.get('sessionId');
    if (sessionId) record(sessionId).catch((err: unknown) => console.error(`session use not recorded: ${(err as Error).name}`));
  };
}
