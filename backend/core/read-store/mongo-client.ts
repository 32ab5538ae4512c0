import {
  MongoClient,
  type MongoClientOptions,
  MongoNetworkError,
  MongoOperationTimeoutError,
  MongoServerSelectionError,
  MongoTopologyClosedError,
} from 'mongodb';

/**
 * Bounded waits for every MongoDB operation, so that a request meeting a frozen or unreachable server
 * answers 503 within about 5 s instead of hanging: finding a server (3 s), opening a connection (3 s),
 * waiting for a free one in the pool (3 s), and an answer on an open socket (4 s; our read-model queries
 * and writes are small, and change streams wait at most a second per round trip).
 */
export const MONGO_TIMEOUTS = {
  serverSelectionTimeoutMS: 3000,
  connectTimeoutMS: 3000,
  waitQueueTimeoutMS: 3000,
  socketTimeoutMS: 4000,
} satisfies MongoClientOptions;

/** The one MongoClient of a process (read models, uploads, limiters and Socket.IO share its pool). */
export const newMongoClient = (url: string, options: MongoClientOptions = {}) =>
  new MongoClient(url, { ...MONGO_TIMEOUTS, ...options });

/**
 * Whether an error means "MongoDB cannot be reached now" (a network failure, no server to select, a
 * timeout), as opposed to a refusal the server gives every time (no right, an unsupported update).
 */
export const isMongoUnreachable = (err: unknown): boolean =>
  err instanceof MongoNetworkError ||
  err instanceof MongoServerSelectionError ||
  err instanceof MongoOperationTimeoutError ||
  err instanceof MongoTopologyClosedError;
