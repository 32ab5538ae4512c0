import { type Hunt, predictionsHashOf } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { rebuildProjections } from '../../core/projections/rebuild.js';
import { createMemoryReadStore } from '../../core/read-store/memory-read-store.js';
import { allProjections } from '../../projections/index.js';
import { createHarness, type Harness, json } from '../../test-support/harness.js';
import { crowd, HUNT_TEST_PASSWORD, huntBody, huntWithSlots } from '../../test-support/hunts.js';
import { loginStaff } from '../../test-support/staff.js';
import { pointsBalance } from '../points/points.js';

let h: Harness;
let staff: string;
beforeEach(async () => {
  h = await createHarness();
  staff = await loginStaff(h, 'avci@example.com', HUNT_TEST_PASSWORD);
});
afterEach(async () => h.close());

const post = (url: string, body: unknown = {}, cookie = staff) => h.request('POST', url, { cookie, body });
const predict = (huntId: string, cookie: string, finalWin: number, bestSlotId: string) =>
  h.request('PUT', `/api/hunts/${huntId}/prediction`, { cookie, body: { finalWin, bestSlotId } });
const getHunt = async (id: string) => (await json(await h.request('GET', `/api/hunts/${id}`))) as Hunt;

describe('hunts over HTTP: who may do what', () => {
  it('guests get 401 and members 403 on staff calls; bad bodies 400 in Turkish; unknown hunts 404', async () => {
    const [m] = await crowd(h, 'uye', 1);
    const hunt = await huntWithSlots(h, staff, [1]);
    const slot = hunt.slots[0]!.id;
    const calls: [string, string, unknown][] = [
      ['POST', '/api/admin/hunts', huntBody()],
      ['POST', `/api/admin/hunts/${hunt.id}/slots`, { name: 'X', bet: 1 }],
      ['PATCH', `/api/admin/hunts/${hunt.id}/slots/${slot}`, { name: 'X', bet: 1 }],
      ['DELETE', `/api/admin/hunts/${hunt.id}/slots/${slot}`, undefined],
      ['POST', `/api/admin/hunts/${hunt.id}/order`, { shuffle: true }],
      ['POST', `/api/admin/hunts/${hunt.id}/start-opening`, {}],
      ['POST', `/api/admin/hunts/${hunt.id}/finish`, {}],
      ['POST', `/api/admin/hunts/${hunt.id}/slots/${slot}/result`, { win: 1 }],
      ['GET', `/api/admin/hunts/${hunt.id}/predictions`, undefined],
      ['GET', `/api/admin/hunts/${hunt.id}/predictions.csv`, undefined],
    ];
    for (const [method, url, body] of calls) {
      expect((await h.request(method, url, { body })).status).toBe(401);
      const member = await h.request(method, url, { body, cookie: m!.cookie });
      expect([member.status, (await json(member)).message]).toEqual([403, 'Bu işlem için yönetici yetkisi gerekiyor.']);
    }
    expect((await h.request('PUT', `/api/hunts/${hunt.id}/prediction`, { body: {} })).status).toBe(401);
    expect((await h.request('GET', `/api/hunts/${hunt.id}/prediction`)).status).toBe(401);

    const bad: [string, unknown, RegExp][] = [
      ['/api/admin/hunts', { startCost: 10 }, /Başlık zorunludur/],
      ['/api/admin/hunts', huntBody({ startCost: 10.555 }), /en fazla 2 ondalık/],
      ['/api/admin/hunts', huntBody({ startCost: -1 }), /negatif olamaz/],
      [`/api/admin/hunts/${hunt.id}/slots`, { name: 'X', bet: 0 }, /Bahis sıfırdan büyük/],
      [`/api/admin/hunts/${hunt.id}/order`, { shuffle: false }, /karıştırma/],
    ];
    for (const [url, body, message] of bad) {
      const res = await post(url, body);
      expect([res.status, (await json(res)).message]).toEqual([400, expect.stringMatching(message)]);
    }
    const badPrediction = await predict(hunt.id, m!.cookie, 12.5, slot);
    expect([badPrediction.status, (await json(badPrediction)).message]).toEqual([400, expect.stringMatching(/tam sayı/)]);
    for (const id of ['yok', 'a%20b', 'x'.repeat(80)]) {
      for (const res of [
        await h.request('GET', `/api/hunts/${id}`),
        await post(`/api/admin/hunts/${id}/finish`),
        await predict(id, m!.cookie, 1, slot),
      ]) {
        expect([res.status, (await json(res)).message]).toEqual([404, 'Bonus avı bulunamadı.']);
      }
    }
  });
});

