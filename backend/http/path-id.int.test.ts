import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createDrawBody, members, ticketCompanyWithNumbers } from '../test-support/draws.js';
import { type Harness, json } from '../test-support/harness.js';
import { harnessWithStaff } from '../test-support/staff.js';

let h: Harness;
let staff: string;
beforeEach(async () => ({ h, staff } = await harnessWithStaff()));
afterEach(async () => h.close());

/** Not an id the server could have made (a dot, and one over the 64-character limit). */
const BAD_IDS = ['bad.id', 'a'.repeat(65)];

/** Every route with an id in its path, and the answer a bad id got before the one validator (byte for byte). */
const ROUTES: [method: string, url: (id: string) => string, message: string, body?: unknown][] = [
  ['DELETE', (id) => `/api/cards/${id}`, 'Kart bulunamadı.'],
  ['POST', (id) => `/api/cards/${id}/click`, 'Kart bulunamadı.'],
  ['DELETE', (id) => `/api/banners/${id}`, 'Banner bulunamadı.'],
  ['DELETE', (id) => `/api/sliding-banners/${id}`, 'Kayan banner bulunamadı.'],
  ['DELETE', (id) => `/api/companies/${id}`, 'Firma bulunamadı.'],
  ['DELETE', (id) => `/api/rewards/${id}`, 'Ödül bulunamadı.'],
  ['PATCH', (id) => `/api/admin/reward-orders/${id}`, 'Sipariş bulunamadı.', { status: 'claimed' }],
  ['GET', (id) => `/api/events/${id}`, 'Etkinlik bulunamadı'],
  ['GET', (id) => `/api/events/${id}/participation-status`, 'Etkinlik bulunamadı'],
  ['DELETE', (id) => `/api/admin/events/${id}`, 'Etkinlik bulunamadı'],
  ['GET', (id) => `/api/admin/events/${id}/participants.csv`, 'Etkinlik bulunamadı'],
  ['DELETE', (id) => `/api/streaming-verifications/${id}`, 'Yayın doğrulama kuralı bulunamadı.'],
  ['DELETE', (id) => `/api/admin/social-verifications/${id}`, 'Doğrulama talebi bulunamadı.'],
  ['GET', (id) => `/api/draws/${id}`, 'Çekiliş bulunamadı.'],
  ['GET', (id) => `/api/admin/draws/${id}/entrants`, 'Çekiliş bulunamadı.'],
  ['POST', (id) => `/api/admin/draws/${id}/run`, 'Çekiliş bulunamadı.'],
  ['POST', (id) => `/api/admin/draws/${id}/cancel`, 'Çekiliş bulunamadı.'],
  ['DELETE', (id) => `/api/ticket-companies/${id}`, 'Bilet firması bulunamadı.'],
  ['DELETE', (id) => `/api/admin/ticket-applications/${id}`, 'Bilet başvurusu bulunamadı.'],
  ['GET', (id) => `/api/admin/ticket-numbers/${id}`, 'Bilet başvurusu bulunamadı.'],
  ['GET', (id) => `/api/admin/users/${id}`, 'Kullanıcı bulunamadı.'],
  ['POST', (id) => `/api/admin/users/${id}/points`, 'Kullanıcı bulunamadı.', { delta: 5, reason: 'Düzeltme' }],
  ['GET', (id) => `/api/hunts/${id}`, 'Bonus avı bulunamadı.'],
  ['POST', (id) => `/api/admin/hunts/${id}/cancel`, 'Bonus avı bulunamadı.'],
];

describe('path ids: one validator on the contract ENTITY_ID', () => {
  it('answers a bad id on every id route with the entity’s own 404, as before', async () => {
    for (const [method, url, message, body] of ROUTES) {
      for (const id of BAD_IDS) {
        const res = await h.request(method, url(id), { cookie: staff, body });
        expect({ route: `${method} ${url(':id')}`, status: res.status, body: await res.text() }).toEqual({
          route: `${method} ${url(':id')}`,
          status: 404,
          body: JSON.stringify({ message, code: 'not_found' }),
        });
      }
    }
  });

  it('takes an id with `_` (ENTITY_ID allows it) for ticket companies, applications and draws', async () => {
    let n = 0;
    h.deps.newId = () => `kayit_${(n += 1)}`;
    const [m] = await members(h, 'uye', 1);
    const companyId = await ticketCompanyWithNumbers(h, staff, [m!], [1]);
    expect(companyId).toContain('_');
    const renamed = await h.request('PATCH', `/api/ticket-companies/${companyId}`, { cookie: staff, body: { name: 'Ay Bilet' } });
    expect(renamed.status).toBe(200);
    expect((await json(renamed)).name).toBe('Ay Bilet');

    const applied = await h.request('POST', '/api/ticket-applications', {
      cookie: m!.cookie,
      body: { ticketCompanyId: companyId, username: 'hesap_uye', investmentAmount: 500 },
    });
    const applicationId: string = (await json(applied)).id;
    expect(applicationId).toContain('_');
    const rejected = await h.request('PATCH', `/api/admin/ticket-applications/${applicationId}`, {
      cookie: staff,
      body: { status: 'rejected' },
    });
    expect(rejected.status).toBe(200);
    expect((await json(rejected)).status).toBe('rejected');

    const created = await h.request('POST', '/api/admin/draws', {
      cookie: staff,
      body: createDrawBody({ type: 'tickets', ticketCompanyId: companyId }, 1),
    });
    const drawId: string = (await json(created)).id;
    expect(drawId).toContain('_');
    const run = await h.request('POST', `/api/admin/draws/${drawId}/run`, { cookie: staff });
    expect(run.status).toBe(200);
    expect((await json(run)).status).toBe('drawn');
    expect((await h.request('GET', `/api/draws/${drawId}`)).status).toBe(200);
  });
});
