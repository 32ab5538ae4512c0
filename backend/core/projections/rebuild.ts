import type { EventStore } from '../event-store/event-store.js';
import { START } from '../event-store/event-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import type { Projection } from './projection.js';
import { CHECKPOINTS } from './runner.js';

const BATCH = 1000;

/**
 * Drops the projections' read models and replays the whole log into them, then leaves checkpoints
 * at the head so a runner started afterwards continues live from there.
 */
export async function rebuildProjections(
  events: EventStore,
  read: ReadStore,
  projections: Projection[],
  onProgress: (done: number, head: number) => void = () => {},
): Promise<{ events: number; head: number }> {
  for (const p of projections) for (const c of p.collections) await read.dropCollection(c);
  const head = await events.headPosition();
  let after = START;
  let count = 0;
  for (;;) {
    const batch = await events.readAll(after, BATCH);
    if (batch.length === 0) break;
    for (const e of batch) {
      for (const p of projections) if (p.handles.has(e.type)) await p.apply(e, read);
      after = e.position;
      count += 1;
    }
    onProgress(after, head);
  }
  const checkpoints = read.collection(CHECKPOINTS);
  for (const p of projections) {
    await checkpoints.updateOne({ _id: p.name }, { $set: { position: after, version: p.version } }, { upsert: true });
  }
  return { events: count, head: after };
}
