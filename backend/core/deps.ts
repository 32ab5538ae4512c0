import type { BlobStore } from './blob-store/blob-store.js';
import type { EventStore } from './event-store/event-store.js';
import type { ProjectionRunner } from './projections/runner.js';
import type { ReadStore } from './read-store/read-store.js';

/** Everything a router or command needs from the outside world; tests build it in memory. */
export interface Deps {
  events: EventStore;
  read: ReadStore;
  blobs: BlobStore;
  runner: ProjectionRunner;
  clock: () => Date;
  newId: () => string;
}
