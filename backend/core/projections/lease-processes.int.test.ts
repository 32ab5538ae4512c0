import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const url = process.env.MONGO_URL;
if (!url) console.info('Projector lease across two processes skipped: MONGO_URL is not set');

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** A ROLE=projector process, its output collected for the test to wait on. */
function projector(env: Record<string, string>) {
  const child: ChildProcess = spawn(process.execPath, ['--import', 'tsx', path.join(root, 'backend/server.ts')], {
    cwd: root,
    env: { ...process.env, LOG_LEVEL: 'info', ...env, ROLE: 'projector', PORT: '0', HOST: '127.0.0.1', SEED_DEMO: 'false' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()));
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()));
  const waitFor = async (pattern: RegExp, what: string) => {
    const deadline = Date.now() + 60_000;
    while (!pattern.test(out)) {
      if (Date.now() > deadline || child.exitCode !== null) throw new Error(`timed out waiting for ${what}:\n${out}`);
      await new Promise((r) => setTimeout(r, 50));
    }
  };
  const stop = () =>
    new Promise<void>((done) => (child.exitCode !== null ? done() : (child.once('exit', () => done()), child.kill('SIGTERM'))));
  return { output: () => out, waitFor, stop };
}

describe.skipIf(!url)('the projector lease across processes', () => {
  it('of two projectors on one MongoDB exactly one projects; the other takes over once it stops', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'lease-processes-'));
    const env = { MONGO_URL: url!, DATA_DIR: dir, SESSION_SECRET: 's'.repeat(40), STARTUP_TIMEOUT_S: '120' };
    const a = projector(env);
    let b: ReturnType<typeof projector> | null = null;
    try {
      await a.waitFor(/ready on/, 'the first projector');
      b = projector(env);
      await b.waitFor(/projector lease not reachable yet .*held by projector@/, 'the second to be refused the lease');
      expect(b.output()).not.toMatch(/ready on/);
      await a.stop(); // releases the lease on the way out
      await b.waitFor(/ready on/, 'the second projector to take over');
    } finally {
      await a.stop();
      await b?.stop();
      rmSync(dir, { recursive: true, force: true });
    }
  }, 180_000);
});
