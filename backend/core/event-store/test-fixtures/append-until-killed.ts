/**
 * Child process for the SIGKILL durability test: appends one event at a time to one stream, forever,
 * and prints `ack <n>` only after the append of event n resolved. The parent kills it mid-flight.
 */
import { createSqliteEventStore } from '../sqlite-event-store.js';

const file = process.argv[2];
if (!file) throw new Error('usage: append-until-killed.ts <events.db>');
const store = createSqliteEventStore(file);

for (let n = 0; ; n++) {
  await store.append(
    'durability-test',
    [
      {
        type: 'Ticked',
        data: { n },
        metadata: { actorId: null, actorRole: null, at: new Date().toISOString(), correlationId: `tick-${n}` },
      },
    ],
    n === 0 ? 'no_stream' : n - 1,
  );
  // Writes to a pipe are synchronous on Linux, so the ack is out before the next append starts.
  process.stdout.write(`ack ${n}\n`);
}
