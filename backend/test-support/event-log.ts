import path from 'node:path';
import type { EventStore } from '../core/event-store/event-store.js';
import { createSqliteEventStore } from '../core/event-store/sqlite-event-store.js';
import { createPrivacyBoundary } from '../core/privacy/private-event-store.js';
import { createSqliteMemberKeys } from '../core/privacy/sqlite-member-keys.js';
import { KEYS_FILE } from '../infrastructure.js';

/**
 * A data folder's event log as the server reads it: through the privacy boundary with the folder's own
 * keys.db (docs/privacy.md). The bare SQLite store would hand projections the sealed personal fields.
 */
export function openEventLog(dir: string): EventStore {
  const keys = createSqliteMemberKeys(path.join(dir, KEYS_FILE));
  const { events } = createPrivacyBoundary(createSqliteEventStore(path.join(dir, 'events.db')), keys);
  const close = events.close.bind(events);
  events.close = async () => {
    await close();
    await keys.close();
  };
  return events;
}
