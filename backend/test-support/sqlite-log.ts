import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach } from 'vitest';
import type { EventStore } from '../core/event-store/event-store.js';
import { createSqliteEventStore } from '../core/event-store/sqlite-event-store.js';

/**
 * `open()` gives a SQLite event store on the test's own log file (made on the test's first call; a
 * second call is a second process on the same file). After each test every store is closed and the
 * folder removed.
 */
export function sqliteLogPerTest(prefix: string): () => EventStore {
  let dir: string | undefined;
  const opened: EventStore[] = [];
  afterEach(async () => {
    for (const events of opened.splice(0)) await events.close();
    if (dir) rmSync(dir, { recursive: true, force: true });
    dir = undefined;
  });
  return () => {
    dir ??= mkdtempSync(path.join(tmpdir(), prefix));
    const events = createSqliteEventStore(path.join(dir, 'events.db'));
    opened.push(events);
    return events;
  };
}
