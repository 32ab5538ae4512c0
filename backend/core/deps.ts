import type { BlobStore } from './blob-store/blob-store.js';
import type { EventStore } from './event-store/event-store.js';
import type { ProjectionRunner } from './projections/runner.js';
import type { MemberKeys } from './privacy/member-keys.js';
import type { ReadStore } from './read-store/read-store.js';

/** Everything a router or command needs from the outside world; tests build it in memory. */
export interface Deps {
  /** The log behind the privacy boundary: personal fields sealed on append, opened on read (docs/privacy.md). */
  events: EventStore;
  /** Members' data keys, pseudonyms and username/e-mail reservations (a durable store of its own). */
  keys: MemberKeys;
  read: ReadStore;
  blobs: BlobStore;
  runner: ProjectionRunner;
  clock: () => Date;
  newId: () => string;
}
