import { BY_USERNAME, type PersonalPart } from '@app/contracts';
import type { EventStore, EventToAppend, RecordedEvent } from '../event-store/event-store.js';
import { isSealed, open, seal, subjectOf } from './field-crypto.js';
import { createKeyCache, type KeyCache } from './key-cache.js';
import { SEALED_FORMAT_MARK } from './log-format.js';
import type { MemberKeys, SubjectKey } from './member-keys.js';
import { kickSubjectFor } from './kick-subjects.js';
import { copyForSealing, erasedValue, kickUserIdIn, partsOf, subjectIn, targetsOf } from './personal-fields.js';

type Obj = Record<string, unknown>;

/**
 * The privacy boundary (docs/privacy.md): wraps an event store so that the personal fields the contracts
 * mark are sealed with their subject's key on append and opened on read. Deciders and projections see
 * plain values; once a subject is erased they see the declared erased values, in live reads and in every
 * rebuild alike. Answers the wrapped store and the key store to use beside it: its `completeErasure`
 * also drops the erased keys from this process's cache.
 */
export function createPrivacyBoundary(inner: EventStore, store: MemberKeys) {
  const cache = createKeyCache(store);
  const keys: MemberKeys = {
    ...store,
    async completeErasure(memberId, linked) {
      await store.completeErasure(memberId, linked);
      cache.forget([memberId, ...linked]);
    },
  };
  const sealEvent = (e: EventToAppend) => sealPersonal(e, cache, store);
  // The key store says its log is in the sealed form from the first write through here on: the start-up
  // guard then knows a sealed log beside an unmarked key store has lost its keys (log-format.ts). Servers
  // mark it at start already; this covers every other writer (the test harness, the bench's histories).
  let marked: Promise<unknown> | undefined;
  const markSealed = () => (marked ??= store.mark(SEALED_FORMAT_MARK));
  const events: EventStore = {
    async append(streamId, toAppend, expected) {
      await markSealed();
      return inner.append(streamId, await Promise.all(toAppend.map(sealEvent)), expected);
    },
    appendGroup:
      inner.appendGroup &&
      (async (group) => {
        await markSealed();
        const sealed = await Promise.all(
          group.map(async ([id, evs]) => [id, await Promise.all(evs.map(sealEvent))] as [string, EventToAppend[]]),
        );
        return inner.appendGroup!(sealed);
      }),
    async readStream(streamId, fromRevision) {
      return openEvents(await inner.readStream(streamId, fromRevision), cache);
    },
    async readAll(after, maxCount) {
      return openEvents(await inner.readAll(after, maxCount), cache);
    },
    subscribeToAll(after, handler, onError) {
      return inner.subscribeToAll(after, async (batch) => handler(await openEvents(batch, cache)), onError);
    },
    headPosition: () => inner.headPosition(),
    close: () => inner.close(),
  };
  return { events, keys };
}

/** Whose key seals a target: its member, the holder of its username (a draw's entry), or its Kick account's subject. */
async function subjectOfTarget(target: Obj, part: PersonalPart, store: MemberKeys): Promise<string | null> {
  const direct = subjectIn(target, part);
  if (direct !== null) return direct;
  if (part.subject === BY_USERNAME)
    return typeof target.username === 'string' ? store.nameOwner('username', target.username) : null;
  const kickUserId = kickUserIdIn(target, part);
  return kickUserId === null ? null : kickSubjectFor(store, kickUserId);
}

export async function sealPersonal(event: EventToAppend, cache: KeyCache, store: MemberKeys): Promise<EventToAppend> {
  const parts = partsOf(event.type);
  if (!parts || typeof event.data !== 'object' || event.data === null) return event;
  const data = copyForSealing(event.data as Obj, parts);
  for (const part of parts) {
    for (const target of targetsOf(data, part)) {
      const subject = await subjectOfTarget(target, part, store);
      if (subject === null) continue;
      const state = await cache.forWriting(subject);
      for (const [field, kind] of Object.entries(part.fields)) {
        const value = target[field];
        if (value === null || value === undefined || isSealed(value)) continue;
        // Nothing of an erased subject is written in clear again, not even by a command that raced the erasure.
        target[field] = 'key' in state ? seal(subject, state.key, value) : erasedValue(kind, state.pseudonym);
      }
    }
  }
  return { ...event, data };
}

/** Opens the sealed fields of a batch in place (the events were just parsed from the store: nobody else holds them). */
async function openEvents(batch: RecordedEvent[], cache: KeyCache): Promise<RecordedEvent[]> {
  const states = new Map<string, SubjectKey>();
  for (const event of batch) {
    const parts = partsOf(event.type);
    if (!parts) continue;
    for (const part of parts) {
      for (const target of targetsOf(event.data as Obj, part)) {
        for (const [field, kind] of Object.entries(part.fields)) {
          const value = target[field];
          if (!isSealed(value)) continue;
          const subject = subjectOf(value);
          let state = states.get(subject);
          if (!state) states.set(subject, (state = await cache.forReading(subject)));
          target[field] = 'key' in state ? open(value, state.key) : erasedValue(kind, state.pseudonym);
        }
      }
    }
  }
  return batch;
}
