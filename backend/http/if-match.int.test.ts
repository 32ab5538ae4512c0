import { KICK_SETTING_DEFAULTS } from '@app/contracts';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, json } from '../test-support/harness.js';
import { createDrawBody } from '../test-support/draws.js';
import { huntBody } from '../test-support/hunts.js';
import { rewardBody } from '../test-support/rewards.js';
import { kickScene } from '../test-support/kick.js';
import { harnessWithStaff, loginStaff, memberWithRole } from '../test-support/staff.js';

/**
 * Issue 41: two staff members edit one record. Each staff answer carries the record's `revision`, its
 * single GET answers it as ETag, and an edit sent with `If-Match` of a revision the record has moved
 * past is refused with 412 and changes nothing; an edit without the header is applied as before.
 */
const RECORD_CHANGED = 'Bu kayıt siz düzenlerken değişti. Sayfayı yenileyip tekrar deneyin.';
const IMG = 'https://cdn.ornek.test/gorsel.png';

interface EditableRecord {
  name: string;
  /** Creates the record as staff and answers where its single GET is. */
  create(h: Harness, cookie: string): Promise<string>;
  /** The staff list the record shows in (with `revision`); none for a settings record. */
  list?: string;
  /** The edit two staff members send, each with their own value. */
  edit: (url: string, value: string) => { method: string; url: string; body?: unknown };
  /** The edited field as the single GET shows it. */
  read: (record: Record<string, unknown>) => unknown;
  /** What the single GET shows after an edit with `value` (by default the value itself). */
  shows?: (value: string) => unknown;
  /** The status of the second editor's save once reloaded (an edit that cannot be made twice, a draw's cancel, is refused by its rule). */
  again?: number;
}

const created = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)) as { id: string };
};

const resource = (
  path: string,
  body: Record<string, unknown>,
  field: string,
  { list = `${path}/all`, single = path }: { list?: string; single?: string } = {},
): EditableRecord => ({
  name: path,
  async create(h, cookie) {
    const { id } = await created(await h.request('POST', path, { body, cookie }));
    return `${single}/${id}`;
  },
  list,
  edit: (url, value) => ({ method: 'PATCH', url, body: { [field]: value } }),
  read: (r) => r[field],
});

const lastSlotName = (r: Record<string, unknown>) => (r.slots as { name: string }[]).at(-1)?.name;

const records: EditableRecord[] = [
  resource('/api/cards', { title: 'Kart', link: 'https://k.test' }, 'title'),
  resource('/api/banners', { imageUrl: IMG }, 'title'),
  resource('/api/sliding-banners', { imageUrl: IMG }, 'buttonText'),
  resource('/api/companies', { name: 'Firma', logoUrl: IMG }, 'name'),
  resource('/api/ticket-companies', { name: 'Bilet Firması', logoUrl: IMG }, 'name'),
  resource('/api/rewards', rewardBody(), 'title', { list: '/api/rewards' }),
  resource('/api/admin/events', { title: 'Turnuva', description: 'Açıklama' }, 'title', { list: '/api/admin/events' }),
  resource('/api/streaming-verifications', { adminStreamUrl: 'https://kick.com/kanal', pointsReward: 100 }, 'description', {
    list: '/api/streaming-verifications',
  }),
  {
    name: '/api/admin/hunts (a slot added)',
    async create(h, cookie) {
      const { id } = await created(await h.request('POST', '/api/admin/hunts', { body: huntBody(), cookie }));
      return `/api/admin/hunts/${id}`;
    },
    list: '/api/admin/hunts',
    edit: (url, value) => ({ method: 'POST', url: `${url}/slots`, body: { name: value, provider: 'Pragmatic Play', bet: 10 } }),
    read: lastSlotName,
  },
  {
    name: '/api/admin/draws (cancelled)',
    async create(h, cookie) {
      const { id: eventId } = await created(
        await h.request('POST', '/api/admin/events', { body: { title: 'Turnuva', description: 'Açıklama' }, cookie }),
      );
      const body = createDrawBody({ type: 'event', eventId }, 1);
      const { id } = await created(await h.request('POST', '/api/admin/draws', { body, cookie }));
      return `/api/admin/draws/${id}`;
    },
    list: '/api/admin/draws',
    edit: (url) => ({ method: 'POST', url: `${url}/cancel` }),
    read: (r) => r.status,
    shows: () => 'cancelled',
    again: 409,
  },
  {
    name: '/api/site-settings',
    create: () => Promise.resolve('/api/site-settings/staff'),
    edit: (_url, value) => ({ method: 'PUT', url: '/api/site-settings', body: { settings: [{ key: 'marqueeText', value }] } }),
    read: (r) => (r.settings as { key: string; value: string }[]).find((s) => s.key === 'marqueeText')?.value,
  },
];

