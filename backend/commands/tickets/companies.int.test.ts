import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { ensureSuperAdmin } from '../accounts/members/admin-bootstrap.js';
import { systemContext } from '../../core/system-context.js';
import type { ChangeNotice } from '../../core/projections/projection.js';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { login } from '../../test-support/staff.js';
import { demoTicketLogoPng } from '../../seed/tickets.js';

let h: Harness;
let staff: string;
beforeEach(async () => {
  h = await createHarness();
  await ensureSuperAdmin(h.deps, 'staff@example.com', 'staff123', systemContext(h.deps, 'test'));
  staff = await login(h, 'staff@example.com', 'staff123');
});
afterEach(async () => h.close());

const create = (body: Record<string, unknown>, cookie = staff) => h.request('POST', '/api/ticket-companies', { cookie, body });
const PNG = `data:image/png;base64,${demoTicketLogoPng(16).toString('base64')}`;

describe('ticket companies', () => {
  it('staff create one with defaults; an inline logo becomes a stored upload; only active ones are public', async () => {
    const res = await create({ name: '  Şans Kapısı ', logoUrl: PNG, contentImage: '', websiteUrl: '' });
    expect(res.status).toBe(201);
    const company = await json(res);
    expect(company).toMatchObject({
      name: 'Şans Kapısı',
      ticketPrice: 500,
      status: 'active',
      sortOrder: 0,
      contentImage: null,
      websiteUrl: null,
    });
    expect(company.logoUrl).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect((await h.request('GET', company.logoUrl)).headers.get('content-type')).toBe('image/png');

    const hidden = await json(
      await create({ name: 'Pasif', logoUrl: 'https://example.com/p.png', status: 'inactive', sortOrder: 1 }),
    );
    const pub = await json(await h.request('GET', '/api/ticket-companies'));
    expect(pub.map((c: { name: string }) => c.name)).toEqual(['Şans Kapısı']);
    const all = await json(await h.request('GET', '/api/ticket-companies/all', { cookie: staff }));
    expect(all.map((c: { id: string }) => c.id)).toEqual([company.id, hidden.id]);
  });

  it('the list toggle sends only status; edits and deletes answer 404 for unknown ids', async () => {
    const { id } = await json(await create({ name: 'A', logoUrl: 'https://example.com/a.png', ticketPrice: 250 }));
    const off = await h.request('PATCH', `/api/ticket-companies/${id}`, { cookie: staff, body: { status: 'inactive' } });
    expect(await json(off)).toMatchObject({ status: 'inactive', ticketPrice: 250, name: 'A' });
    expect(await json(await h.request('GET', '/api/ticket-companies'))).toEqual([]);
    expect((await h.request('DELETE', `/api/ticket-companies/${id}`, { cookie: staff })).status).toBe(200);
    for (const [method, url] of [
      ['PATCH', `/api/ticket-companies/${id}`],
      ['DELETE', '/api/ticket-companies/yok'],
      ['PATCH', '/api/ticket-companies/..%2F..'],
    ]) {
      const res = await h.request(method!, url!, { cookie: staff, body: method === 'PATCH' ? { name: 'B' } : undefined });
      expect(res.status, url).toBe(404);
      expect((await json(res)).message).toBe('Bilet firması bulunamadı.');
    }
  });

  it('validates with Turkish messages per field (400) and refuses members (403) and guests (401)', async () => {
    const bad = await create({ name: '', logoUrl: 'javascript:alert(1)', ticketPrice: 0, websiteUrl: 'ftp://x', sortOrder: -1 });
    expect(bad.status).toBe(400);
    const byField = Object.fromEntries(
      (await json(bad)).issues.map((i: { path: string[]; message: string }) => [i.path[0], i.message]),
    );
    expect(byField).toMatchObject({
      name: 'Firma adı zorunludur',
      logoUrl: 'Geçerli bir görsel bağlantısı veya dosyası girin',
      ticketPrice: 'Bilet fiyatı en az 1 olmalıdır',
      websiteUrl: 'Geçerli bir bağlantı (http:// veya https://) girin',
      sortOrder: 'Sıra en az 0 olmalıdır',
    });
    expect((await create({ name: 'X', logoUrl: 'data:image/png;base64,bm90IGFuIGltYWdl' })).status).toBe(400);
    const member = await registerMember(h, 'uye');
    expect((await create({ name: 'X', logoUrl: 'https://example.com/x.png' }, member.cookie)).status).toBe(403);
    expect((await h.request('GET', '/api/ticket-companies/all', { cookie: member.cookie })).status).toBe(403);
    expect((await h.request('POST', '/api/ticket-companies', { body: { name: 'X' } })).status).toBe(401);
  });
});

