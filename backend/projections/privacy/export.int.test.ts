import { MemberDataExport } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, json, registerMember } from '../../test-support/harness.js';
import { buy, createReward, givePoints } from '../../test-support/rewards.js';
import { harnessWithStaff } from '../../test-support/staff.js';

let h: Harness;
let staff: string;
beforeEach(async () => ({ h, staff } = await harnessWithStaff()));
afterEach(async () => h.close());

const ok = async (method: string, path: string, body: unknown, cookie: string) => {
  const res = await h.request(method, path, { body, cookie });
  if (res.status >= 300) throw new Error(`${method} ${path}: ${res.status} ${await res.text()}`);
  return json(res);
};

/** A member who used the site: a ticket application, a purchase, an event joined, a login more. */
async function activeMember(name: string, phone: string) {
  const m = await registerMember(h, name, { firstName: `${name}Ad`, lastName: `${name}Soyad`, phone });
  await givePoints(h, m.userId, 500, `gift-${name}`);
  const company = await ok(
    'POST',
    '/api/ticket-companies',
    { name: `Firma ${name}`, logoUrl: 'https://example.com/l.png', ticketPrice: 500 },
    staff,
  );
  await ok('POST', '/api/ticket-applications', { ticketCompanyId: company.id, username: name, investmentAmount: 1000 }, m.cookie);
  const reward = await createReward(h, staff, { title: `Ödül ${name}` });
  expect((await buy(h, m.cookie, reward)).status).toBe(201);
  const event = await ok(
    'POST',
    '/api/admin/events',
    { title: `Etkinlik ${name}`, description: 'Açıklama', requiresTelegramVerification: false },
    staff,
  );
  await ok('POST', `/api/events/${event.id}/participate`, { message: `katilim-${name}` }, m.cookie);
  return m;
}

describe('GET /api/me/export', () => {
  it('gives the member one JSON file of all their data, and nothing of anyone else', async () => {
    const ayse = await activeMember('ayse', '05321112233');
    const mehmet = await activeMember('mehmet', '05449998877');
    const res = await h.request('GET', '/api/me/export', { cookie: ayse.cookie });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toMatch(/^attachment; filename="verilerim-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(res.headers.get('content-type')).toContain('application/json');
    const text = await res.text();
    const data = MemberDataExport.parse(JSON.parse(text));
    expect(data.account).toMatchObject({
      id: ayse.userId,
      username: 'ayse',
      email: 'ayse@example.com',
      firstName: 'ayseAd',
      lastName: 'ayseSoyad',
      phone: '05321112233',
      points: 400,
    });
    expect(data.pointsHistory.length).toBeGreaterThanOrEqual(2);
    expect(data.ticketApplications).toHaveLength(1);
    expect(data.purchases).toHaveLength(1);
    expect(data.eventParticipations).toEqual([expect.objectContaining({ message: 'katilim-ayse' })]);
    expect(data.sessions).toHaveLength(1);
    // Sessions by the public ids /api/auth/sessions shows, never the cookie's own session id (issue 38).
    const shown = await json(await h.request('GET', '/api/auth/sessions', { cookie: ayse.cookie }));
    expect((data.sessions as { id: string }[]).map((x) => x.id)).toEqual(shown.map((x: { id: string }) => x.id));
    const rawSid = decodeURIComponent(ayse.cookie.replace(/^sid=/, '')).replace(/\.[^.]*$/, '');
    expect(rawSid.length).toBeGreaterThan(10);
    expect(text).not.toContain(rawSid);
    expect(data.huntPredictions).toEqual([]);
    expect(data.kickLink).toBeNull();
    for (const other of ['mehmet', '05449998877', 'katilim-mehmet', 'Ödül mehmet', mehmet.userId])
      expect(text).not.toContain(other);
    // Nothing secret travels with it.
    expect(text).not.toMatch(/passwordHash|scrypt|\$argon/);
  });

  it('is refused to guests with 401 and a Turkish message', async () => {
    const res = await h.request('GET', '/api/me/export');
    expect(res.status).toBe(401);
    expect((await json(res)).message).toMatch(/giriş/i);
  });
});
