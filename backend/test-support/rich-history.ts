import { loginStaff } from './staff.js';
import { recorderFor } from '../commands/analytics/routes.js';
import { createDrawBody } from './draws.js';
import { CARDS } from '../projections/cards/cards.projection.js';
import { REWARDS } from '../projections/rewards/rewards.projection.js';
import { runReward } from '../commands/rewards/run.js';
import { systemContext } from '../core/system-context.js';
import { EVENTS } from '../projections/events/events.projection.js';
import { demoSeeders, seedDemo } from '../seed/index.js';
import { afterAll, beforeAll } from 'vitest';
import { createHarness, type Harness, registerMember } from './harness.js';
import { earnAndSpendEverywhere } from './points-history.js';
import { givePoints } from './rewards.js';
import { metadataOf } from '../core/decider.js';

/** A history that touches every read model: the demo, two members earning and spending, staff actions, traffic. */
export async function richHistory(h: Harness) {
  await seedDemo(h.deps, demoSeeders);
  const staff = await loginStaff(h);
  const ayse = await registerMember(h, 'ayse');
  await earnAndSpendEverywhere(h, staff, { ...ayse, username: 'ayse' });
  const burak = await registerMember(h, 'burak');
  await earnAndSpendEverywhere(h, staff, { ...burak, username: 'burak' });
  const ok = async (res: Response) => {
    if (res.status >= 300) throw new Error(`history step refused: ${res.status} ${await res.text()}`);
  };
  await ok(
    await h.request('POST', `/api/admin/users/${burak.userId}/points`, {
      cookie: staff,
      body: { delta: -20, reason: 'Düzeltme' },
    }),
  );
  await ok(await h.request('PATCH', `/api/admin/users/${burak.userId}`, { cookie: staff, body: { banned: true } }));
  await ok(await h.request('PATCH', `/api/admin/users/${ayse.userId}`, { cookie: staff, body: { role: 'editor' } }));
  await ok(
    await h.request('PATCH', '/api/ticket-settings', {
      cookie: staff,
      body: { ticketPrice: 250, minimumInvestment: 500, infoMessage: 'Bilgi' },
    }),
  );
  const event = await h.deps.read.collection(EVENTS).findOne({});
  await ok(await h.request('POST', `/api/events/${event!._id}/participate`, { cookie: ayse.cookie, body: { message: 'ayse' } }));
  const deniz = await registerMember(h, 'deniz', { firstName: 'Deniz', phone: '+90 555 000 11 22' });
  await ok(
    await h.request('POST', `/api/events/${event!._id}/participate`, { cookie: deniz.cookie, body: { message: 'deniz' } }),
  );
  const draw = await h.request('POST', '/api/admin/draws', {
    cookie: staff,
    body: createDrawBody({ type: 'event', eventId: event!._id }, 1),
  });
  await ok(draw.clone());
  await ok(await h.request('POST', `/api/admin/draws/${((await draw.json()) as { id: string }).id}/run`, { cookie: staff }));
  // A KVKK erasure after the draw: its entries, the participants and the audit log name deniz by the pseudonym.
  await ok(await h.request('POST', `/api/admin/users/${deniz.userId}/erase`, { cookie: staff }));
  await h.request('POST', '/api/analytics/page-view', { body: { path: '/', referrer: 'https://google.com/x' } });
  const card = await h.deps.read.collection(CARDS).findOne({ status: 'published' });
  await ok(await h.request('POST', `/api/cards/${card!._id}/click`));
  // A purchase a crash cut right after its reservation: the reconciler's pointer to it.
  const reward = await h.deps.read.collection(REWARDS).findOne({ isActive: true });
  await runReward(
    h.deps,
    reward!._id,
    { type: 'ReserveUnit', purchaseId: 'kesik-satin-alma', userId: ayse.userId },
    systemContext(h.deps, 'test'),
  );
  await otherSlices(h, staff, ok);
  await recorderFor(h.deps).flush();
  await h.deps.runner.waitFor(await h.deps.events.headPosition());
  return { staff, ayse, burak };
}

/** A member's password change (the others of their sessions end), then a reset link staff made for them. */
async function accountRecovery(
  h: Harness,
  staff: string,
  member: { userId: string; cookie: string },
  ok: (res: Response) => Promise<void>,
) {
  await ok(
    await h.request('POST', '/api/auth/password', {
      cookie: member.cookie,
      body: { currentPassword: 'Kuzey-Yildizi-7', newPassword: 'Guney-Yildizi-8' },
    }),
  );
  await ok(await h.request('POST', `/api/admin/users/${member.userId}/password-reset-link`, { cookie: staff }));
}

/** The legal texts, a bonus hunt with a paid prediction, and a Kick delivery a crash left unprocessed. */
async function otherSlices(h: Harness, staff: string, ok: (res: Response) => Promise<void>) {
  await ok(await h.request('PUT', '/api/admin/legal/kvkk', { cookie: staff, body: { title: 'Aydınlatma', body: 'Metin' } }));
  const cem = await registerMember(h, 'cem');
  await givePoints(h, cem.userId, 100, 'hunt-fee');
  const created = await h.request('POST', '/api/admin/hunts', {
    cookie: staff,
    body: { title: 'Cuma Avı', startCost: 1000, entryFee: 10 },
  });
  await ok(created.clone());
  const huntId = ((await created.json()) as { id: string }).id;
  const slot = await h.request('POST', `/api/admin/hunts/${huntId}/slots`, { cookie: staff, body: { name: 'Gates', bet: 10 } });
  await ok(slot.clone());
  const slotId = ((await slot.json()) as { slots: { id: string }[] }).slots[0]!.id;
  await ok(
    await h.request('PUT', `/api/hunts/${huntId}/prediction`, {
      cookie: cem.cookie,
      body: { finalWin: 1500, bestSlotId: slotId },
    }),
  );
  await accountRecovery(h, staff, cem, ok);
  const meta = metadataOf(systemContext(h.deps, 'test'));
  const data = { messageId: 'kesik-teslim', kickUserId: 7, sentAt: meta.at, linkCode: null, senderName: null };
  await h.deps.events.append(
    'kickMessage-kesik-teslim',
    [{ type: 'KickChatMessageReceived', data, metadata: meta }],
    'no_stream',
  );
}

/**
 * For a describe block: a harness with the rich history written once before its tests (the rebuild
 * tests compare a replay with it) and closed after them. Read `.h` inside the tests.
 */
export function withRichHistory() {
  const given = {} as { h: Harness };
  beforeAll(async () => {
    given.h = await createHarness({ clock: () => new Date('2025-05-07T10:00:00Z') });
    await richHistory(given.h);
  }, 60_000);
  afterAll(async () => given.h?.close());
  return given;
}