describe('ticket settings', () => {
  it('start at the spec defaults; staff change them; every field is required, prices at least 1', async () => {
    expect(await json(await h.request('GET', '/api/ticket-settings'))).toEqual({
      ticketPrice: 500,
      minimumInvestment: 100,
      infoMessage: '1 Bilet = 500₺',
      pointsPerTicket: 10,
    });
    const missing = await h.request('PATCH', '/api/ticket-settings', {
      cookie: staff,
      body: { ticketPrice: 0, infoMessage: ' ' },
    });
    expect(missing.status).toBe(400);
    const messages = (await json(missing)).issues.map((i: { message: string }) => i.message);
    expect(messages).toEqual(
      expect.arrayContaining(['Bilet fiyatı en az 1 olmalıdır', 'Minimum yatırım zorunludur', 'Bilgi mesajı zorunludur']),
    );
    const member = await registerMember(h, 'uye');
    expect(
      (
        await h.request('PATCH', '/api/ticket-settings', {
          cookie: member.cookie,
          body: { ticketPrice: 1, minimumInvestment: 1, infoMessage: 'x' },
        })
      ).status,
    ).toBe(403);

    const ok = await h.request('PATCH', '/api/ticket-settings', {
      cookie: staff,
      body: { ticketPrice: 250, minimumInvestment: 300, infoMessage: '1 Bilet = 250₺' },
    });
    expect(await json(ok)).toEqual({
      ticketPrice: 250,
      minimumInvestment: 300,
      infoMessage: '1 Bilet = 250₺',
      pointsPerTicket: 10,
    });
    h = await h.restart();
    expect((await json(await h.request('GET', '/api/ticket-settings'))).minimumInvestment).toBe(300);
  });

  it('the settings price applies to a company without its own price; the minimum applies to all', async () => {
    await h.request('PATCH', '/api/ticket-settings', {
      cookie: staff,
      body: { ticketPrice: 200, minimumInvestment: 300, infoMessage: '1 Bilet = 200₺' },
    });
    const { id } = await json(await create({ name: 'Genel', logoUrl: 'https://example.com/g.png', ticketPrice: null }));
    const m = await registerMember(h, 'oyuncu');
    const apply = (investmentAmount: number) =>
      h.request('POST', '/api/ticket-applications', {
        cookie: m.cookie,
        body: { ticketCompanyId: id, username: 'o', investmentAmount },
      });
    const low = await apply(299);
    expect(low.status).toBe(422);
    expect((await json(low)).message).toBe("Minimum yatırım tutarı 300₺'dir.");
    expect((await json(await apply(1000))).ticketCount).toBe(5);
  });
});

describe('applications: lifecycle, privacy and live notices', () => {
  it('staff delete any application; its numbers go with it; members hear only about their own', async () => {
    const { id: companyId } = await json(await create({ name: 'Yıldız', logoUrl: 'https://example.com/y.png' }));
    const a = await registerMember(h, 'ali');
    const b = await registerMember(h, 'bora');
    const seen: ChangeNotice[] = [];
    h.deps.runner.onNotice((n) => seen.push(n));
    const app = await json(
      await h.request('POST', '/api/ticket-applications', {
        cookie: a.cookie,
        body: { ticketCompanyId: companyId, username: 'ali_oyun', investmentAmount: 1000 },
      }),
    );
    expect(seen).toEqual(
      expect.arrayContaining([
        { topic: 'ticket-applications', ids: [app.id], rooms: [`user:${a.userId}`] },
        { topic: 'admin-ticket-applications', ids: [app.id], rooms: ['staff'] },
      ]),
    );
    expect(await json(await h.request('GET', '/api/ticket-applications', { cookie: b.cookie }))).toEqual([]);
    expect((await h.request('GET', `/api/admin/ticket-numbers/${app.id}`, { cookie: a.cookie })).status).toBe(403);

    await h.request('PATCH', `/api/admin/ticket-applications/${app.id}`, { cookie: staff, body: { status: 'approved' } });
    expect(seen).toContainEqual({ topic: 'ticket-numbers', ids: [app.id], rooms: [`user:${a.userId}`] });
    expect(await json(await h.request('GET', '/api/ticket-numbers', { cookie: a.cookie }))).toHaveLength(2);
    expect(JSON.stringify(await json(await h.request('GET', '/api/ticket-numbers', { cookie: a.cookie })))).not.toMatch(/@/);

    expect((await h.request('DELETE', `/api/admin/ticket-applications/${app.id}`, { cookie: staff })).status).toBe(200);
    expect(await json(await h.request('GET', '/api/ticket-numbers', { cookie: a.cookie }))).toEqual([]);
    expect((await h.request('GET', `/api/admin/ticket-numbers/${app.id}`, { cookie: staff })).status).toBe(404);
    const again = await h.request('PATCH', `/api/admin/ticket-applications/${app.id}`, {
      cookie: staff,
      body: { status: 'rejected' },
    });
    expect(again.status).toBe(404);
    expect((await h.request('DELETE', `/api/admin/ticket-applications/${app.id}`, { cookie: staff })).status).toBe(404);
  });

  it('refuses bad decisions and bodies with 400, too many tickets with 422, an inactive company with 422', async () => {
    const { id: companyId } = await json(await create({ name: 'Yıldız', logoUrl: 'https://example.com/y.png', ticketPrice: 1 }));
    const m = await registerMember(h, 'can');
    const post = (body: unknown) => h.request('POST', '/api/ticket-applications', { cookie: m.cookie, body });
    const many = await post({ ticketCompanyId: companyId, username: 'c', investmentAmount: 1001 });
    expect(many.status).toBe(422);
    expect((await json(many)).message).toBe('Bir başvuruda en fazla 1.000 bilet alınabilir.');
    for (const body of [
      {},
      { ticketCompanyId: companyId, username: '', investmentAmount: 500 },
      { ticketCompanyId: companyId, username: 'c', investmentAmount: '500' },
      '[]',
    ]) {
      expect((await post(body)).status, JSON.stringify(body)).toBe(400);
    }
    const app = await json(await post({ ticketCompanyId: companyId, username: 'c', investmentAmount: 500 }));
    const decide = (body: unknown) => h.request('PATCH', `/api/admin/ticket-applications/${app.id}`, { cookie: staff, body });
    expect((await decide({ status: 'pending' })).status).toBe(400);
    expect((await decide({ status: 'approved', adminNote: 'x'.repeat(501) })).status).toBe(400);
    await h.request('PATCH', `/api/ticket-companies/${companyId}`, { cookie: staff, body: { status: 'inactive' } });
    const closed = await post({ ticketCompanyId: companyId, username: 'c', investmentAmount: 500 });
    expect(closed.status).toBe(422);
    expect((await json(closed)).message).toBe('Bu firma şu anda başvuru kabul etmiyor.');
  });
});
