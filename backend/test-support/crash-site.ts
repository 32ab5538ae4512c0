import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll } from 'vitest';
import { TEST_DRAW_SECRET } from './harness.js';
import type { SpawnedServer } from './spawn-server.js';

/** The super_admin the crash tests' spawned servers bootstrap from their environment. */
export const CRASH_ADMIN = { email: 'yonetici@example.com', password: 'yonetici123' };

/**
 * The data folder and environment a crash test's real server runs on; after the file's tests the
 * server still running (if any) is killed and the folder removed. The rate limit is lifted because
 * the tests log many members in from one address.
 */
export function crashSite(prefix: string, running: () => SpawnedServer | undefined) {
  const dir = mkdtempSync(path.join(tmpdir(), prefix));
  const env = {
    DATA_DIR: dir,
    ADMIN_EMAIL: CRASH_ADMIN.email,
    ADMIN_PASSWORD: CRASH_ADMIN.password,
    AUTH_RATE_LIMIT: '100000',
    // The harness that prepares the folder enrols the admin's two-step login with its key sealed under this.
    DRAW_SECRET: TEST_DRAW_SECRET,
  };
  afterAll(async () => {
    await running()?.kill('SIGKILL');
    rmSync(dir, { recursive: true, force: true });
  });
  return { dir, env };
}

/**
 * A read-only connection of its own to the folder's log file. One opened while the server runs reads
 * through the server's WAL index, which a SIGKILL can leave a commit behind (frames written, index not
 * yet updated); only the first connection opened after the kill rebuilds the index from the WAL, as the
 * restarted server's will. So the tests open a new one after each kill.
 */
export const openLog = (dir: string) => new Database(path.join(dir, 'events.db'), { readonly: true, fileMustExist: true });
