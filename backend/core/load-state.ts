import { randomUUID } from 'node:crypto';
import { catchUp } from './books.js';
import type { CommandContext, Decider, DomainEvent } from './decider.js';
import { recordChanged } from './errors.js';
import type { EventMetadata, EventStore } from './event-store/event-store.js';
import { type Folded, type WriteSide, writeSideOf } from './state-cache.js';

/** Who opens a continuation that a crash left empty when no command is at hand (a plain read). */
const systemMetadata = (): EventMetadata => ({
  actorId: null,
  actorRole: 'system:books',
  at: new Date().toISOString(),
  correlationId: randomUUID(),
});

/**
 * The cached fold of a stream, caught up with the store. Folds of one state may overlap (a read beside
 * a command): each applies only the events newer than the state's revision when its read returns, so
 * none is applied twice. A fold that fails half way is forgotten rather than kept half applied.
 */
export async function foldStream<C, E extends DomainEvent, S>(
  side: WriteSide,
  events: EventStore,
  streamId: string,
  decider: Decider<C, E, S>,
  metadata: () => EventMetadata = systemMetadata,
): Promise<Folded<S>> {
  try {
    const f = await catchUp(events, streamId, decider, side.get<S>(decider, streamId), metadata);
    side.set(decider, streamId, f);
    return f;
  } catch (err) {
    side.forget(decider, streamId);
    throw err;
  }
}

/**
 * The current state of one stream, folded on the write side (never from a read model). It does not wait
 * for commands on the stream (a reconciler may run while a command is half way). The state is the
 * cache's own: read it, do not keep it across awaits that may let a command extend it.
 */
export async function loadState<C, E extends DomainEvent, S>(
  events: EventStore,
  streamId: string,
  decider: Decider<C, E, S>,
): Promise<S> {
  return (await foldStream(writeSideOf(events), events, streamId, decider)).state;
}

/**
 * The state a command reads before it is sent (to check a rule early, or to compute its input), for an
 * edit held to its editor's revision: a stream that moved past it is refused here, before the rules'
 * own checks, so a stale editor hears that the record changed. `handleCommand` holds the append to it.
 */
export async function loadStateForEdit<C, E extends DomainEvent, S>(
  events: EventStore,
  streamId: string,
  decider: Decider<C, E, S>,
  ctx: CommandContext,
): Promise<S> {
  const f = await foldStream(writeSideOf(events), events, streamId, decider);
  if (ctx.expectedRevision !== undefined && ctx.expectedRevision !== f.revision) throw recordChanged();
  return f.state;
}
