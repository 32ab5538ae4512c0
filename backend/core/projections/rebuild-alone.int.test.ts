import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { allProjections } from '../../registry/compose.js';
import { createHarness, type Harness } from '../../test-support/harness.js';
import { richHistory } from '../../test-support/rich-history.js';
import { createMemoryReadStore } from '../read-store/memory-read-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import { CHECKPOINTS } from './checkpoints.js';
import { ticketPointsOwedProjection } from '../../projections/tickets/ticket-points-owed.projection.js';
import { rebuildProjections } from './rebuild.js';

async function dump(read: ReadStore) {
  const out: Record<string, unknown[]> = {};
  for (const name of (await read.listCollections()).filter((n) => n !== CHECKPOINTS).sort()) {
    out[name] = await read.collection(name).find({}, { sort: { _id: 1 } });
  }
  return out;
}

describe('rebuilding one projection alone', () => {
  let h: Harness;
  let whole: Record<string, unknown[]>;
  beforeAll(async () => {
    h = await createHarness({ clock: () => new Date('2025-05-07T10:00:00Z') });
    await richHistory(h);
    whole = await dump(h.deps.read);
  }, 60_000);
  afterAll(async () => h?.close());

  it('the history reaches every projection', () => {
    const empty = allProjections.filter((p) => p.collections.every((c) => !whole[c]?.length)).map((p) => p.name);
    // Owed ticket points exist only between an approval and its credit (a crash): empty once both are in.
    expect(empty).toEqual([ticketPointsOwedProjection.name]);
  });

  // Rebuilding a projection empties only its own collections and replays the log into them: any field another
  // projection had written there would be lost, and the read models would differ from the whole rebuild's.
  it.each(allProjections.map((p) => [p.name, p] as const))('%s: the read models equal those built together', async (_, p) => {
    const read = createMemoryReadStore();
    await rebuildProjections(h.deps.events, read, allProjections);
    expect(await dump(read)).toEqual(whole);
    await rebuildProjections(h.deps.events, read, [p]);
    expect(await dump(read)).toEqual(whole);
  });
});
