import { afterEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, registerMember } from '../test-support/harness.js';
import { superAdmin } from '../test-support/staff.js';

/**
 * Issue 38, item 6: under STAFF_2FA=required, staff who have not enrolled in the two-step login act as
 * members everywhere, not only under /api/admin: no unpublished event, no staff socket room.
 */
let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** An editor made by the super_admin who logs in with the password only (never enrolled). */
async function unenrolledEditor(harness: Harness, bossCookie: string) {
  const { userId } = await registerMember(harness, 'editor_adayi');
  const made = await harness.request('PATCH', `/api/admin/users/${userId}`, { cookie: bossCookie, body: { role: 'editor' } });
  expect(made.status).toBe(200);
  const res = await harness.request('POST', '/api/auth/login', {
    body: { email: 'editor_adayi', password: 'Kuzey-Yildizi-7' },
  });
  expect(res.status).toBe(200);
  expect((await json(res)).twoFactorRequired).toBeFalsy();
  return (res.headers.get('set-cookie') ?? '').split(';')[0]!;
}

describe('STAFF_2FA=required: the staff reads outside /api/admin', () => {
  it('GET /api/events/:id shows an unpublished event to enrolled staff only', async () => {
    h = await createHarness({ app: { staff2fa: 'required' } });
    const boss = await superAdmin(h);
    const created = await h.request('POST', '/api/admin/events', {
      cookie: boss.cookie,
      body: { title: 'Gizli Etkinlik', description: 'Açıklama', requiresTelegramVerification: false, isActive: false },
    });
    expect(created.status).toBe(201);
    const { id } = await json(created);
    await h.deps.runner.waitFor(await h.deps.events.headPosition());
    expect((await h.request('GET', `/api/events/${id}`, { cookie: boss.cookie })).status).toBe(200);

    const editor = await unenrolledEditor(h, boss.cookie);
    // The admin API says why (enrol first); the public one shows what a member sees.
    expect((await h.request('GET', '/api/admin/events', { cookie: editor })).status).toBe(403);
    expect((await h.request('GET', `/api/events/${id}`, { cookie: editor })).status).toBe(404);
    expect((await h.request('GET', `/api/events/${id}/participation-status`, { cookie: editor })).status).toBe(404);
  });
});
