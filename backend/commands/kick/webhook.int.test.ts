import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json } from '../../test-support/harness.js';
import { kickBodies, kickKeyPair, signedDelivery } from '../../test-support/kick-double.js';
import { type KickScene, kickScene } from '../../test-support/kick.js';
import { INTAKE_TEXT } from './intake.js';

const ayse = { userId: 1001, name: 'ayse_kick' };
const now = () => new Date().toISOString();

let s: KickScene | undefined;
let plain: Harness | undefined;
afterEach(async () => {
  await s?.close();
  await plain?.close();
  s = plain = undefined;
});

/** The events of the log that record Kick deliveries. */
async function receipts(scene: KickScene) {
  const all = await scene.h.deps.events.readAll(-1, 10_000);
  return all.filter((e) => e.streamId.startsWith('kickMessage-') && e.type !== 'KickMessageProcessed');
}

describe('POST /api/kick/webhook: signed deliveries only', () => {
  it('a valid delivery is answered 200 {} and recorded once with its message id', async () => {
    s = await kickScene();
    const res = await s.deliver('chat.message.sent', kickBodies.chat(ayse, 'selam', now()), {
      messageId: '01JKICKVALID0000000000000A',
    });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({});
    const recorded = await receipts(s);
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ type: 'KickChatMessageReceived', streamId: 'kickMessage-01JKICKVALID0000000000000A' });
    // Chat text is never stored.
    expect(JSON.stringify(recorded[0]!.data)).not.toContain('selam');
  });

  it('the same message id delivered again is answered 200 and changes nothing', async () => {
    s = await kickScene();
    const body = kickBodies.follow(ayse);
    const first = await s.deliver('channel.followed', body, { messageId: '01JKICKREPLAY000000000000A' });
    const again = await s.deliver('channel.followed', body, { messageId: '01JKICKREPLAY000000000000A' });
    expect([first.status, again.status]).toEqual([200, 200]);
    await s.runtime().idle();
    const before = (await s.h.deps.events.readAll(-1, 10_000)).length;
    expect(await receipts(s)).toHaveLength(1);
    expect((await s.deliver('channel.followed', body, { messageId: '01JKICKREPLAY000000000000A' })).status).toBe(200);
    await s.runtime().idle();
    expect((await s.h.deps.events.readAll(-1, 10_000)).length).toBe(before);
  });

  it('a tampered body is refused 401 and nothing is recorded', async () => {
    s = await kickScene();
    const d = signedDelivery(s.privateKey, 'kicks.gifted', kickBodies.kicks(ayse, 100));
    const tampered = d.rawBody.replace('"amount":100', '"amount":100000');
    const res = await s.h.request('POST', '/api/kick/webhook', { body: tampered, headers: { ...d.headers, origin: '' } });
    expect(res.status).toBe(401);
    expect((await json(res)).message).toBe(INTAKE_TEXT.unsigned);
    expect(await receipts(s)).toHaveLength(0);
  });

  it('a delivery signed with another key, or with no signature, is refused 401', async () => {
    s = await kickScene();
    const other = kickKeyPair();
    const d = signedDelivery(other.privateKey, 'channel.followed', kickBodies.follow(ayse));
    expect(
      (await s.h.request('POST', '/api/kick/webhook', { body: d.rawBody, headers: { ...d.headers, origin: '' } })).status,
    ).toBe(401);
    const { 'kick-event-signature': _, ...unsigned } = signedDelivery(
      s.privateKey,
      'channel.followed',
      kickBodies.follow(ayse),
    ).headers;
    const res = await s.h.request('POST', '/api/kick/webhook', {
      body: JSON.stringify(kickBodies.follow(ayse)),
      headers: { ...unsigned, origin: '' },
    });
    expect(res.status).toBe(401);
    expect(await receipts(s)).toHaveLength(0);
  });

  it('a timestamp older than 5 minutes is refused 401 even with a valid signature', async () => {
    s = await kickScene();
    const stale = new Date(Date.now() - 6 * 60_000).toISOString();
    const res = await s.deliver('channel.followed', kickBodies.follow(ayse), { timestamp: stale });
    expect(res.status).toBe(401);
    expect((await json(res)).message).toBe(INTAKE_TEXT.stale);
    expect(await receipts(s)).toHaveLength(0);
  });

  it('a signed body that fails its schema is refused 400 with a Turkish message', async () => {
    s = await kickScene();
    const res = await s.deliver('channel.followed', { follower: { user_id: 'kim?' } });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe(INTAKE_TEXT.body);
    expect(await receipts(s)).toHaveLength(0);
  });
});

describe('a signed delivery whose type is an inherited name (issue 38, item 5)', () => {
  it('is answered 200 {} and recorded nowhere, never 500', async () => {
    s = await kickScene();
    for (const type of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf']) {
      const subscriptionId = s.double.subscriptionIdOf('channel.followed');
      const res = await s.deliver(type, kickBodies.follow(ayse), { subscriptionId });
      expect(res.status, type).toBe(200);
      expect(await res.json()).toEqual({});
    }
    expect(await receipts(s)).toHaveLength(0);
  });
});

describe('without KICK_CLIENT_ID', () => {
  it('the status says disabled and every other Kick call is 404, in Turkish', async () => {
    plain = await createHarness();
    expect(await json(await plain.request('GET', '/api/kick/status'))).toEqual({
      enabled: false,
      channel: null,
      live: null,
      title: null,
      startedAt: null,
    });
    const hook = await plain.request('POST', '/api/kick/webhook', { body: '{}', headers: { origin: '' } });
    expect(hook.status).toBe(404);
    expect((await json(hook)).message).toBe('Kick bağlantısı bu sitede açık değil.');
    // A guest is asked to log in first, as on every staff call.
    expect((await plain.request('GET', '/api/admin/kick')).status).toBe(401);
  });
});
