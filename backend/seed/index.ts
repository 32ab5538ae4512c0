import { metadataOf } from '../core/decider.js';
import type { Deps } from '../core/deps.js';
import { systemContext } from '../core/system-context.js';
import { seedEvents } from './events.js';
import { seedContent } from './content.js';
import { seedRewards } from './rewards.js';
import { seedTickets } from './tickets.js';
import { seedPoints } from './points.js';
import type { Seeder } from './seeder.js';

export type { Seeder };

const MARKER_STREAM = 'demoSeed-main';

/**
 * A fresh DATA_DIR gets a small neutral demo, written as ordinary events by the slices' own commands.
 * The marker stream is claimed first with "no stream expected", so the demo is written at most once,
 * even when two app instances start together.
 */
export async function seedDemo(deps: Deps, seeders: Seeder[]): Promise<boolean> {
  if ((await deps.events.readStream(MARKER_STREAM)).length > 0) return false;
  const ctx = systemContext(deps, 'demo-seed');
  try {
    await deps.events.append(MARKER_STREAM, [{ type: 'DemoSeedStarted', data: {}, metadata: metadataOf(ctx) }], 'no_stream');
  } catch {
    return false; // another instance is seeding
  }
  let position = -1;
  for (const seed of seeders) position = Math.max(position, await seed(deps, ctx));
  await deps.runner.waitFor(position);
  return true;
}

/** Every slice's demo seeder, in the order they should run. */
export const demoSeeders: Seeder[] = [seedContent, seedEvents, seedRewards, seedPoints, seedTickets];
