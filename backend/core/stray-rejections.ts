import { lineLog } from './log.js';

/**
 * A promise rejected with no handler ends a Node process by default: one forgotten `.catch` on a
 * request's path (issue 26: an oversized upload) then takes the whole site down for everyone. The
 * server logs such a rejection instead and goes on; the request it belonged to has its own answer.
 */
export function logStrayRejections(log: Pick<Console, 'error'> = lineLog()) {
  const handler = (reason: unknown) => log.error('Unhandled promise rejection (the server goes on):', reason);
  process.on('unhandledRejection', handler);
  return () => void process.off('unhandledRejection', handler);
}
