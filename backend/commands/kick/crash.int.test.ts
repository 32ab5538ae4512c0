import Database from 'better-sqlite3';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/system-context.js';
import { createHarness, registerMember } from '../../test-support/harness.js';
import {
  KICK_TEST_CHANNEL,
  KICK_TEST_CLIENT,
  kickBodies,
  kickKeyPair,
  type KickDouble,
  signedDelivery,
  startKickDouble,
} from '../../test-support/kick-double.js';
import { type SpawnedServer, spawnServer } from '../../test-support/spawn-server.js';
import { linkKickAccount } from './link.js';

const dir = mkdtempSync(path.join(tmpdir(), 'kick-crash-'));
const { privateKey, publicKeyPem } = kickKeyPair();
const ayseKick = { userId: 4001, name: 'ayse_kick' };
const DELIVERIES = 100;
let server: SpawnedServer | undefined;
let double: KickDouble | undefined;

afterAll(async () => {
  await server?.kill('SIGKILL');
  await double?.close();
  rmSync(dir, { recursive: true, force: true });
});

const env = () => ({
  DATA_DIR: dir,
  PUBLIC_ORIGIN: 'http://127.0.0.1',
  KICK_CLIENT_ID: KICK_TEST_CLIENT.id,
  KICK_CLIENT_SECRET: KICK_TEST_CLIENT.secret,
  KICK_CHANNEL: KICK_TEST_CHANNEL.slug,
  KICK_OAUTH_ROOT: double!.url,
  KICK_API_ROOT: double!.url,
  KICK_PUBLIC_KEY: publicKeyPem,
});

/** What the log file holds: deliveries recorded, deliveries processed, and the member's Kick awards. */
function readLog(userId: string) {
  const db = new Database(path.join(dir, 'events.db'), { readonly: true, fileMustExist: true });
  try {
    const count = (type: string) =>
      db.prepare<[string], { n: number }>('SELECT count(*) AS n FROM events WHERE type = ?').get(type)!.n;
    const awards = db
      .prepare<[string], { data: string }>("SELECT data FROM events WHERE stream_id = ? AND type = 'PointsAwarded'")
      .all(`user-${userId}`)
      .map((r) => JSON.parse(r.data) as { sourceId: string; amount: number });
    return { received: count('KickSubscriptionReceived'), processed: count('KickMessageProcessed'), awards };
  } finally {
    db.close();
  }
}

let renewalsId = '';
const renewal = (messageId: string) =>
  signedDelivery(privateKey, 'channel.subscription.renewal', kickBodies.subscription(ayseKick, 2), {
    messageId,
    subscriptionId: renewalsId,
  });
const post = (d: ReturnType<typeof renewal>) =>
  fetch(`${server!.url}/api/kick/webhook`, { method: 'POST', headers: d.headers, body: d.rawBody });
const ids = Array.from({ length: DELIVERIES }, (_, i) => `01JKICKCRASH${String(i).padStart(14, '0')}`);

describe('a SIGKILL between the webhook answer and the crediting', () => {
  it('loses nothing and credits nothing twice: the restart finishes the recorded deliveries, redeliveries change nothing', async () => {
    double = await startKickDouble(publicKeyPem);
    const h = await createHarness({ dir });
    const { userId } = await registerMember(h, 'ayse', { password: 'Kuzey-Yildizi-7' });
    await linkKickAccount(
      h.deps,
      userId,
      { kickUserId: ayseKick.userId, kickUsername: ayseKick.name },
      { via: 'oauth' },
      systemContext(h.deps, 'test'),
    );
    await h.close();

    server = await spawnServer(env());
    renewalsId = await double.subscribedIdOf('channel.subscription.renewal');
    const answers = await Promise.all(ids.map((id) => post(renewal(id))));
    expect(answers.map((a) => a.status)).toEqual(ids.map(() => 200));
    await server.kill('SIGKILL');

    const atKill = readLog(userId);
    expect(atKill.received).toBe(DELIVERIES); // every 200 was recorded before it was sent
    // The kill came before the work behind the answers was done (it takes longer than answering).
    expect(atKill.processed).toBeLessThan(DELIVERIES);

    server = await spawnServer(env());
    for (let i = 0; readLog(userId).processed < DELIVERIES; i += 1) {
      if (i > 300)
        throw new Error(`not all deliveries processed after the restart: ${JSON.stringify(readLog(userId).processed)}`);
      await new Promise((r) => setTimeout(r, 50));
    }
    // Kick delivers some again (it never saw our answers): nothing changes.
    const again = await Promise.all(ids.slice(0, 10).map((id) => post(renewal(id))));
    expect(again.map((a) => a.status)).toEqual(ids.slice(0, 10).map(() => 200));
    await server.kill('SIGTERM');

    const after = readLog(userId);
    expect(after.received).toBe(DELIVERIES);
    expect(after.awards).toHaveLength(DELIVERIES);
    expect(new Set(after.awards.map((a) => a.sourceId)).size).toBe(DELIVERIES);
    expect(after.awards.reduce((sum, a) => sum + a.amount, 0)).toBe(DELIVERIES * 100);
  }, 120_000);
});