let h: Harness;
let first: string;
let second: string;

const get = async (url: string, cookie: string) => {
  const res = await h.request('GET', url, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return { etag: res.headers.get('etag'), body: (await json(res)) as Record<string, unknown> };
};

describe.each(records)('$name', (r) => {
  beforeEach(async () => {
    ({ h, staff: first } = await harnessWithStaff());
    ({ cookie: second } = await memberWithRole(h, first, 'ikinci', 'editor'));
  });
  afterEach(async () => h.close());
  const shows = r.shows ?? ((value: string) => value);
  const save = (url: string, cookie: string, value: string, etag?: string | null) => {
    const e = r.edit(url, value);
    return h.request(e.method, e.url, { cookie, body: e.body, headers: etag ? { 'if-match': etag } : {} });
  };

  it('answers the revision in the list and as the single GET’s ETag', async () => {
    const url = await r.create(h, first);
    const { etag, body } = await get(url, first);
    expect(typeof body.revision).toBe('number');
    expect(etag).toBe(`"${String(body.revision)}"`);
    if (!r.list) return;
    const list = (await json(await h.request('GET', r.list, { cookie: first }))) as Record<string, unknown>[];
    expect(list.find((x) => x.id === body.id)?.revision).toBe(body.revision);
  });

  it('refuses the second of two edits made from one revision with 412, and keeps the first', async () => {
    const url = await r.create(h, first);
    const [a, b] = [await get(url, first), await get(url, second)];
    expect(a.etag).toBe(b.etag);

    const saved = await save(url, first, 'Birinci', a.etag);
    expect(saved.status, await saved.clone().text()).toBe(200);
    const stale = await save(url, second, 'Ikinci', b.etag);
    expect(stale.status).toBe(412);
    expect(await json(stale)).toMatchObject({ message: RECORD_CHANGED });

    const now = await get(url, second);
    expect(r.read(now.body)).toEqual(shows('Birinci'));
    expect(now.etag).not.toBe(b.etag);
    // Reloaded, the second editor's save passes the revision check.
    expect((await save(url, second, 'Ikinci', now.etag)).status).toBe(r.again ?? 200);
    if (!r.again) expect(r.read((await get(url, first)).body)).toEqual(shows('Ikinci'));
  });

  it('lets exactly one of two concurrent edits from one revision through', async () => {
    const url = await r.create(h, first);
    const { etag } = await get(url, first);
    const answers = await Promise.all([save(url, first, 'Birinci', etag), save(url, second, 'Ikinci', etag)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 412]);
    const winner = answers[0].status === 200 ? 'Birinci' : 'Ikinci';
    expect(r.read((await get(url, first)).body)).toEqual(shows(winner));
  });

  it('applies an edit without If-Match as before, and refuses a malformed or stale one', async () => {
    const url = await r.create(h, first);
    const { etag } = await get(url, first);
    expect((await save(url, second, 'Ikinci')).status).toBe(200);
    expect((await save(url, first, 'Bozuk', 'yedi')).status).toBe(412);
    expect((await save(url, first, 'Eski', etag)).status).toBe(412);
    expect(r.read((await get(url, first)).body)).toEqual(shows('Ikinci'));
  });
});

describe('/api/admin/kick/settings', () => {
  it('refuses a save from a revision the settings moved past with 412, and keeps the first', async () => {
    const scene = await kickScene();
    try {
      const boss = await loginStaff(scene.h);
      const settings = async () => {
        const res = await scene.h.request('GET', '/api/admin/kick/settings', { cookie: boss });
        return { etag: res.headers.get('etag'), body: (await json(res)) as Record<string, unknown> };
      };
      const save = (watchPoints: number, etag: string | null) =>
        scene.h.request('PUT', '/api/admin/kick/settings', {
          cookie: boss,
          body: { ...KICK_SETTING_DEFAULTS, watchPoints },
          headers: etag ? { 'if-match': etag } : {},
        });
      const before = await settings();
      expect(before.etag).toBe('"-1"'); // never saved: the save expects no stream
      const saved = await save(12, before.etag);
      expect(saved.status).toBe(200);
      expect(await json(saved)).toMatchObject({ watchPoints: 12, revision: 0 });
      const stale = await save(15, before.etag);
      expect(stale.status).toBe(412);
      expect(await json(stale)).toMatchObject({ message: RECORD_CHANGED });
      expect(await settings()).toEqual({ etag: '"0"', body: { ...KICK_SETTING_DEFAULTS, watchPoints: 12, revision: 0 } });
    } finally {
      await scene.close();
    }
  });
});
