import type { Server as HttpServer } from 'node:http';

/** How long running requests (and the appends they wait for) get once SIGTERM arrived. */
export const DRAIN_MS = 10_000;

/**
 * Counts the requests being answered, so a shutdown can stop accepting and wait for exactly those.
 * `drain()` closes the listening socket and the idle keep-alive connections, waits until every running
 * request has its answer (bounded by `ms`, then the connections are cut), and resolves with how many
 * were still running when it began.
 */
export function drainable(http: HttpServer) {
  let running = 0;
  let idle: (() => void) | null = null;
  http.on('request', (_req, res) => {
    running += 1;
    res.once('close', () => {
      running -= 1;
      if (running === 0) idle?.();
    });
  });
  return {
    running: () => running,
    async drain(ms = DRAIN_MS): Promise<{ waitedFor: number; cut: boolean }> {
      const waitedFor = running;
      http.close(() => undefined); // no new connections; the answers under way still go out
      http.closeIdleConnections();
      let cut = false;
      if (running > 0) {
        await new Promise<void>((resolve) => {
          const timer = setTimeout(() => ((cut = true), resolve()), ms);
          idle = () => (clearTimeout(timer), resolve());
        });
      }
      if (cut) http.closeAllConnections();
      http.closeIdleConnections();
      return { waitedFor, cut };
    },
  };
}