describe('hunts over HTTP: a whole hunt', () => {
  it('predictions, the commitment, the opening in order, the finish, the prizes once, and the public list after it', async () => {
    const people = await crowd(h, 'tahminci', 4, 100);
    const hunt = await huntWithSlots(h, staff, [10, 0.4, 2], { entryFee: 30, startCost: 300.5 });
    const [s1, s2, s3] = hunt.slots.map((s) => s.id) as [string, string, string];
    expect(hunt.figures).toMatchObject({ totalBet: 12.4, bonusCount: 3, breakEvenX: 24.23, openedCount: 0, requiredX: 24.23 });

    expect((await predict(hunt.id, people[0]!.cookie, 250, s2)).status).toBe(200);
    expect((await predict(hunt.id, people[1]!.cookie, 400, s1)).status).toBe(200);
    expect((await predict(hunt.id, people[2]!.cookie, 100, s2)).status).toBe(200);
    const changed = await predict(hunt.id, people[0]!.cookie, 300, s2); // changes it; the fee is taken once
    expect((await json(changed)).finalWin).toBe(300);
    expect(await pointsBalance(h.deps, people[0]!.userId)).toBe(70);
    const unknownSlot = await predict(hunt.id, people[3]!.cookie, 1, 'yok');
    expect([unknownSlot.status, (await json(unknownSlot)).message]).toEqual([422, 'Seçilen bonus bu avda yok.']);
    expect(await pointsBalance(h.deps, people[3]!.userId)).toBe(100);

    const closed = (await json(await post(`/api/admin/hunts/${hunt.id}/close-predictions`))) as Hunt;
    expect(closed.predictionsOpen).toBe(false);
    const late = await predict(hunt.id, people[3]!.cookie, 1, s1);
    expect([late.status, (await json(late)).message]).toEqual([
      409,
      'Tahminler kapandı; tahmin gönderilemez veya değiştirilemez.',
    ]);
    expect(await pointsBalance(h.deps, people[3]!.userId)).toBe(100);
    const addLate = await post(`/api/admin/hunts/${hunt.id}/slots`, { name: 'Geç', bet: 1 });
    expect(addLate.status).toBe(409);

    const early = await post(`/api/admin/hunts/${hunt.id}/slots/${s1}/result`, { win: 5 });
    expect([early.status, (await json(early)).message]).toEqual([409, 'Kazançlar yalnızca açılış sırasında girilebilir.']);
    expect((await post(`/api/admin/hunts/${hunt.id}/start-opening`)).status).toBe(200);
    expect((await post(`/api/admin/hunts/${hunt.id}/slots/${s2}/result`, { win: 5 })).status).toBe(409);
    await post(`/api/admin/hunts/${hunt.id}/slots/${s1}/result`, { win: 150 });
    let live = (await json(await post(`/api/admin/hunts/${hunt.id}/slots/${s2}/result`, { win: 40.4 }))) as Hunt;
    expect(live.currentSlotId).toBe(s3);
    expect(live.figures).toMatchObject({ totalWin: 190.4, profit: -110.1, requiredX: 55.05, bestX: 101, bestXSlotId: s2 });
    live = (await json(await post(`/api/admin/hunts/${hunt.id}/slots/${s1}/result`, { win: 160 }))) as Hunt; // a correction
    expect(live.figures.totalWin).toBe(200.4);
    const unopened = await post(`/api/admin/hunts/${hunt.id}/finish`, { remainingAsZero: false });
    expect([unopened.status, (await json(unopened)).message]).toEqual([409, 'Açılmamış bonuslar var']);
    const done = (await json(await post(`/api/admin/hunts/${hunt.id}/finish`, { remainingAsZero: true }))) as Hunt;
    expect(done.status).toBe('finished');
    // 200,40 ₺ in all: tahminci0 (300) is 99,60 away, tahminci2 (100) 100,40, tahminci1 (400) 199,60.
    expect(done.winners).toEqual([
      { place: 1, username: 'tahminci0', finalWin: 300, bestSlotId: s2, prize: 1000 },
      { place: 2, username: 'tahminci2', finalWin: 100, bestSlotId: s2, prize: 500 },
      { place: 3, username: 'tahminci1', finalWin: 400, bestSlotId: s1, prize: 250 },
      // In canonical order: tahminci0's change moved their submittedAt after tahminci2's.
      { place: 'bestSlot', username: 'tahminci2', finalWin: 100, bestSlotId: s2, prize: 100 },
      { place: 'bestSlot', username: 'tahminci0', finalWin: 300, bestSlotId: s2, prize: 100 },
    ]);
    expect(await pointsBalance(h.deps, people[0]!.userId)).toBe(70 + 1100);
    expect(await pointsBalance(h.deps, people[2]!.userId)).toBe(70 + 600);
    expect((await post(`/api/admin/hunts/${hunt.id}/finish`, { remainingAsZero: true })).status).toBe(409);
    expect(await pointsBalance(h.deps, people[0]!.userId)).toBe(1170);

    const published = await getHunt(hunt.id);
    expect(published.predictions.map((p) => p.username)).toEqual(['tahminci1', 'tahminci2', 'tahminci0']);
    expect(await predictionsHashOf(published.predictions)).toBe(closed.predictionsHash);
    expect(JSON.stringify(published)).not.toMatch(/@example\.com|userId/);
    const history = await json(await h.request('GET', '/api/points/ledger', { cookie: people[0]!.cookie }));
    expect(history.map((r: { reason: string }) => r.reason)).toEqual(['hunt_prize', 'hunt_prize', 'hunt_entry', 'adjustment']);
  });

  it('a cancel gives every entry fee back; staff see the predictions and their CSV', async () => {
    const people = await crowd(h, 'iptal', 3, 50);
    const hunt = await huntWithSlots(h, staff, [1, 2], { entryFee: 50 });
    for (const [k, p] of people.entries()) await predict(hunt.id, p.cookie, 100 * (k + 1), hunt.slots[k % 2]!.id);
    const admin = await json(await h.request('GET', `/api/admin/hunts/${hunt.id}/predictions`, { cookie: staff }));
    expect(admin).toMatchObject({ count: 3, average: 200 });
    const csv = await h.request('GET', `/api/admin/hunts/${hunt.id}/predictions.csv`, { cookie: staff });
    const text = await csv.text();
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(text.split('\r\n')[0]).toMatch(/Tahmin No;Kullanıcı Adı;Tahmini Toplam Kazanç \(₺\);En İyi Bonus;Tahmin Zamanı$/);
    expect(text).toContain('iptal2;300;Slot 1;');
    for (const p of people) expect(await pointsBalance(h.deps, p.userId)).toBe(0);
    expect((await json(await post(`/api/admin/hunts/${hunt.id}/cancel`))).status).toBe('cancelled');
    for (const p of people) expect(await pointsBalance(h.deps, p.userId)).toBe(50);
    expect((await post(`/api/admin/hunts/${hunt.id}/cancel`)).status).toBe(409);
  });
});

