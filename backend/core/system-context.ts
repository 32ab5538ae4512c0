import type { CommandContext } from './decider.js';
import type { Deps } from './deps.js';

/** Commands the system runs itself (start-up, seeding, reconcilers) are attributed to `system:<what>`. */
export const systemContext = (deps: Pick<Deps, 'clock' | 'newId'>, what: string): CommandContext => ({
  actorId: null,
  actorRole: `system:${what}`,
  now: deps.clock(),
  correlationId: deps.newId(),
});
