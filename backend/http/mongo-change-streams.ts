import type { Db } from 'mongodb';
import type { Config } from '../env.js';
import { StartupError } from './mongo-connection.js';

/**
 * Whether this deployment has change streams, which `@socket.io/mongo-adapter` follows to pass notices
 * between instances: a replica set or a sharded cluster has them, a standalone server does not (and the
 * adapter would then fail silently, each instance hearing only its own notices).
 */
export async function supportsChangeStreams(db: Db): Promise<boolean> {
  const hello = await db.admin().command({ hello: 1 });
  return typeof hello.setName === 'string' || hello.msg === 'isdbgrid';
}

/**
 * Decides at start whether notices go through MongoDB: always when change streams work; never for
 * ROLE=all on a standalone server (one process, its notices stay in it: a warning says so); and a
 * ROLE=web or ROLE=projector without them refuses to start, since its notices would reach no one.
 */
export async function sharedNoticesAvailable(
  db: Db,
  role: Config['ROLE'],
  log: Pick<Console, 'error'>,
  supported: (db: Db) => Promise<boolean> = supportsChangeStreams,
): Promise<boolean> {
  if (await supported(db)) return true;
  if (role !== 'all')
    throw new StartupError(
      `ROLE=${role} needs MongoDB change streams (a replica set, e.g. ?replicaSet=rs0) to pass live notices between instances; this server is standalone.`,
    );
  log.error('[realtime] MongoDB is a standalone server (no change streams): live notices stay in this process.');
  return false;
}
