import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { spawnServer, type SpawnedServer } from '../../backend/test-support/spawn-server.js';

export const ADMIN = { email: 'yonetici@example.com', password: 'yonetici123' };

/** Seeding the demo (images at every size) on a busy two-core machine can take well over 30 s (the e2e hooks allow 90 s in all). */
const START_TIMEOUT_MS = 75_000;

/** The real server on a fresh data folder, serving the built SPA (npm test builds it first). */
export async function startSite(env: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), 'e2e-'));
  let server: SpawnedServer = await spawnServer(
    {
      DATA_DIR: dir,
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      AUTH_RATE_LIMIT: '1000',
      ...env,
    },
    START_TIMEOUT_MS,
  );
  return {
    get url() {
      return server.url;
    },
    dir,
    /** What the server printed (the current process since its last start), for a failing test's report. */
    output: () => server.output(),
    async restart(signal: NodeJS.Signals = 'SIGKILL') {
      const port = new URL(server.url).port;
      await server.kill(signal);
      // Same port, so open pages keep working against the new process.
      server = await spawnServer(
        { PORT: port, DATA_DIR: dir, ADMIN_EMAIL: ADMIN.email, ADMIN_PASSWORD: ADMIN.password, AUTH_RATE_LIMIT: '1000', ...env },
        START_TIMEOUT_MS,
      );
    },
    async stop() {
      await server.kill('SIGTERM');
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
