import { afterEach, describe, expect, it } from 'vitest';
import { systemContext } from '../../core/system-context.js';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { login } from '../../test-support/staff.js';
import { ensureSuperAdmin } from '../accounts/members/admin-bootstrap.js';

const PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const NOW = new Date('2025-05-05T12:00:00.000Z');
const body = (over: Record<string, unknown> = {}) => ({
  title: 'Bahar Turnuvası',
  description: 'Katılın, kazanın',
  startDate: '2025-05-01T09:00:00.000Z',
  endDate: '2025-05-10T09:00:00.000Z',
  requiresTelegramVerification: false,
  ...over,
});

let h: Harness;
let staff: string;
let now: Date;
afterEach(async () => h?.close());

async function setup() {
  now = NOW;
  h = await createHarness({ clock: () => now });
  await ensureSuperAdmin(h.deps, 'staff@example.com', 'staff123', systemContext(h.deps, 'test'));
  staff = await login(h, 'staff@example.com', 'staff123');
}

async function createEvent(over: Record<string, unknown> = {}): Promise<string> {
  const res = await h.request('POST', '/api/admin/events', { cookie: staff, body: body(over) });
  expect(res.status).toBe(201);
  return (await json(res)).id;
}

const join = (id: string, cookie?: string, message: unknown = 'oyuncu_42') =>
  h.request('POST', `/api/events/${id}/participate`, { cookie, body: { message } });

