import type { EventStore } from '../event-store/event-store.js';
import { START } from '../event-store/event-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import { type Checkpoint, CHECKPOINTS, LOG_MARK } from './checkpoints.js';
import type { Projection } from './projection.js';
import { createProjectionRunner } from './runner.js';
import { ShadowStore } from './shadow-store.js';

/**
 * Replays the whole log into shadow collections of the projections' read models, with the same reader
 * as the live runner (each event read and parsed once), then swaps each projection's shadows in and sets
 * its checkpoint where the replay got to, so a runner started afterwards continues live from there.
 * Until the swap the site keeps reading the live read models, complete as they were: on MongoDB a
 * rebuild runs while members use the site. The caller makes sure no projector runs meanwhile (the
 * projector lease on MongoDB, the file lock embedded).
 */
export async function rebuildProjections(
  events: EventStore,
  read: ReadStore,
  projections: Projection[],
  onProgress: (done: number, head: number) => void = () => {},
): Promise<{ events: number; head: number }> {
  const shadow = new ShadowStore(
    read,
    projections.flatMap((p) => p.collections),
  );
  await shadow.clear();
  const shadowCheckpoints = shadow.collection<Checkpoint>(CHECKPOINTS);
  for (const p of projections)
    await shadowCheckpoints.updateOne({ _id: p.name }, { $set: { position: START, version: p.version } }, { upsert: true });
  let count = 0;
  let reached = START;
  const runner = createProjectionRunner(events, shadow, projections, console, {
    // A rebuild commits once, at the end: nothing is written twice.
    commitEvery: { events: Number.MAX_SAFE_INTEGER, ms: 2 ** 31 - 1 },
    onProgress(position, head, batch) {
      count += batch;
      reached = position;
      onProgress(position, head);
    },
  });
  await runner.start();
  await runner.stop();
  const checkpoints = read.collection<Checkpoint>(CHECKPOINTS);
  for (const p of projections) {
    await shadow.swap(p.collections);
    const at = await shadowCheckpoints.findOne({ _id: p.name });
    await checkpoints.updateOne(
      { _id: p.name },
      { $set: { position: at?.position ?? reached, version: p.version } },
      { upsert: true },
    );
  }
  // The last event the read models include, which tells at the next start that they belong to this log.
  const mark = await shadowCheckpoints.findOne({ _id: LOG_MARK }, { projection: { _id: 0 } });
  if (mark) await checkpoints.updateOne({ _id: LOG_MARK }, { $set: mark }, { upsert: true });
  await shadow.clear();
  await read.persist?.();
  return { events: count, head: reached };
}
