import type { EventStore } from './event-store/event-store.js';
import { createKeyedQueue, type KeyedQueue } from './keyed-queue.js';

/**
 * A stream's state as a decider folded it: `revision` is the last revision of `streamId` folded in
 * (-1: nothing yet). `streamId` is the stream the history currently goes on in; it differs from the
 * stream a command names only after books were closed (core/books.ts).
 */
export interface Folded<S> {
  streamId: string;
  state: S;
  revision: number;
}

/** Streams whose folded state stays in memory; the least recently used one goes first. */
const MAX_CACHED_STREAMS = 5_000;

/**
 * The write side's memory per event store connection: one queue per stream (so one command at a time
 * owns a stream's cached state, which deciders may extend in place) and the folded states. Keyed by
 * the connection, so two app instances in one test process keep separate caches and still race each
 * other through the expected revision, as two processes would.
 */
export interface WriteSide {
  queue: KeyedQueue;
  get<S>(decider: object, streamId: string): Folded<S> | undefined;
  set<S>(decider: object, streamId: string, folded: Folded<S>): void;
  forget(decider: object, streamId: string): void;
}

const sides = new WeakMap<EventStore, WriteSide>();
const deciderIds = new WeakMap<object, number>();
let lastDeciderId = 0;

function keyOf(decider: object, streamId: string) {
  let id = deciderIds.get(decider);
  if (id === undefined) deciderIds.set(decider, (id = ++lastDeciderId));
  return `${id}|${streamId}`;
}

function createWriteSide(): WriteSide {
  const cache = new Map<string, Folded<unknown>>();
  return {
    queue: createKeyedQueue(),
    get<S>(decider: object, streamId: string) {
      const key = keyOf(decider, streamId);
      const hit = cache.get(key);
      if (hit) {
        // The most recently used goes last, so the oldest is the first key when the cache is full.
        cache.delete(key);
        cache.set(key, hit);
      }
      return hit as Folded<S> | undefined;
    },
    set(decider, streamId, folded) {
      const key = keyOf(decider, streamId);
      cache.delete(key);
      cache.set(key, folded);
      if (cache.size > MAX_CACHED_STREAMS) cache.delete(cache.keys().next().value!);
    },
    forget(decider, streamId) {
      cache.delete(keyOf(decider, streamId));
    },
  };
}

export function writeSideOf(events: EventStore): WriteSide {
  let side = sides.get(events);
  if (!side) sides.set(events, (side = createWriteSide()));
  return side;
}