describe('staff manage events', () => {
  it('guests get 401 and members 403 on every admin call', async () => {
    await setup();
    const { cookie } = await registerMember(h, 'uye');
    const id = await createEvent();
    const calls: [string, string, unknown][] = [
      ['GET', '/api/admin/events', undefined],
      ['POST', '/api/admin/events', body()],
      ['PATCH', `/api/admin/events/${id}`, { title: 'x' }],
      ['DELETE', `/api/admin/events/${id}`, undefined],
      ['GET', `/api/admin/events/${id}/participants.csv`, undefined],
    ];
    for (const [method, url, b] of calls) {
      expect((await h.request(method, url, { body: b })).status, `${method} ${url} guest`).toBe(401);
      expect((await h.request(method, url, { body: b, cookie })).status, `${method} ${url} member`).toBe(403);
    }
  });

  it('creates with the spec defaults and turns an inline photo into a stored image', async () => {
    await setup();
    const res = await h.request('POST', '/api/admin/events', {
      cookie: staff,
      body: { title: ' Yaz ', description: 'Şölen', photoUrl: PNG },
    });
    expect(res.status).toBe(201);
    const created = await json(res);
    expect(created).toMatchObject({
      title: 'Yaz',
      isActive: true,
      requiresTelegramVerification: true,
      startDate: null,
      endDate: null,
      participationCount: 0,
      status: 'ongoing',
    });
    expect(created.photoUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect((await h.request('GET', created.photoUrl)).headers.get('content-type')).toBe('image/png');
    const list = await json(await h.request('GET', '/api/admin/events', { cookie: staff }));
    expect(list.map((e: { id: string }) => e.id)).toEqual([created.id]);
  });

  it('answers bad input with 400 and Turkish text', async () => {
    await setup();
    const cases: [unknown, string][] = [
      [{ title: '', description: 'x' }, 'Başlık ve açıklama zorunludur'],
      [{ title: 'x' }, 'Başlık ve açıklama zorunludur'],
      [body({ startDate: 'yarın' }), 'Başlangıç tarihi geçerli bir tarih olmalıdır'],
      [body({ endDate: '2025-04-01T00:00' }), 'Bitiş tarihi başlangıç tarihinden önce olamaz'],
      [body({ photoUrl: 'data:image/png;base64,PHNjcmlwdD4=' }), 'Sadece resim dosyaları yüklenebilir'],
      [body({ isActive: 'evet' }), 'Aktiflik değeri true veya false olmalıdır'],
      [body({ photoUrl: 'data:image/svg+xml,%E0%A4%A' }), 'Fotoğraf geçerli bir görsel olmalıdır'],
      [body({ photoUrl: `https://example.com/${'a'.repeat(2100)}.png` }), 'Fotoğraf geçerli bir görsel olmalıdır'],
      ['[]', 'Geçersiz değer: beklenen object, alınan array'],
      ['{"title":', 'İstek gövdesi geçerli bir JSON değil.'],
    ];
    for (const [b, message] of cases) {
      const res = await h.request('POST', '/api/admin/events', { cookie: staff, body: b });
      expect(res.status, message).toBe(400);
      expect((await json(res)).message).toBe(message);
    }
    expect(await json(await h.request('GET', '/api/admin/events', { cookie: staff }))).toEqual([]);
  });

  it('edits only what is sent, judges dates against what is stored, and deletes', async () => {
    await setup();
    const id = await createEvent();
    const patched = await h.request('PATCH', `/api/admin/events/${id}`, {
      cookie: staff,
      body: { isActive: false, photoUrl: PNG },
    });
    expect(patched.status).toBe(200);
    expect(await json(patched)).toMatchObject({
      title: 'Bahar Turnuvası',
      isActive: false,
      photoUrl: expect.stringMatching(/^\/uploads\//),
    });
    const early = await h.request('PATCH', `/api/admin/events/${id}`, {
      cookie: staff,
      body: { endDate: '2025-04-01T00:00:00Z' },
    });
    expect([early.status, (await json(early)).message]).toEqual([400, 'Bitiş tarihi başlangıç tarihinden önce olamaz']);
    expect((await h.request('PATCH', '/api/admin/events/nope', { cookie: staff, body: { title: 'x' } })).status).toBe(404);
    expect((await h.request('PATCH', '/api/admin/events/../x', { cookie: staff, body: { title: 'x' } })).status).toBe(404);

    expect((await h.request('DELETE', `/api/admin/events/${id}`, { cookie: staff })).status).toBe(204);
    const again = await h.request('DELETE', `/api/admin/events/${id}`, { cookie: staff });
    expect([again.status, (await json(again)).message]).toEqual([404, 'Etkinlik bulunamadı']);
    expect((await h.request('GET', `/api/events/${id}`, { cookie: staff })).status).toBe(404);
    expect(await json(await h.request('GET', '/api/admin/events', { cookie: staff }))).toEqual([]);
  });
});

describe('members join events', () => {
  it('guest 401, empty or long message 400, unknown 404, inactive/upcoming/past 409', async () => {
    await setup();
    const { cookie } = await registerMember(h, 'ayse');
    const open = await createEvent();
    const guest = await join(open);
    expect([guest.status, (await json(guest)).message]).toEqual([401, 'Etkinliğe katılmak için giriş yapmalısınız']);
    expect((await join(open, cookie, '   ')).status).toBe(400);
    expect((await join(open, cookie, 'x'.repeat(1001))).status).toBe(400);
    expect((await join('yok', cookie)).status).toBe(404);
    const expectations: [Record<string, unknown>, string][] = [
      [{ isActive: false }, 'Bu etkinlik şu anda aktif değil'],
      [{ startDate: '2025-05-05T12:00:00.001Z', endDate: null }, 'Bu etkinlik henüz başlamamıştır'],
      [{ startDate: null, endDate: '2025-05-05T11:59:59.999Z' }, 'Bu etkinlik sona ermiştir'],
    ];
    for (const [over, message] of expectations) {
      const res = await join(await createEvent(over), cookie);
      expect([res.status, (await json(res)).message]).toEqual([409, message]);
    }
  });

  it('an unverified member is refused a Telegram event with 403; a verified one joins', async () => {
    await setup();
    const { cookie, userId } = await registerMember(h, 'ayse');
    const id = await createEvent({ requiresTelegramVerification: true });
    const refused = await join(id, cookie);
    expect([refused.status, (await json(refused)).message]).toEqual([
      403,
      'Bu etkinliğe katılmak için Telegram doğrulaması yapmalısınız',
    ]);
    // The verification slice records it on the member's stream, where the join rule reads it.
    const verified = {
      userId,
      verificationId: 'tg1',
      telegramUserId: 42,
      telegramUsername: 'ayse_tg',
      telegramName: 'Ayşe',
      points: 0,
    };
    const at = new Date().toISOString();
    const metadata = { actorId: userId, actorRole: 'user', at, correlationId: 'tg1' };
    await h.deps.events.append(`user-${userId}`, [{ type: 'TelegramAccountVerified', data: verified, metadata }], 'any');
    expect((await join(id, cookie)).status).toBe(201);
    const detail = await json(await h.request('GET', `/api/events/${id}`, { cookie: staff }));
    expect(detail.participations).toEqual([
      {
        id: expect.any(String),
        username: 'ayse',
        userEmail: 'ayse@example.com',
        telegramUsername: 'ayse_tg',
        message: 'oyuncu_42',
        createdAt: NOW.toISOString(),
      },
    ]);
  });

  it('joins once: a second join is 409, the status says so, and both survive a restart', async () => {
    await setup();
    const { cookie } = await registerMember(h, 'ayse');
    const id = await createEvent();
    expect(await json(await h.request('GET', `/api/events/${id}/participation-status`, { cookie }))).toEqual({
      participated: false,
    });
    const first = await join(id, cookie, '  satır 1\nsatır 2 ');
    expect([first.status, await json(first)]).toEqual([201, { participated: true, participationCount: 1 }]);
    const twice = await join(id, cookie);
    expect([twice.status, (await json(twice)).message]).toEqual([409, 'Bu etkinliğe zaten katıldınız']);
    h = await h.restart();
    expect(await json(await h.request('GET', `/api/events/${id}/participation-status`, { cookie }))).toEqual({
      participated: true,
    });
    expect((await json(await h.request('GET', `/api/events/${id}`))).participationCount).toBe(1);
    expect((await join(id, cookie)).status).toBe(409);
    const staffView = await json(await h.request('GET', `/api/events/${id}`, { cookie: staff }));
    expect(staffView.participations.map((p: { message: string }) => p.message)).toEqual(['satır 1\nsatır 2']);
  });

  it('of 12 concurrent joins by one member exactly one succeeds', async () => {
    await setup();
    const { cookie } = await registerMember(h, 'ayse');
    const id = await createEvent();
    const results = await Promise.all(Array.from({ length: 12 }, () => join(id, cookie)));
    const statuses = results.map((r) => r.status);
    expect(statuses.filter((s) => s === 201)).toHaveLength(1);
    expect(statuses.filter((s) => s === 409)).toHaveLength(11);
    expect((await json(await h.request('GET', `/api/events/${id}`))).participationCount).toBe(1);
    const streams = await h.deps.events.readAll(-1, 10_000);
    expect(streams.filter((e) => e.type === 'MemberJoinedEvent')).toHaveLength(1);
  });

  it('many members joining at once are all counted', async () => {
    await setup();
    const members = await Promise.all(Array.from({ length: 10 }, (_, i) => registerMember(h, `uye${i}`)));
    const id = await createEvent();
    const results = await Promise.all(members.map((m) => join(id, m.cookie)));
    expect(results.map((r) => r.status)).toEqual(Array(10).fill(201));
    expect((await json(await h.request('GET', `/api/events/${id}`))).participationCount).toBe(10);
    h = await h.restart();
    expect((await json(await h.request('GET', `/api/events/${id}`))).participationCount).toBe(10);
  });

  it('a join tells the public (count), staff (list) and the member (status) over their rooms', async () => {
    await setup();
    const { cookie, userId } = await registerMember(h, 'ayse');
    const id = await createEvent();
    const notices: { topic: string; rooms: string[] }[] = [];
    const off = h.deps.runner.onNotice((n) => notices.push(n));
    await join(id, cookie);
    off();
    expect(notices).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ topic: 'events', rooms: ['public'] }),
        expect.objectContaining({ topic: 'admin-events', ids: [id], rooms: ['staff'] }),
        expect.objectContaining({ topic: 'event-participation', ids: [id], rooms: [`user:${userId}`] }),
      ]),
    );
  });
});
