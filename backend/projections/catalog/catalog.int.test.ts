import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, json, registerMember } from '../../test-support/harness.js';
import { harnessWithStaff } from '../../test-support/staff.js';
import { PNG_DATA_URL, UPLOAD_URL } from '../../test-support/images.js';

const IMG = 'https://cdn.ornek.test/gorsel.png';
const URL_MESSAGE = 'Geçerli bir bağlantı (http:// veya https://) girin';

/** Banners, sliding banners and companies share one lifecycle; each is checked with its own fields. */
const slices = [
  {
    path: '/api/banners',
    topic: 'banners',
    minimal: { imageUrl: IMG },
    defaults: { status: 'active', objectFit: 'cover', linkTarget: '_blank', sortOrder: 0 },
    emptied: { title: '', subtitle: ' ', link: '' },
    nulls: { title: null, subtitle: null, link: null },
    badLink: { link: 'javascript:alert(1)' },
    required: [{ imageUrl: '' }, 'Görsel zorunludur'],
    image: 'imageUrl',
    publicKeys: ['id', 'imageUrl', 'link', 'linkTarget', 'objectFit', 'sortOrder', 'subtitle', 'title'],
  },
  {
    path: '/api/sliding-banners',
    topic: 'sliding-banners',
    minimal: { imageUrl: IMG },
    defaults: { status: 'active', linkTarget: '_blank', sortOrder: 0 },
    emptied: { buttonText: '', link: '' },
    nulls: { buttonText: null, link: null },
    badLink: { link: 'data:text/html,<b>x</b>' },
    required: [{ imageUrl: '' }, 'Görsel zorunludur'],
    image: 'imageUrl',
    publicKeys: ['buttonText', 'id', 'imageUrl', 'link', 'linkTarget', 'sortOrder'],
  },
  {
    path: '/api/companies',
    topic: 'companies',
    minimal: { name: 'Firma', logoUrl: IMG },
    defaults: { status: 'active', sortOrder: 0 },
    emptied: { websiteUrl: '' },
    nulls: { websiteUrl: null },
    badLink: { websiteUrl: 'ftp://x.test' },
    required: [{ name: ' ' }, 'Firma adı zorunludur'],
    image: 'logoUrl',
    publicKeys: ['id', 'logoUrl', 'name', 'sortOrder', 'websiteUrl'],
  },
] as const;

let h: Harness;
let staff: string;
beforeEach(async () => ({ h, staff } = await harnessWithStaff()));
afterEach(async () => h.close());

describe.each(slices)('$path', (s) => {
  const create = async (extra: Record<string, unknown> = {}) => {
    const res = await h.request('POST', s.path, { body: { ...s.minimal, ...extra }, cookie: staff });
    expect(res.status, await res.clone().text()).toBe(201);
    return json(res);
  };
  const list = async (all = false) => json(await h.request('GET', all ? `${s.path}/all` : s.path, { cookie: staff }));

  it('applies the defaults and stores empty optional text as null', async () => {
    const item = await create(s.emptied);
    expect(item).toMatchObject({ ...s.defaults, ...s.nulls });
  });

  it('lists only active items publicly, by sortOrder; a status-only PATCH toggles', async () => {
    const notices: { topic: string; rooms: string[] }[] = [];
    h.deps.runner.onNotice((n) => notices.push(n));
    const second = await create({ sortOrder: 2 });
    const first = await create({ sortOrder: '1' });
    const off = await create({ sortOrder: 0, status: 'inactive' });
    expect((await list()).map((i: { id: string }) => i.id)).toEqual([first.id, second.id]);
    expect((await list(true)).map((i: { id: string }) => i.id)).toEqual([off.id, first.id, second.id]);

    const res = await h.request('PATCH', `${s.path}/${off.id}`, { body: { status: 'active' }, cookie: staff });
    expect(res.status).toBe(200);
    expect((await list()).map((i: { id: string }) => i.id)).toEqual([off.id, first.id, second.id]);
    await h.request('PATCH', `${s.path}/${first.id}`, { body: { status: 'inactive' }, cookie: staff });
    expect((await list()).map((i: { id: string }) => i.id)).toEqual([off.id, second.id]);
    expect(notices.filter((n) => n.topic === s.topic).every((n) => n.rooms.includes('public'))).toBe(true);
    expect(notices.filter((n) => n.topic === s.topic)).toHaveLength(5);
  });

  it('public answers carry only public fields', async () => {
    await create();
    const [item] = await list();
    expect(Object.keys(item).sort()).toEqual([...s.publicKeys].sort());
  });

  it('refuses non-http(s) links, missing required fields and bad status with Turkish messages', async () => {
    for (const [body, message] of [
      [s.badLink, URL_MESSAGE],
      s.required,
      [{ status: 'published' }, 'Durum active veya inactive olmalıdır'],
      [{ sortOrder: -3 }, 'Sıra 0 veya daha büyük olmalıdır'],
    ] as const) {
      const res = await h.request('POST', s.path, { body: { ...s.minimal, ...body }, cookie: staff });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).message).toBe(message);
    }
  });

  it('turns an inline data: image into a stored upload', async () => {
    const item = await create({ [s.image]: PNG_DATA_URL });
    expect(item[s.image]).toMatch(UPLOAD_URL);
  });

  it('edit, delete and the staff list need a staff session', async () => {
    const item = await create();
    const { cookie: member } = await registerMember(h, 'uye2');
    for (const [method, url, body] of [
      ['GET', `${s.path}/all`, undefined],
      ['POST', s.path, s.minimal],
      ['PATCH', `${s.path}/${item.id}`, { status: 'inactive' }],
      ['DELETE', `${s.path}/${item.id}`, undefined],
    ] as const) {
      expect((await h.request(method, url, { body })).status).toBe(401);
      expect((await h.request(method, url, { body, cookie: member })).status).toBe(403);
    }
    expect((await h.request('DELETE', `${s.path}/${item.id}`, { cookie: staff })).status).toBe(200);
    expect(await list(true)).toEqual([]);
    expect((await h.request('PATCH', `${s.path}/${item.id}`, { body: { status: 'active' }, cookie: staff })).status).toBe(404);
  });

  it('concurrent toggles all settle, and a restart rebuilds the same list', async () => {
    const items = await Promise.all([0, 1, 2, 3, 4].map((i) => create({ sortOrder: i })));
    const toggles = await Promise.all(
      items.flatMap((i) => [
        h.request('PATCH', `${s.path}/${i.id}`, { body: { status: 'inactive' }, cookie: staff }),
        h.request('PATCH', `${s.path}/${i.id}`, { body: { sortOrder: 10 }, cookie: staff }),
      ]),
    );
    expect(toggles.map((r) => r.status).every((st) => st === 200)).toBe(true);
    const before = await list(true);
    expect(before.every((i: { status: string; sortOrder: number }) => i.status === 'inactive' && i.sortOrder === 10)).toBe(true);
    h = await h.restart();
    expect(await list(true)).toEqual(before);
    expect(await list()).toEqual([]);
  });
});
