import type { EventMetadata } from './event-store.js';

/**
 * Our metadata as EventStoreDB names it: `$correlationId` and `$causationId` are the keys the server's own
 * `$by_correlation_id` projection reads. Events written before carry `correlationId`, and read back as they were.
 */
export function toStoredMetadata(metadata: EventMetadata): Record<string, unknown> {
  const { correlationId, causationId, ...rest } = metadata;
  const stored: Record<string, unknown> = { ...rest, $correlationId: correlationId };
  if (causationId !== undefined) stored.$causationId = causationId;
  return stored;
}

export function fromStoredMetadata(stored: unknown): EventMetadata {
  if (stored === null || typeof stored !== 'object') return stored as EventMetadata;
  const { $correlationId, $causationId, ...rest } = stored as Record<string, unknown>;
  const metadata: Record<string, unknown> = { ...rest };
  if ($correlationId !== undefined) metadata.correlationId = $correlationId;
  if ($causationId !== undefined) metadata.causationId = $causationId;
  return metadata as unknown as EventMetadata;
}
