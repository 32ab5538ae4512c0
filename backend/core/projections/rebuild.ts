import type { EventStore } from '../event-store/event-store.js';
import { START } from '../event-store/event-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import { type Checkpoint, CHECKPOINTS } from './checkpoints.js';
import type { Projection } from './projection.js';
import { createProjectionRunner } from './runner.js';

/**
 * Empties the projections' read models and replays the whole log into them with the same reader as
 * the live runner (each event read and parsed once, checkpoints committed by count and time), leaving
 * the checkpoints at the head so a runner started afterwards continues live from there.
 */
export async function rebuildProjections(
  events: EventStore,
  read: ReadStore,
  projections: Projection[],
  onProgress: (done: number, head: number) => void = () => {},
): Promise<{ events: number; head: number }> {
  const checkpoints = read.collection<Checkpoint>(CHECKPOINTS);
  for (const p of projections) {
    for (const c of p.collections) await read.dropCollection(c);
    await checkpoints.updateOne({ _id: p.name }, { $set: { position: START, version: p.version } }, { upsert: true });
  }
  let count = 0;
  let reached = START;
  const runner = createProjectionRunner(events, read, projections, console, {
    // A rebuild commits once, at the end: until then a crash leaves the read models as they were before it
    // (the drops above are not on disk either), and nothing is written twice.
    commitEvery: { events: Number.MAX_SAFE_INTEGER, ms: 2 ** 31 - 1 },
    onProgress(position, head, batch) {
      count += batch;
      reached = position;
      onProgress(position, head);
    },
  });
  await runner.start();
  await runner.stop();
  return { events: count, head: reached };
}
