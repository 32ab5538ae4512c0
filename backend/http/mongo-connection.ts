import { ErrorType } from '@eventstore/db-client';
import { isMongoUnreachable, newMongoClient } from '../core/read-store/mongo-client.js';

/** The answer every request gets while a database cannot be reached. */
export const UNAVAILABLE_MESSAGE = 'Hizmet geçici olarak kullanılamıyor. Lütfen biraz sonra tekrar deneyin.';

const ESDB_UNREACHABLE = new Set<unknown>([ErrorType.UNAVAILABLE, ErrorType.DEADLINE_EXCEEDED, ErrorType.TIMEOUT]);

/** Either database out of reach: the request is answered 503 with UNAVAILABLE_MESSAGE, never 500. */
export const isServiceUnavailable = (err: unknown): boolean =>
  isMongoUnreachable(err) || (typeof err === 'object' && err !== null && ESDB_UNREACHABLE.has((err as { type?: unknown }).type));

/** A start-up failure with a plain explanation for the operator: printed as one line, no stack trace. */
export class StartupError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'StartupError';
  }
}

/**
 * Tries `attempt` until it succeeds or `timeoutS` have passed, logging one line per failure; then gives
 * up with a StartupError. A database that starts beside the app (docker compose) is often a few seconds
 * late, and an orchestrator restarts a process that gives up.
 */
export async function retryAtStartup<T>(
  what: string,
  attempt: () => Promise<T>,
  { timeoutS, log, pauseMs = 1000 }: { timeoutS: number; log: Pick<Console, 'error'>; pauseMs?: number },
): Promise<T> {
  const deadline = Date.now() + timeoutS * 1000;
  for (let n = 1; ; n += 1) {
    try {
      return await attempt();
    } catch (err) {
      const reason = err instanceof Error ? err.message.split('\n')[0] : String(err);
      if (Date.now() + pauseMs >= deadline)
        throw new StartupError(`${what} could not be reached within ${timeoutS} s (STARTUP_TIMEOUT_S): ${reason}`);
      log.error(`[startup] ${what} not reachable yet (attempt ${n}): ${reason}; trying again`);
      await new Promise((r) => setTimeout(r, pauseMs));
    }
  }
}

/** Connects the process's MongoClient, retrying until STARTUP_TIMEOUT_S; the client's own timeouts bound each try. */
export async function connectMongo(url: string, options: { timeoutS: number; log: Pick<Console, 'error'> }) {
  const client = newMongoClient(url);
  await retryAtStartup(
    'MongoDB',
    async () => {
      await client.connect();
      await client.db().command({ ping: 1 });
    },
    options,
  );
  return client;
}