describe('hunts over HTTP: under load and across restarts', () => {
  it('1,000 members predicting at once: one prediction each, none lost, no 5xx, no balance below zero', async () => {
    const rich = await crowd(h, 'zengin', 700, 20);
    const poor = await crowd(h, 'fakir', 300, 0);
    const hunt = await huntWithSlots(h, staff, [1, 2, 3], { entryFee: 20 });
    const started = performance.now();
    const answers = await Promise.all(
      [...rich, ...poor].map((m, k) => predict(hunt.id, m.cookie, 1000 + k, hunt.slots[k % 3]!.id)),
    );
    console.info(`1,000 concurrent predictions: ${Math.round(performance.now() - started)} ms`);
    const statuses = answers.map((r) => r.status);
    expect(statuses.filter((s) => s === 200)).toHaveLength(700);
    expect(statuses.filter((s) => s === 422)).toHaveLength(300);
    expect((await getHunt(hunt.id)).predictionCount).toBe(700);
    for (const m of poor.slice(0, 20)) expect(await pointsBalance(h.deps, m.userId)).toBe(0);
    for (const m of rich.slice(0, 20)) expect(await pointsBalance(h.deps, m.userId)).toBe(0);
    // Everyone again at once, changing their answer: still one each.
    await Promise.all(rich.map((m) => predict(hunt.id, m.cookie, 5, hunt.slots[0]!.id)));
    const admin = await json(await h.request('GET', `/api/admin/hunts/${hunt.id}/predictions`, { cookie: staff }));
    expect([admin.count, new Set(admin.predictions.map((p: { username: string }) => p.username)).size]).toEqual([700, 700]);
    expect(admin.average).toBe(5);
  }, 240_000);

  it('a crash during prize crediting: the reconciler credits every prize exactly once; a rebuild gives the same hunt', async () => {
    const { runHunt } = await import('./hunts.js');
    const { settleHunts } = await import('./settle.js');
    const { feesOwed, huntsOwingPrizes } = await import('../../projections/hunts/queries.js');
    const { systemContext } = await import('../../core/system-context.js');
    const people = await crowd(h, 'kazanan', 3);
    const hunt = await huntWithSlots(h, staff, [1]);
    for (const [k, p] of people.entries()) await predict(hunt.id, p.cookie, 10 * k, hunt.slots[0]!.id);
    await post(`/api/admin/hunts/${hunt.id}/start-opening`);
    await post(`/api/admin/hunts/${hunt.id}/slots/${hunt.slots[0]!.id}/result`, { win: 10 });
    // The finish is in the log, the process "dies" before any prize is credited.
    const r = await runHunt(h.deps, hunt.id, { type: 'FinishHunt', remainingAsZero: false }, systemContext(h.deps, 'test'));
    await h.deps.runner.waitFor(r.position);
    h = await h.restart();
    const reads = { huntsOwingPrizes: () => huntsOwingPrizes(h.deps.read), feesOwed: () => feesOwed(h.deps.read) };
    expect((await settleHunts(h.deps, reads)).prizes).toBe(6);
    expect((await settleHunts(h.deps, reads)).prizes).toBe(0);
    const balances = await Promise.all(people.map((p) => pointsBalance(h.deps, p.userId)));
    expect(balances).toEqual([500 + 100, 1000 + 100, 250 + 100]);

    const rebuilt = createMemoryReadStore();
    await rebuildProjections(h.deps.events, rebuilt, allProjections);
    for (const name of ['hunts', 'huntPredictions', 'users']) {
      expect(await rebuilt.collection(name).find({}, { sort: { _id: 1 } })).toEqual(
        await h.deps.read.collection(name).find({}, { sort: { _id: 1 } }),
      );
    }
  });
});
