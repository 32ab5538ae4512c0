import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness, registerMember } from '../test-support/harness.js';
import { memberWithRole, superAdmin } from '../test-support/staff.js';
import { operations } from '../registry/compose.js';

/**
 * Every route's access rule, as the OpenAPI document states it, holds on the server: guests get 401
 * for anything beyond public, members and viewers 403 for staff calls, editors 403 for super_admin
 * calls. Checked for every documented route, so a new admin route cannot forget its guard.
 */
let h: Harness;
const cookies: Record<'member' | 'viewer' | 'editor', string> = { member: '', viewer: '', editor: '' };

beforeAll(async () => {
  h = await createHarness();
  const boss = await superAdmin(h);
  cookies.member = (await registerMember(h, 'uye')).cookie;
  cookies.viewer = (await memberWithRole(h, boss.cookie, 'izleyici', 'viewer')).cookie;
  cookies.editor = (await memberWithRole(h, boss.cookie, 'editor1', 'editor')).cookie;
});
afterAll(async () => h?.close());

const entries = Object.entries(operations).map(([key, op]) => {
  const [method, path] = key.split(' ') as [string, string];
  return { key, method, url: path.replace(/:([A-Za-z0-9_]+)/g, 'yok-boyle-bir-kayit'), access: op.access };
});
const call = (e: (typeof entries)[number], cookie?: string) =>
  h.request(e.method, e.url, { cookie, ...(e.method === 'GET' ? {} : { body: {} }) });

describe('access rules of every documented route', () => {
  it('guests get 401 wherever a login is needed', async () => {
    const wrong: string[] = [];
    expect(entries.filter((x) => x.access === 'super_admin').map((x) => x.key)).toEqual([
      'PUT /api/admin/legal/:doc',
      'PATCH /api/admin/users/:id',
      'POST /api/admin/users/:id/password-reset-link',
      'DELETE /api/admin/users/:id/2fa',
      'POST /api/admin/users/:id/erase',
      'GET /api/admin/audit',
      'GET /api/admin/audit/actors',
      'GET /api/admin/audit.csv',
    ]);
    for (const e of entries.filter((x) => x.access !== 'public')) {
      const res = await call(e);
      if (res.status !== 401) wrong.push(`${e.key} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });

  it('members and viewers get 403 on every staff and super_admin call', async () => {
    const wrong: string[] = [];
    for (const e of entries.filter((x) => x.access === 'staff' || x.access === 'super_admin')) {
      for (const who of ['member', 'viewer'] as const) {
        const res = await call(e, cookies[who]);
        if (res.status !== 403) wrong.push(`${who}: ${e.key} → ${res.status}`);
      }
    }
    expect(wrong).toEqual([]);
  });

  it('editors get 403 on every super_admin call, and get past the guard of every staff call', async () => {
    const wrong: string[] = [];
    for (const e of entries.filter((x) => x.access === 'staff' || x.access === 'super_admin')) {
      const res = await call(e, cookies.editor);
      const refused = res.status === 401 || res.status === 403;
      if (e.access === 'super_admin' ? res.status !== 403 : refused) wrong.push(`${e.key} → ${res.status}`);
    }
    expect(wrong).toEqual([]);
  });
});
