import type { EventStore, RecordedEvent } from '../event-store/event-store.js';
import { START } from '../event-store/event-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import type { Projection } from './projection.js';

/** One document per projection: the last log position its read model includes, and its version. */
export interface Checkpoint {
  _id: string;
  position: number;
  version: number;
  [key: string]: unknown;
}

export const CHECKPOINTS = '_checkpoints';

/**
 * Beside the checkpoints, the last event the read models had applied at the last commit. At start it
 * tells whether they belong to this log: a log restored from an older backup, or another log in the
 * same place, does not hold that event, and the read models are rebuilt instead of trusted.
 */
export const LOG_MARK = ':log';
type LogMark = Pick<RecordedEvent, 'position' | 'streamId' | 'revision'>;

async function belongsToLog(events: EventStore, mark: Partial<LogMark> | undefined): Promise<boolean> {
  if (!mark || mark.position === undefined || mark.position === START) return true;
  const [e] = await events.readStream(mark.streamId!, mark.revision);
  return !!e && e.revision === mark.revision && e.position === mark.position;
}

/**
 * Where each projection resumes: its checkpoint, or the start of the log (its collections emptied) when
 * it is new, its version changed, or the read models do not belong to this log. A projection whose
 * version changed is rebuilt alone: the others resume from their own checkpoints.
 */
export async function resumeProjections(
  events: EventStore,
  store: ReadStore,
  projections: Projection[],
  log: Partial<Pick<Console, 'info'>>,
): Promise<Map<string, number>> {
  const checkpoints = store.collection<Checkpoint>(CHECKPOINTS);
  const docs = new Map((await checkpoints.find({})).map((d) => [d._id, d]));
  const ours = await belongsToLog(events, docs.get(LOG_MARK));
  if (!ours) log.info?.('[projections] The read models do not belong to this event log: rebuilding them from it.');
  const resumed = new Map<string, number>();
  for (const p of projections) {
    const cp = docs.get(p.name);
    if (ours && cp && cp.version === p.version) {
      resumed.set(p.name, cp.position);
      continue;
    }
    if (ours && cp) log.info?.(`[projections] ${p.name} is now version ${p.version}: rebuilding it alone from the log.`);
    for (const c of p.collections) await store.dropCollection(c);
    await checkpoints.updateOne({ _id: p.name }, { $set: { position: START, version: p.version } }, { upsert: true });
    resumed.set(p.name, START);
  }
  if (!ours) await checkpoints.deleteOne({ _id: LOG_MARK });
  await store.persist?.();
  return resumed;
}

/**
 * Commits the read models at `reached`: every projection has processed the log up to there (or further,
 * when it resumed ahead of the others). An embedded read store writes its documents in the same step.
 */
export async function saveCheckpoints(
  store: ReadStore,
  projections: Projection[],
  resumedAt: ReadonlyMap<string, number>,
  reached: number,
  last: LogMark | null,
  saved: Map<string, number>,
): Promise<void> {
  const checkpoints = store.collection<Checkpoint>(CHECKPOINTS);
  for (const p of projections) {
    const position = Math.max(resumedAt.get(p.name) ?? START, reached);
    if (saved.get(p.name) === position) continue;
    await checkpoints.updateOne({ _id: p.name }, { $set: { position, version: p.version } }, { upsert: true });
    saved.set(p.name, position);
  }
  if (last) {
    const { position, streamId, revision } = last;
    await checkpoints.updateOne({ _id: LOG_MARK }, { $set: { position, streamId, revision } }, { upsert: true });
  }
  await store.persist?.();
}

/**
 * Where a projector has got to, for `ROLE=web` instances that wait on it (read-your-writes): the position
 * every projection has processed and each one's last applied event. Written after each batch, apart from
 * the checkpoints (committed by count and time), since a command's answer waits for it.
 */
export const PROGRESS = ':progress';

export interface Progress {
  _id: typeof PROGRESS;
  position: number;
  handled: Record<string, number>;
  [key: string]: unknown;
}

export async function saveProgress(store: ReadStore, position: number, handled: ReadonlyMap<string, number>): Promise<void> {
  const doc = { position, handled: Object.fromEntries(handled) };
  await store.collection<Progress>(CHECKPOINTS).updateOne({ _id: PROGRESS }, { $set: doc }, { upsert: true });
}
