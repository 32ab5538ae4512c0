import type { CreateEventInput, UpdateEventInput } from '@app/contracts';
import { storeInlineImage } from '../../core/blob-store/images.js';
import { handleCommand } from '../../core/command-handler.js';
import { loadState } from '../../core/load-state.js';
import type { CommandContext } from '../../core/decider.js';
import type { Deps } from '../../core/deps.js';
import { type EventChanges, type EventState, eventDecider, toEventStreamId } from './event.js';
import { telegramStatusOf } from '../verification/member-verification.js';
import { type Joiner, participationDecider, toParticipationStreamId } from './participation.js';

/** Who joins, as the route knows them; their Telegram status comes from the write side. */
type Member = Omit<Joiner, 'telegramUsername' | 'telegramVerified'>;

/** Ids come from our own generator, but a path segment is user input: keep odd ones off stream names. */
export const isEventId = (id: string) => /^[A-Za-z0-9-]{1,64}$/.test(id);

export const loadEvent = (deps: Deps, eventId: string): Promise<EventState> =>
  loadState(deps.events, toEventStreamId(eventId), eventDecider);

export async function createEvent(deps: Deps, input: CreateEventInput, ctx: CommandContext) {
  const eventId = deps.newId();
  const photoUrl = await storeInlineImage(deps.blobs, input.photoUrl);
  const r = await handleCommand(
    deps.events,
    toEventStreamId(eventId),
    eventDecider,
    { type: 'CreateEvent', eventId, fields: { ...input, photoUrl } },
    ctx,
  );
  return { eventId, position: r.position };
}

export async function updateEvent(deps: Deps, eventId: string, input: UpdateEventInput, ctx: CommandContext) {
  const changes: EventChanges = { ...input };
  if (input.photoUrl !== undefined) changes.photoUrl = await storeInlineImage(deps.blobs, input.photoUrl);
  const r = await handleCommand(deps.events, toEventStreamId(eventId), eventDecider, { type: 'UpdateEvent', changes }, ctx);
  return { position: r.position };
}

export async function deleteEvent(deps: Deps, eventId: string, ctx: CommandContext) {
  const r = await handleCommand(deps.events, toEventStreamId(eventId), eventDecider, { type: 'DeleteEvent' }, ctx);
  return { position: r.position };
}

/**
 * The event's rules (active, ongoing, Telegram) are read from its own stream; uniqueness is the
 * participation stream's. The member's Telegram status is read from their own stream (the write
 * side), so a verification counts at once and no read model decides who may join.
 */
export async function joinEvent(deps: Deps, eventId: string, who: Member, message: string, ctx: CommandContext) {
  const event = await loadEvent(deps, eventId);
  const member: Joiner = { ...who, ...(await telegramStatusOf(deps.events, who.userId)) };
  const r = await handleCommand(
    deps.events,
    toParticipationStreamId(eventId, member.userId),
    participationDecider,
    { type: 'JoinEvent', event, member, message, now: ctx.now },
    ctx,
  );
  return { position: r.position };
}
