import { afterEach, describe, expect, it } from 'vitest';
import { ensureSuperAdmin } from '../../commands/accounts/members/admin-bootstrap.js';
import { systemContext } from '../../core/system-context.js';
import { downloadName, readCsv } from '../../test-support/csv.js';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { login } from '../../test-support/staff.js';

const START = '2025-05-01T09:00:00.000Z';
const END = '2025-05-10T09:00:00.000Z';
const shift = (iso: string, ms: number) => new Date(Date.parse(iso) + ms);

let h: Harness;
let staff: string;
let now = new Date(START);
afterEach(async () => h?.close());

async function setup() {
  now = shift(START, 1000);
  h = await createHarness({ clock: () => now });
  await ensureSuperAdmin(h.deps, 'staff@example.com', 'staff123', systemContext(h.deps, 'test'));
  staff = await login(h, 'staff@example.com', 'staff123');
}

async function createEvent(over: Record<string, unknown> = {}) {
  const res = await h.request('POST', '/api/admin/events', {
    cookie: staff,
    body: {
      title: 'Turnuva',
      description: 'Açıklama',
      startDate: START,
      endDate: END,
      requiresTelegramVerification: false,
      ...over,
    },
  });
  expect(res.status).toBe(201);
  return (await json(res)).id as string;
}

describe('public events', () => {
  it('lists only active events, with the timing worked out at read time', async () => {
    await setup();
    const id = await createEvent();
    const hidden = await createEvent({ isActive: false, title: 'Gizli' });
    const statusAt = async (t: Date) => {
      now = t;
      const list = await json(await h.request('GET', '/api/events'));
      expect(list.map((e: { id: string }) => e.id)).toEqual([id]);
      return list[0].status;
    };
    expect(await statusAt(shift(START, -1))).toBe('upcoming');
    expect(await statusAt(new Date(START))).toBe('ongoing');
    expect(await statusAt(new Date(END))).toBe('ongoing');
    expect(await statusAt(shift(END, 1))).toBe('past');
    // Nine days on, the staff login has been idle past its 12 hours: staff log in again.
    staff = await login(h, 'staff@example.com', 'staff123');
    expect((await h.request('GET', `/api/events/${hidden}`)).status).toBe(404);
    expect((await json(await h.request('GET', `/api/events/${hidden}`, { cookie: staff }))).title).toBe('Gizli');
    const admin = await json(await h.request('GET', '/api/admin/events', { cookie: staff }));
    expect(admin.map((e: { title: string }) => e.title).sort()).toEqual(['Gizli', 'Turnuva']);
  });

  it("a guest's or member's event detail has the count but never an e-mail", async () => {
    await setup();
    const id = await createEvent();
    const ayse = await registerMember(h, 'ayse');
    const mehmet = await registerMember(h, 'mehmet');
    for (const m of [ayse, mehmet]) {
      expect(
        (await h.request('POST', `/api/events/${id}/participate`, { cookie: m.cookie, body: { message: 'benim-id' } })).status,
      ).toBe(201);
    }
    for (const cookie of [undefined, ayse.cookie]) {
      const res = await h.request('GET', `/api/events/${id}`, { cookie });
      const text = await res.text();
      expect(JSON.parse(text)).toMatchObject({ id, participationCount: 2, status: 'ongoing' });
      expect(JSON.parse(text)).not.toHaveProperty('participations');
      expect(text).not.toMatch(/@example\.com|benim-id|ayse|mehmet/);
      const list = await (await h.request('GET', '/api/events', { cookie })).text();
      expect(list).not.toMatch(/@example\.com|benim-id/);
    }
    const staffView = await json(await h.request('GET', `/api/events/${id}`, { cookie: staff }));
    // Both joined within the same millisecond, so their order is not defined: compare as a set.
    expect(staffView.participations.map((p: { userEmail: string }) => p.userEmail).sort()).toEqual([
      'ayse@example.com',
      'mehmet@example.com',
    ]);
  });

  it('participation status is for members only', async () => {
    await setup();
    const id = await createEvent();
    expect((await h.request('GET', `/api/events/${id}/participation-status`)).status).toBe(401);
    const { cookie } = await registerMember(h, 'ayse');
    expect((await h.request('GET', '/api/events/yok/participation-status', { cookie })).status).toBe(404);
  });

  it('staff download the participants as a CSV Excel reads in Turkish', async () => {
    await setup();
    const id = await createEvent({ title: 'Yaz Şöleni' });
    const { cookie } = await registerMember(h, 'şule', { email: 'sule@example.com' });
    await h.request('POST', `/api/events/${id}/participate`, { cookie, body: { message: '=cmd|"/c calc"!A1, ikinci' } });
    const res = await h.request('GET', `/api/admin/events/${id}/participants.csv`, { cookie: staff });
    expect(downloadName(res)).toBe('Yaz Şöleni - katılımcılar-2025-05-01.csv');
    const rows = await readCsv(res);
    expect(rows[0]).toEqual(['Kullanıcı Adı', 'E-posta', 'Telegram Kullanıcı Adı', 'Mesaj', 'Katılım Tarihi']);
    expect(rows[1]).toEqual(['şule', 'sule@example.com', '', `'=cmd|"/c calc"!A1, ikinci`, '01.05.2025 12:00']);
    expect((await h.request('GET', '/api/admin/events/yok/participants.csv', { cookie: staff })).status).toBe(404);
  });

  it('a rebuilt read model equals the live one', async () => {
    await setup();
    const a = await createEvent();
    await createEvent({ title: 'İkinci', isActive: false });
    const { cookie } = await registerMember(h, 'ayse');
    await h.request('POST', `/api/events/${a}/participate`, { cookie, body: { message: 'x' } });
    await h.request('PATCH', `/api/admin/events/${a}`, { cookie: staff, body: { description: 'Yeni' } });
    const before = await json(await h.request('GET', `/api/admin/events`, { cookie: staff }));
    const detailBefore = await json(await h.request('GET', `/api/events/${a}`, { cookie: staff }));
    h = await h.restart();
    expect(await json(await h.request('GET', `/api/admin/events`, { cookie: staff }))).toEqual(before);
    expect(await json(await h.request('GET', `/api/events/${a}`, { cookie: staff }))).toEqual(detailBefore);
  });
});
