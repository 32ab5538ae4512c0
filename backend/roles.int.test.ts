import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { CHECKPOINTS, PROGRESS } from './core/projections/checkpoints.js';
import { createProgressWatcher } from './core/projections/progress-watcher.js';
import { createProjectionRunner, type ProjectionRunner } from './core/projections/runner.js';
import { loadConfig } from './env.js';
import { allProjections } from './registry/compose.js';
import { type RunningServer, startServer } from './server.js';
import { createHarness, type Harness, json, registerMember } from './test-support/harness.js';

const quiet = { info: () => {}, error: () => {} };
let h: Harness | undefined;
let projector: ProjectionRunner | undefined;
let server: RunningServer | undefined;
afterEach(async () => {
  await projector?.stop();
  await h?.close();
  await server?.close();
  h = projector = server = undefined;
});

const timed = async <T>(run: () => Promise<T>) => {
  const started = performance.now();
  const value = await run();
  return { value, ms: performance.now() - started };
};

describe('ROLE=web: commands wait for the projector through the shared read store', () => {
  it('with no projector running, a sign-up answers within its session timeout instead of hanging', async () => {
    h = await createHarness({
      runner: (_events, read) => createProgressWatcher(read, { pollMs: 20 }),
      app: { sessionVisibleMs: 3000 },
    });
    const { value: res, ms } = await timed(() =>
      h!.request('POST', '/api/auth/register', { body: { username: 'bekleyen', email: 'b@example.com', password: 'gizli123' } }),
    );
    expect(ms).toBeGreaterThan(2500); // it did wait for the read models...
    expect(ms).toBeLessThan(4500); // ...and gave up at the timeout (3 s here)
    // The registration is on disk, but the account cannot be shown yet: a clear Turkish 503, not a hang or a 500.
    expect(res.status).toBe(503);
    expect(await json(res)).toMatchObject({ message: 'Hesabınız hazırlanıyor, lütfen tekrar deneyin.' });
    expect(await h.deps.events.headPosition()).toBeGreaterThan(0);
    // No cookie for a session nobody could use yet: the member is not left half logged in.
    expect(res.headers.get('set-cookie')).toBeNull();
  });

  it('with a projector on the same read store, answers follow its progress: read-your-writes holds', async () => {
    h = await createHarness({ runner: (_events, read) => createProgressWatcher(read, { pollMs: 20 }) });
    projector = createProjectionRunner(h.deps.events, h.deps.read, allProjections, quiet, { publishProgress: true });
    await projector.start();
    const { value: member, ms } = await timed(() => registerMember(h!, 'ayse'));
    expect(ms).toBeLessThan(2000);
    const me = await json(await h.request('GET', '/api/auth/user', { cookie: member.cookie }));
    expect(me).toMatchObject({ username: 'ayse' });
    const progress = await h.deps.read.collection(CHECKPOINTS).findOne({ _id: PROGRESS });
    expect(progress).toMatchObject({ position: await h.deps.events.headPosition() });
    expect(h.deps.runner.lastHandled('users')).toBe(projector.lastHandled('users'));
  });
});

describe('ROLE=projector', () => {
  it('keeps the read models, publishes its progress and serves only a health endpoint', async () => {
    const dir = mkdtempSync(path.join(tmpdir(), 'projector-'));
    try {
      // MongoDB is what a projector shares in production; the process's shape is the same on the embedded store.
      const config = {
        ...loadConfig({
          DATA_DIR: dir,
          PORT: '0',
          HOST: '127.0.0.1',
          SEED_DEMO: 'false',
          ADMIN_EMAIL: 'a@example.com',
          ADMIN_PASSWORD: 'yonetici123',
        }),
        ROLE: 'projector' as const,
      };
      server = await startServer(config, quiet);
      const health = await fetch(`${server.url.replace('localhost', '127.0.0.1')}/health`);
      expect(health.status).toBe(200);
      expect(await health.json()).toMatchObject({ status: 'ok', role: 'projector' });
      expect((await fetch(`http://127.0.0.1:${server.port}/api/cards`)).status).toBe(404);
      // The admin bootstrap ran here, and the web instances can see where the read models are.
      expect(await server.deps.read.collection('users').countDocuments({ role: 'super_admin' })).toBe(1);
      const progress = await server.deps.read.collection(CHECKPOINTS).findOne({ _id: PROGRESS });
      expect(progress).toMatchObject({ position: await server.deps.events.headPosition() });
    } finally {
      await server?.close();
      server = undefined;
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
