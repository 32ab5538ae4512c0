import { AuditPage } from '@app/contracts';
import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { memberWithRole, superAdmin } from '../../test-support/staff.js';
import { createDrawBody, eventWithJoins } from '../../test-support/draws.js';

let h: Harness;
afterEach(async () => h?.close());

/** A morning of staff work: content, settings, an event, a draw, roles, a ban and a correction. */
async function staffMorning() {
  const boss = await superAdmin(h);
  const editor = await memberWithRole(h, boss.cookie, 'editor1', 'editor');
  const member = await registerMember(h, 'ayşe', { email: 'ayse@example.com' });
  const card = await json(
    await h.request('POST', '/api/cards', {
      cookie: editor.cookie,
      body: { title: 'Yaz Kampanyası', link: 'https://ornek.test' },
    }),
  );
  await h.request('PATCH', `/api/cards/${card.id}`, { cookie: editor.cookie, body: { status: 'draft' } });
  await h.request('PUT', '/api/site-settings', {
    cookie: boss.cookie,
    body: { settings: [{ key: 'marqueeText', value: 'Merhaba' }] },
  });
  const eventId = await eventWithJoins(h, editor.cookie, [{ username: 'ayşe', ...member }]);
  const draw = await json(
    await h.request('POST', '/api/admin/draws', { cookie: boss.cookie, body: createDrawBody({ type: 'event', eventId }, 1) }),
  );
  await h.request('POST', `/api/admin/users/${member.userId}/points`, {
    cookie: editor.cookie,
    body: { delta: 75, reason: 'Turnuva ödülü' },
  });
  await h.request('PATCH', `/api/admin/users/${member.userId}`, { cookie: boss.cookie, body: { banned: true } });
  return { boss, editor, member, card, eventId, draw };
}

const page = async (cookie: string, q = '') => {
  const res = await h.request('GET', `/api/admin/audit${q}`, { cookie });
  expect(res.status).toBe(200);
  return AuditPage.parse(await json(res));
};

describe('GET /api/admin/audit', () => {
  it('lists every staff command newest first, with actor, Turkish summary and target; no member action', async () => {
    h = await createHarness();
    const { boss, editor, member, card } = await staffMorning();
    const rows = await page(boss.cookie);
    expect(rows.map((r) => r.type)).toEqual([
      'UserBanned',
      'PointsAdjusted',
      'DrawCreated',
      'EventCreated',
      'SiteSettingsChanged',
      'CardStatusChanged',
      'CardCreated',
      'UserRoleChanged',
    ]);
    expect(rows[1]).toEqual({
      id: expect.stringMatching(/^\d+$/),
      at: expect.any(String),
      actor: { id: editor.userId, username: 'editor1', role: 'editor' },
      type: 'PointsAdjusted',
      summary: 'Puan düzeltmesi: ayşe, +75 puan (Gerekçe: Turnuva ödülü), yeni bakiye 75',
      target: { kind: 'user', id: member.userId, title: 'ayşe' },
    });
    expect(rows.find((r) => r.type === 'CardStatusChanged')).toMatchObject({
      summary: 'Kart durumu değiştirildi: “Yaz Kampanyası” → Taslak',
      target: { kind: 'card', id: card.id, title: 'Yaz Kampanyası' },
    });
    expect(rows.at(-1)).toMatchObject({
      actor: { id: boss.userId, username: 'patron', role: 'super_admin' },
      summary: 'Rol değiştirildi: editor1 → Editör',
    });
    // Nothing secret: no password hash, no session, no sealed seed.
    expect(JSON.stringify(rows)).not.toMatch(/scrypt|session|sealed|ciphertext|passwordHash/i);
  });

  it('filters by actor, type and Istanbul days, and pages with before/limit', async () => {
    h = await createHarness();
    const { boss, editor } = await staffMorning();
    expect((await page(boss.cookie, `?actor=${editor.userId}`)).map((r) => r.type)).toEqual([
      'PointsAdjusted',
      'EventCreated',
      'CardStatusChanged',
      'CardCreated',
    ]);
    expect((await page(boss.cookie, '?type=CardCreated')).map((r) => r.summary)).toEqual(['Kart oluşturuldu: “Yaz Kampanyası”']);
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());
    expect(await page(boss.cookie, `?from=${today}&to=${today}`)).toHaveLength(8);
    expect(await page(boss.cookie, '?to=2020-01-01')).toHaveLength(0);
    const first = await page(boss.cookie, '?limit=3');
    const rest = await page(boss.cookie, `?limit=10&before=${first.at(-1)!.id}`);
    expect([...first, ...rest].map((r) => r.type)).toEqual((await page(boss.cookie)).map((r) => r.type));
    const actors = await json(await h.request('GET', '/api/admin/audit/actors', { cookie: boss.cookie }));
    expect(actors).toEqual([
      { id: editor.userId, username: 'editor1', role: 'editor' },
      { id: boss.userId, username: 'patron', role: 'super_admin' },
    ]);
  });

  it('answers 400 with Turkish messages for bad filters', async () => {
    h = await createHarness();
    const boss = await superAdmin(h);
    const bad = await h.request('GET', '/api/admin/audit?type=Hack&from=2025-13-45&limit=500', { cookie: boss.cookie });
    expect(bad.status).toBe(400);
    const messages = (await json(bad)).issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Bilinmeyen işlem türü', 'Başlangıç geçerli bir tarih olmalıdır', 'limit en fazla 200 olabilir']),
    );
    const order = await h.request('GET', '/api/admin/audit?from=2025-05-02&to=2025-05-01', { cookie: boss.cookie });
    expect((await json(order)).message).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz');
  });

  it('is rebuilt from the log to the same rows', async () => {
    h = await createHarness();
    const { boss } = await staffMorning();
    const before = await page(boss.cookie);
    // The harness keeps read models in memory only: a restart replays the whole log into empty ones.
    h = await h.restart();
    expect(await page(boss.cookie)).toEqual(before);
  });
});
