import { createAdapter } from '@socket.io/mongo-adapter';
import { MongoClient, MongoServerError } from 'mongodb';
import { MONGO_TIMEOUTS } from '../core/read-store/mongo-client.js';

/** Where the instances pass each other's broadcasts; capped, so it never grows (a notice is read within ms). */
export const SOCKET_EVENTS = '_socketio';
const NAMESPACE_EXISTS = 48;

/**
 * Socket.IO rooms shared by every instance on one MongoDB (a replica set: the adapter follows a change
 * stream). The projector emits a notice once and each web instance delivers it to its own sockets; a
 * role change's disconnect reaches the member's sockets wherever they are connected.
 */
export async function mongoSocketAdapter(connection: string | MongoClient) {
  // The process's client is closed by its owner; a URL (tests) gets a client of its own.
  const owned = typeof connection === 'string';
  const client = owned ? await MongoClient.connect(connection, MONGO_TIMEOUTS) : connection;
  const db = client.db();
  try {
    await db.createCollection(SOCKET_EVENTS, { capped: true, size: 4 * 1024 * 1024 });
  } catch (err) {
    if (!(err instanceof MongoServerError && err.code === NAMESPACE_EXISTS)) throw err;
  }
  return {
    adapter: createAdapter(db.collection(SOCKET_EVENTS)),
    close: async () => {
      if (owned) await client.close();
    },
  };
}
