import type { Position, ReadPosition, RecordedEvent as DbRecordedEvent } from '@eventstore/db-client';
import { START as DB_START } from '@eventstore/db-client';
import { type RecordedEvent, START } from './event-store.js';
import { fromStoredMetadata } from './eventstoredb-metadata.js';

/*
 * Our numeric `position` is the event's commit position in $all, as a Number. That is safe because:
 * - it is a byte offset in the transaction log, so it stays below 2^53 (exact in a double) until the log
 *   holds 9 petabytes;
 * - every event appended over gRPC is its own committed record, so its commit position equals its prepare
 *   position and is unique and strictly increasing in $all order (only the legacy TCP explicit transactions
 *   shared a commit position, and the gRPC API cannot create them). Hence { commit: n, prepare: n } is the
 *   exact Position of the event at n, and resuming from it is lossless.
 */
export const toPosition = (n: number): Position => ({ commit: BigInt(n), prepare: BigInt(n) });
export const fromPosition = (after: number): ReadPosition => (after === START ? DB_START : toPosition(after));
/** Servers that do not know an event's position (old stream reads) send 2^64-1; we report -1 then. */
export const numericPosition = (p: Position | undefined): number =>
  p && p.commit <= BigInt(Number.MAX_SAFE_INTEGER) ? Number(p.commit) : -1;

export const isSystem = (e: DbRecordedEvent) => e.type.startsWith('$') || e.streamId.startsWith('$');

export const toRecorded = (e: DbRecordedEvent): RecordedEvent => ({
  streamId: e.streamId,
  revision: Number(e.revision),
  position: numericPosition(e.position),
  type: e.type,
  data: e.data,
  metadata: fromStoredMetadata(e.metadata),
});
