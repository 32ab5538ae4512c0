import type { CommandContext } from '../core/decider.js';
import type { Deps } from '../core/deps.js';

/** A slice's share of the demo: appends its events through its own commands, returns the last position. */
export type Seeder = (deps: Deps, ctx: CommandContext) => Promise<number>;
