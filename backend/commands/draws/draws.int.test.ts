import { type Draw, verifyDraw } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rebuildProjections } from '../../core/projections/rebuild.js';
import { createMemoryReadStore } from '../../core/read-store/memory-read-store.js';
import { allProjections } from '../../registry/compose.js';
import { type Harness, json } from '../../test-support/harness.js';
import { harnessWithStaff } from '../../test-support/staff.js';
import { createDrawBody, eventWithJoins, members, ticketCompanyWithNumbers } from '../../test-support/draws.js';

let h: Harness;
let staff: string;
beforeEach(async () => ({ h, staff } = await harnessWithStaff()));
afterEach(async () => h.close());

const post = (url: string, body?: unknown, cookie = staff) => h.request('POST', url, { cookie, body });
const get = (url: string, cookie?: string) => h.request('GET', url, { cookie });
async function createDraw(source: Record<string, unknown>, winnerCount = 2) {
  const res = await post('/api/admin/draws', createDrawBody(source, winnerCount));
  expect(res.status).toBe(201);
  return (await json(res)) as Draw;
}

describe('draws over HTTP', () => {
  it('guests get 401 and members 403 on staff calls; guests 401 on their own wins', async () => {
    const [m] = await members(h, 'uye', 1);
    const companyId = await ticketCompanyWithNumbers(h, staff, [m!], [1]);
    const draw = await createDraw({ type: 'tickets', ticketCompanyId: companyId });
    const calls: [string, string][] = [
      ['POST', '/api/admin/draws'],
      ['POST', `/api/admin/draws/${draw.id}/run`],
      ['POST', `/api/admin/draws/${draw.id}/cancel`],
      ['GET', '/api/admin/draws'],
      ['GET', `/api/admin/draws/${draw.id}/entrants`],
    ];
    for (const [method, url] of calls) {
      const body = method === 'POST' ? createDrawBody({ type: 'tickets', ticketCompanyId: companyId }) : undefined;
      const guest = await h.request(method, url, { body });
      expect(guest.status).toBe(401);
      expect((await json(guest)).message).toMatch(/giriş yapmalısınız/);
      const member = await h.request(method, url, { body, cookie: m!.cookie });
      expect(member.status).toBe(403);
      expect((await json(member)).message).toBe('Bu işlem için yönetici yetkisi gerekiyor.');
    }
    expect((await get('/api/draws/wins')).status).toBe(401);
    expect((await json(await get(`/api/draws/${draw.id}`))).status).toBe('open');
  });

  it('tells staff how many distinct members would enter before the run; fewer than winners means fewer winners', async () => {
    const [m] = await members(h, 'tek', 1);
    // One member, three tickets: three entries, one person, so a draw for two has one winner.
    const companyId = await ticketCompanyWithNumbers(h, staff, [m!], [3]);
    const draw = await createDraw({ type: 'tickets', ticketCompanyId: companyId }, 2);
    expect(await json(await get(`/api/admin/draws/${draw.id}/entrants`, staff))).toEqual({ entries: 3, members: 1 });
    const run = await json(await post(`/api/admin/draws/${draw.id}/run`));
    expect(run.winnerCount).toBe(2);
    expect(run.winners).toHaveLength(1);
    const unknown = await get('/api/admin/draws/yok/entrants', staff);
    expect(unknown.status).toBe(404);
    expect((await json(unknown)).message).toBe('Çekiliş bulunamadı.');
  });

  it('bad bodies get 400 with Turkish messages; unknown sources and draws 404', async () => {
    const cases: [unknown, RegExp][] = [
      [{ source: { type: 'event', eventId: 'x' }, winnerCount: 1 }, /Başlık zorunludur/],
      [createDrawBody({ type: 'event', eventId: 'x' }, 0), /Kazanan sayısı 1 ile 100 arasında/],
      [createDrawBody({ type: 'event', eventId: 'x' }, 101), /Kazanan sayısı 1 ile 100 arasında/],
      [createDrawBody({ type: 'event', eventId: 'x' }, 1.5), /Kazanan sayısı 1 ile 100 arasında/],
      [createDrawBody({ type: 'piyango' }), /bilet firması veya bir etkinlik/],
      [createDrawBody({ type: 'tickets' }), /Bilet firması seçilmelidir/],
      [createDrawBody({ type: 'event', eventId: 'x' }, 1, { title: 'a'.repeat(201) }), /Başlık en fazla 200/],
      ['{bozuk', /geçerli bir JSON değil/],
    ];
    for (const [body, message] of cases) {
      const res = await post('/api/admin/draws', body);
      expect(res.status).toBe(400);
      expect((await json(res)).message).toMatch(message);
    }
    const noCompany = await post('/api/admin/draws', createDrawBody({ type: 'tickets', ticketCompanyId: 'yok' }));
    expect([noCompany.status, (await json(noCompany)).message]).toEqual([404, 'Bilet firması bulunamadı.']);
    const noEvent = await post('/api/admin/draws', createDrawBody({ type: 'event', eventId: 'yok' }));
    expect([noEvent.status, (await json(noEvent)).message]).toEqual([404, 'Etkinlik bulunamadı.']);
    for (const id of ['yok', 'a%20b', 'x'.repeat(80)]) {
      for (const res of [
        await get(`/api/draws/${id}`),
        await post(`/api/admin/draws/${id}/run`),
        await post(`/api/admin/draws/${id}/cancel`),
      ]) {
        expect(res.status).toBe(404);
        expect((await json(res)).message).toBe('Çekiliş bulunamadı.');
      }
    }
  });

  it('a ticket draw: commitment first, then seed, entries by ticket number and winners anyone can recompute', async () => {
    const people = await members(h, 'bilet', 4);
    const companyId = await ticketCompanyWithNumbers(h, staff, people, [3, 1, 2, 1]);
    const draw = await createDraw({ type: 'tickets', ticketCompanyId: companyId }, 3);
    expect(draw).toMatchObject({ status: 'open', seed: null, entriesHash: null, entries: [], winners: [], drawnAt: null });
    expect(draw.source).toEqual({ type: 'tickets', ticketCompanyId: companyId, name: 'Yıldız Bilet' });
    expect(draw.seedHash).toMatch(/^[0-9a-f]{64}$/);
    const listed = (await json(await get('/api/draws'))) as { id: string; seed: string | null }[];
    expect(listed.find((d) => d.id === draw.id)?.seed).toBeNull();

    const res = await post(`/api/admin/draws/${draw.id}/run`);
    expect(res.status).toBe(200);
    const done = (await json(res)) as Draw;
    expect(done.status).toBe('drawn');
    // Every issued number once, ascending, under its member's site username (not the account typed in).
    const issued: { entry: string; username: string }[] = [];
    for (const p of people) {
      const own = (await json(await get('/api/ticket-numbers', p.cookie))) as { ticketNumber: string }[];
      issued.push(...own.map((n) => ({ entry: n.ticketNumber, username: p.username })));
    }
    expect(issued).toHaveLength(7);
    expect(done.entries).toEqual(issued.sort((a, b) => Number(a.entry) - Number(b.entry)));
    expect(done.winners).toHaveLength(3);
    expect(new Set(done.winners.map((w) => w.username)).size).toBe(3);
    expect((await verifyDraw(done)).matches).toBe(true);
    expect(await json(await get(`/api/draws/${draw.id}`))).toEqual(done);
    expect(JSON.stringify(done)).not.toMatch(/@example\.com|userId|hesap_/);

    // Before the run the log held only the sealed seed: nobody replaying it could have learnt the seed.
    const log = await h.deps.events.readStream(`draw-${draw.id}`);
    expect(log.map((e) => e.type)).toEqual(['DrawCreated', 'DrawRun']);
    expect(JSON.stringify(log[0]!.data)).not.toContain(done.seed!);
    const staffId = (await json(await get('/api/auth/user', staff))).id;
    expect(log.map((e) => e.metadata.actorId)).toEqual([staffId, staffId]);

    for (const p of people) {
      const wins = (await json(await get('/api/draws/wins', p.cookie))) as { drawId: string; entry: string }[];
      const won = done.winners.find((w) => w.username === p.username);
      expect(wins).toEqual(
        won
          ? [{ drawId: draw.id, title: 'Haftalık Çekiliş', prize: '1.000₺ bonus', entry: won.entry, drawnAt: done.drawnAt }]
          : [],
      );
    }
    const again = await post(`/api/admin/draws/${draw.id}/run`);
    expect([again.status, (await json(again)).message]).toEqual([409, 'Bu çekiliş zaten yapıldı.']);
    const cancel = await post(`/api/admin/draws/${draw.id}/cancel`);
    expect([cancel.status, (await json(cancel)).message]).toEqual([409, 'Yapılmış bir çekiliş iptal edilemez.']);
  });

  it('an event draw: participations by join time; fewer members than winners means everyone wins once', async () => {
    const people = await members(h, 'katilim', 3);
    const eventId = await eventWithJoins(h, staff, people);
    const draw = await createDraw({ type: 'event', eventId }, 5);
    expect(draw.source).toEqual({ type: 'event', eventId, name: 'Yaz Turnuvası' });
    const done = (await json(await post(`/api/admin/draws/${draw.id}/run`))) as Draw;
    expect(done.entries).toEqual(people.map((p) => ({ entry: `${eventId}_${p.userId}`, username: p.username })));
    expect(done.winners.map((w) => w.username).sort()).toEqual(['katilim0', 'katilim1', 'katilim2']);
    expect((await verifyDraw(done)).matches).toBe(true);
  });

  it('a source with no entries is drawn with no winners; a cancelled draw reveals its seed and never runs', async () => {
    const eventId = await eventWithJoins(h, staff, []);
    const empty = await createDraw({ type: 'event', eventId });
    const drawn = (await json(await post(`/api/admin/draws/${empty.id}/run`))) as Draw;
    expect(drawn).toMatchObject({ status: 'drawn', entries: [], winners: [] });
    expect((await verifyDraw(drawn)).matches).toBe(true);

    const other = await createDraw({ type: 'event', eventId });
    const cancelled = await post(`/api/admin/draws/${other.id}/cancel`);
    expect(cancelled.status).toBe(200);
    const body = (await json(cancelled)) as Draw;
    expect(body.status).toBe('cancelled');
    const { seedHashOf } = await import('@app/contracts');
    expect(await seedHashOf(body.seed!)).toBe(other.seedHash);
    const run = await post(`/api/admin/draws/${other.id}/run`);
    expect([run.status, (await json(run)).message]).toEqual([409, 'Bu çekiliş iptal edildi; başlatılamaz.']);
    const twice = await post(`/api/admin/draws/${other.id}/cancel`);
    expect(twice.status).toBe(409);
    const all = (await json(await get('/api/admin/draws', staff))) as { id: string; status: string }[];
    expect(all.map((d) => [d.id, d.status])).toEqual([
      [other.id, 'cancelled'],
      [empty.id, 'drawn'],
    ]);
  });

  it('ten concurrent runs: exactly one 200, nine 409, one DrawRun; the rebuild equals live and a restart keeps it', async () => {
    const people = await members(h, 'yaris', 5);
    const companyId = await ticketCompanyWithNumbers(h, staff, people, [2, 2, 2, 2, 2]);
    const draw = await createDraw({ type: 'tickets', ticketCompanyId: companyId }, 2);
    const results = await Promise.all(Array.from({ length: 10 }, () => post(`/api/admin/draws/${draw.id}/run`)));
    const statuses = results.map((r) => r.status).sort();
    expect(statuses).toEqual([200, ...Array<number>(9).fill(409)]);
    const log = await h.deps.events.readStream(`draw-${draw.id}`);
    expect(log.filter((e) => e.type === 'DrawRun')).toHaveLength(1);

    const rebuilt = createMemoryReadStore();
    await rebuildProjections(h.deps.events, rebuilt, allProjections);
    const live = await h.deps.read.collection('draws').find({}, { sort: { _id: 1 } });
    expect(await rebuilt.collection('draws').find({}, { sort: { _id: 1 } })).toEqual(live);

    const before = await json(await get(`/api/draws/${draw.id}`));
    h = await h.restart();
    expect(await json(await get(`/api/draws/${draw.id}`))).toEqual(before);
  });
});
