import { afterEach, describe, expect, it } from 'vitest';
import { buy, createReward, givePoints } from '../test-support/rewards.js';
import { downloadName, readCsv } from '../test-support/csv.js';
import { createHarness, type Harness, json, registerMember } from '../test-support/harness.js';
import { superAdmin } from '../test-support/staff.js';

let h: Harness;
afterEach(async () => h?.close());

const get = (cookie: string, url: string) => h.request('GET', url, { cookie });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date());

/** Two members with Turkish names; one typed a formula where the ticket form asks for an account name. */
async function setup() {
  const boss = await superAdmin(h);
  const sukru = await registerMember(h, 'Şükrü', { email: 'sukru@example.com', firstName: 'Şükrü', lastName: 'Çağlar' });
  const ipek = await registerMember(h, 'İpek', { email: 'ipek@example.com', firstName: '=cmd|"/c calc"!A1' });
  const company = await json(
    await h.request('POST', '/api/ticket-companies', {
      cookie: boss.cookie,
      body: { name: 'Yıldız Bilet', logoUrl: 'https://example.com/l.png', ticketPrice: 500 },
    }),
  );
  const apply = async (cookie: string, username: string) =>
    json(
      await h.request('POST', '/api/ticket-applications', {
        cookie,
        body: { ticketCompanyId: company.id, username, investmentAmount: 1500 },
      }),
    );
  const a1 = await apply(sukru.cookie, '=cmd|"/c calc"!A1');
  await apply(ipek.cookie, 'ipek_ğ');
  await h.request('PATCH', `/api/admin/ticket-applications/${a1.id}`, { cookie: boss.cookie, body: { status: 'approved' } });
  return { boss, sukru, ipek, company };
}

describe('CSV exports', () => {
  it('ticket applications: the screen’s filters, Turkish letters intact, formulas neutralised', async () => {
    h = await createHarness();
    const { boss, company } = await setup();
    const all = await readCsv(await get(boss.cookie, '/api/admin/ticket-applications.csv'));
    expect(all[0]).toEqual([
      'Kullanıcı Adı',
      'E-posta',
      'Firmadaki Kullanıcı Adı',
      'Firma',
      'Yatırım Tutarı (₺)',
      'Bilet Sayısı',
      'Durum',
      'Yönetici Notu',
      'Başvuru Tarihi',
      'Karar Tarihi',
    ]);
    expect(all.slice(1).map((r) => r.slice(0, 7))).toEqual([
      ['İpek', 'ipek@example.com', 'ipek_ğ', 'Yıldız Bilet', '1500', '3', 'Beklemede'],
      ['Şükrü', 'sukru@example.com', `'=cmd|"/c calc"!A1`, 'Yıldız Bilet', '1500', '3', 'Onaylandı'],
    ]);
    const approved = await readCsv(
      await get(boss.cookie, `/api/admin/ticket-applications.csv?status=approved&ticketCompanyId=${company.id}`),
    );
    expect(approved.slice(1).map((r) => r[0])).toEqual(['Şükrü']);
    const list = await json(await get(boss.cookie, '/api/admin/ticket-applications?status=pending'));
    expect(list.map((a: { user: { username: string } }) => a.user.username)).toEqual(['İpek']);
    expect((await get(boss.cookie, '/api/admin/ticket-applications.csv?status=bekliyor')).status).toBe(400);
  });

  it('users: the same rows as the list, with a dated file name', async () => {
    h = await createHarness();
    const { boss } = await setup();
    const res = await get(boss.cookie, '/api/admin/users.csv?search=%C5%9F%C3%BCkr%C3%BC');
    expect(downloadName(res)).toBe(`kullanicilar-${today()}.csv`);
    const rows = await readCsv(res);
    expect(rows[0]).toEqual(['Kullanıcı Adı', 'E-posta', 'Ad', 'Soyad', 'Rol', 'Puan', 'Durum', 'Telegram', 'Kayıt Tarihi']);
    // Şükrü's approved application earned 3 tickets × 10 points.
    expect(rows.slice(1).map((r) => r.slice(0, 8))).toEqual([
      ['Şükrü', 'sukru@example.com', 'Şükrü', 'Çağlar', 'Üye', '30', 'Aktif', 'Doğrulanmadı'],
    ]);
    const everyone = await readCsv(await get(boss.cookie, '/api/admin/users.csv'));
    expect(everyone.slice(1).map((r) => r[0])).toEqual(['İpek', 'Şükrü', 'patron']);
    expect(everyone[1]![2]).toBe(`'=cmd|"/c calc"!A1`);
  });

  it('reward orders: every order with the member and the reward', async () => {
    h = await createHarness();
    const { boss, sukru } = await setup();
    const rewardId = await createReward(h, boss.cookie, { title: 'Çay Bardağı', pointsCost: 100 });
    await givePoints(h, sukru.userId, 300);
    await buy(h, sukru.cookie, rewardId);
    const rows = await readCsv(await get(boss.cookie, '/api/admin/user-rewards.csv'));
    expect(rows[0]).toEqual([
      'Sipariş No',
      'Kullanıcı Adı',
      'Ödül',
      'Harcanan Puan',
      'Durum',
      'Satın Alma Tarihi',
      'Son Güncelleme',
      'İptal Nedeni',
      'İptal Eden',
    ]);
    expect(rows.slice(1).map((r) => r.slice(1, 5))).toEqual([['Şükrü', 'Çay Bardağı', '100', 'Beklemede']]);
    expect(await readCsv(await get(boss.cookie, '/api/admin/user-rewards.csv?status=delivered'))).toHaveLength(1);
  });

  it('audit: the log’s rows, newest first', async () => {
    h = await createHarness();
    const { boss, ipek } = await setup();
    await h.request('POST', `/api/admin/users/${ipek.userId}/points`, {
      cookie: boss.cookie,
      body: { delta: 40, reason: '=1+1 düzeltme' },
    });
    const rows = await readCsv(await get(boss.cookie, '/api/admin/audit.csv'));
    expect(rows[0]).toEqual(['Tarih', 'Yetkili', 'Rol', 'İşlem', 'Açıklama', 'Hedef Türü', 'Hedef']);
    expect(rows[1]!.slice(1)).toEqual([
      'patron',
      'Süper Admin',
      'Puan düzeltmesi',
      'Puan düzeltmesi: İpek, +40 puan (Gerekçe: =1+1 düzeltme), yeni bakiye 40',
      'Kullanıcı',
      'İpek',
    ]);
    expect(rows.slice(1).map((r) => r[3])).toEqual(['Puan düzeltmesi', 'Bilet başvurusu onayı', 'Bilet firması oluşturma']);
  });
});
