import path from 'node:path';
import { parseArgs } from 'node:util';
import { loadConfig } from '../env.js';
import { connectMongo } from '../http/mongo-connection.js';
import { openMemberKeys } from '../infrastructure.js';
import { migrateSqlite } from './privacy-migrate-sqlite.js';

const USAGE = `npm run privacy:migrate [-- --delete-backup | -- --to <new EventStoreDB url>]
Brings an event log written before personal data was sealed to the sealed form, once (docs/privacy.md).
Stop the site first. Embedded (DATA_DIR): rewrites events.db in place after a backup; --delete-backup
deletes that backup later. EventStoreDB (EVENTSTORE_URL): copies into the new, empty database --to.`;

/** `npm run privacy:migrate`: answers the exit code (0 done or nothing to do, 1 refused, 2 bad use). */
export async function runPrivacyMigrate(argv: string[], print: (line: string) => void): Promise<number> {
  let args;
  try {
    args = parseArgs({ args: argv, options: { 'delete-backup': { type: 'boolean' }, to: { type: 'string' } } }).values;
  } catch (err) {
    return (print(`${(err as Error).message}\n${USAGE}`), 2);
  }
  const config = loadConfig();
  if (config.EVENTSTORE_URL && !args.to) return (print(`EVENTSTORE_URL is set: give the new database with --to.\n${USAGE}`), 2);
  if (!config.EVENTSTORE_URL && args.to) return (print(`--to is for EventStoreDB: EVENTSTORE_URL is not set.\n${USAGE}`), 2);
  // The key store the site will read: MongoDB's collections when MONGO_URL is set, else keys.db.
  const mongo = config.MONGO_URL
    ? await connectMongo(config.MONGO_URL, { timeoutS: config.STARTUP_TIMEOUT_S, log: console })
    : null;
  const keys = await openMemberKeys(config, mongo);
  try {
    if (!config.EVENTSTORE_URL) return await migrateSqlite(config.dataDir, keys, args['delete-backup'] === true, print);
    const { createEventStoreDbEventStore } = await import('../core/event-store/eventstoredb-event-store.js');
    const { migrateEventStoreDb } = await import('./privacy-migrate-esdb.js');
    const [source, target] = [createEventStoreDbEventStore(config.EVENTSTORE_URL), createEventStoreDbEventStore(args.to!)];
    try {
      return await migrateEventStoreDb(source, target, keys, print);
    } finally {
      await Promise.all([source.close(), target.close()]);
    }
  } finally {
    await keys.close();
    await mongo?.close();
  }
}

if (process.argv[1] && path.resolve(process.argv[1]) === path.resolve(new URL(import.meta.url).pathname)) {
  runPrivacyMigrate(process.argv.slice(2), (line) => console.info(line)).then(
    (code) => process.exit(code),
    (err: unknown) => {
      console.error((err as Error).message);
      process.exit(2);
    },
  );
}
