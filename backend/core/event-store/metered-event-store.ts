import { appendDuration, countAppended } from '../metrics.js';
import type { EventStore } from './event-store.js';

/**
 * The event store with its appends counted (by event type) and timed until durable, for the metrics.
 * Reads pass straight through.
 */
export function meteredEventStore(store: EventStore): EventStore {
  const metered: EventStore = Object.create(store) as EventStore;
  metered.append = async (streamId, events, expected) => {
    const end = appendDuration.startTimer({ kind: 'command' });
    const result = await store.append(streamId, events, expected);
    end();
    countAppended(events.map((e) => e.type));
    return result;
  };
  if (store.appendGroup) {
    const group = store.appendGroup.bind(store);
    metered.appendGroup = async (batch) => {
      const end = appendDuration.startTimer({ kind: 'group' });
      await group(batch);
      end();
      countAppended(batch.flatMap(([, events]) => events.map((e) => e.type)));
    };
  }
  return metered;
}
