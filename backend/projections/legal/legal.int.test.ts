import { LEGAL_DEFAULTS } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';
import { memberWithRole, superAdmin } from '../../test-support/staff.js';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => h.close());

const put = (doc: string, body: unknown, cookie?: string) => h.request('PUT', `/api/admin/legal/${doc}`, { body, cookie });

describe('legal texts', () => {
  it('answer the defaults, with no date, until a super_admin saves them', async () => {
    for (const doc of ['kvkk', 'cookies'] as const) {
      const res = await h.request('GET', `/api/legal/${doc}`);
      expect(res.status).toBe(200);
      expect(await json(res)).toEqual({ ...LEGAL_DEFAULTS[doc], updatedAt: null });
    }
    // The kinds of data (e-mail among them) are the notice's list (personal-data-notice.ts); the text points to it and names Kick.
    expect(LEGAL_DEFAULTS.kvkk.body).toMatch(/KVKK m\. 5/);
    expect(LEGAL_DEFAULTS.kvkk.body).toMatch(/Kick hesap numaranız/);
    expect(LEGAL_DEFAULTS.cookies.body).toMatch(/oturum çerezi/);
  });

  it('a super_admin edits one text; the other stays; the audit log names it without the text', async () => {
    const boss = await superAdmin(h);
    const res = await put('kvkk', { title: '  Aydınlatma Metni  ', body: 'Yeni metin.' }, boss.cookie);
    expect(res.status).toBe(200);
    const saved = await json(res);
    expect(saved).toEqual({ title: 'Aydınlatma Metni', body: 'Yeni metin.', updatedAt: expect.any(String) });
    expect(await json(await h.request('GET', '/api/legal/kvkk'))).toEqual(saved);
    expect((await json(await h.request('GET', '/api/legal/cookies'))).updatedAt).toBeNull();
    const audit = await json(await h.request('GET', '/api/admin/audit', { cookie: boss.cookie }));
    expect(audit[0]).toMatchObject({ type: 'LegalTextChanged', summary: 'Yasal metin güncellendi: Aydınlatma Metni' });
    // The site settings every page loads do not carry the texts.
    expect(JSON.stringify(await json(await h.request('GET', '/api/site-settings')))).not.toContain('Yeni metin.');
  });

  it('refuses guests, members and editors, bad bodies and unknown texts, in Turkish', async () => {
    const boss = await superAdmin(h);
    const member = await registerMember(h, 'uye1');
    const editor = await memberWithRole(h, boss.cookie, 'editor1', 'editor');
    const ok = { title: 'Başlık', body: 'Metin' };
    expect((await put('kvkk', ok)).status).toBe(401);
    expect((await put('kvkk', ok, member.cookie)).status).toBe(403);
    expect((await put('kvkk', ok, editor.cookie)).status).toBe(403);
    const empty = await put('kvkk', { title: '', body: 'Metin' }, boss.cookie);
    expect(empty.status).toBe(400);
    expect((await json(empty)).message).toBe('Başlık zorunludur');
    const long = await put('cookies', { title: 'Başlık', body: 'x'.repeat(50_001) }, boss.cookie);
    expect(long.status).toBe(400);
    expect((await json(long)).message).toBe('Metin en fazla 50.000 karakter olabilir');
    for (const path of ['/api/legal/gizlilik', '/api/legal/__proto__']) {
      const res = await h.request('GET', path);
      expect(res.status).toBe(404);
      expect((await json(res)).message).toBe('Metin bulunamadı.');
    }
    expect((await put('gizlilik', ok, boss.cookie)).status).toBe(404);
  });
});
