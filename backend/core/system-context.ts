import type { CommandContext } from './decider.js';
import type { Deps } from './deps.js';

/** Commands the system runs itself (start-up, seeding, reconcilers) are attributed to `system:<what>`. */
export const systemContext = (deps: Pick<Deps, 'clock' | 'newId'>, what: string, correlationId?: string): CommandContext => ({
  actorId: null,
  actorRole: `system:${what}`,
  now: deps.clock(),
  // A request's follow-up (a reset link mailed after the answer) keeps that request's id.
  correlationId: correlationId ?? deps.newId(),
});
