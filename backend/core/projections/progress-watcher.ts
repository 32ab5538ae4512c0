import { START } from '../event-store/event-store.js';
import type { ReadStore } from '../read-store/read-store.js';
import { CHECKPOINTS, PROGRESS, type Progress } from './checkpoints.js';
import type { ChangeNotice } from './projection.js';
import type { ProjectionRunner } from './runner.js';
import { Waiters } from './waiters.js';
import { lineLog } from '../log.js';

type Log = Pick<Console, 'error'>;

/**
 * The runner a `ROLE=web` instance has: it applies nothing (the projector does) and follows the progress
 * the projector publishes in the shared read store, polling it, so a command's answer still waits for
 * its events to reach the read models, bounded by the same timeout. Notices come from the projector
 * through the Socket.IO adapter, not from here.
 */
export function createProgressWatcher(read: ReadStore, options: { pollMs?: number; log?: Log } = {}): ProjectionRunner {
  const pollMs = options.pollMs ?? 100;
  const log = options.log ?? lineLog();
  const waiters = new Waiters();
  let progress: Pick<Progress, 'position' | 'handled'> = { position: START, handled: {} };
  let timer: NodeJS.Timeout | null = null;
  let failing = false;

  async function poll() {
    try {
      const doc = await read.collection<Progress>(CHECKPOINTS).findOne({ _id: PROGRESS });
      if (doc && doc.position >= progress.position) progress = { position: doc.position, handled: doc.handled ?? {} };
      waiters.release(progress.position);
      failing = false;
    } catch (err) {
      // Logged once per outage: the waits time out meanwhile, and the next poll that works releases them.
      if (!failing) log.error("[projections] could not read the projector's progress:", err);
      failing = true;
    }
  }

  const loop = async () => {
    await poll();
    if (!timer) return;
    timer = setTimeout(loop, pollMs);
    timer.unref();
  };

  return {
    async start() {
      await poll();
      timer = setTimeout(loop, pollMs);
      timer.unref();
    },
    stop() {
      if (timer) clearTimeout(timer);
      timer = null;
      waiters.clear();
      return Promise.resolve();
    },
    waitFor(position, timeoutMs = 3000) {
      if (position <= progress.position) return Promise.resolve(true);
      return waiters.wait(position, timeoutMs);
    },
    onNotice(_listener: (n: ChangeNotice) => void) {
      return () => false;
    },
    positions() {
      return { ...progress.handled };
    },
    lastHandled(projection) {
      return progress.handled[projection] ?? START;
    },
  };
}
