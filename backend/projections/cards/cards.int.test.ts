import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, json, registerMember } from '../../test-support/harness.js';
import { harnessWithStaff } from '../../test-support/staff.js';
import { PNG_DATA_URL, UPLOAD_URL } from '../../test-support/images.js';

let now = new Date('2025-05-01T12:00:00Z');
let h: Harness;
let staff: string;
beforeEach(async () => {
  now = new Date('2025-05-01T12:00:00Z');
  ({ h, staff } = await harnessWithStaff({ clock: () => now }));
});
afterEach(async () => h.close());

const create = async (body: Record<string, unknown>) => {
  const res = await h.request('POST', '/api/cards', { body: { link: 'https://ornek.test', ...body }, cookie: staff });
  expect(res.status).toBe(201);
  return json(res);
};
const patch = (id: string, body: unknown) => h.request('PATCH', `/api/cards/${id}`, { body, cookie: staff });
const publicTitles = async () => (await json(await h.request('GET', '/api/cards'))).map((c: { title: string }) => c.title);

describe('the public card list', () => {
  it('shows only published cards, ordered by sortOrder ascending (ties in creation order)', async () => {
    await create({ title: 'C', sortOrder: 2 });
    await create({ title: 'A', sortOrder: 0 });
    await create({ title: 'Taslak', status: 'draft' });
    await create({ title: 'Gizli', status: 'hidden' });
    await create({ title: 'B1', sortOrder: 1 });
    await create({ title: 'B2', sortOrder: 1 });
    expect(await publicTitles()).toEqual(['A', 'B1', 'B2', 'C']);
    const all = await json(await h.request('GET', '/api/cards/all', { cookie: staff }));
    expect(all.map((c: { title: string }) => c.title)).toEqual(['A', 'Taslak', 'Gizli', 'B1', 'B2', 'C']);
  });

  it('evaluates the visibility window at read time, without any event', async () => {
    await create({ title: 'Pencere', visibleFrom: '2025-05-01T15:00:00+03:00', visibleTo: '2025-05-02T00:00:00Z' });
    await create({ title: 'Bitti', visibleTo: '2025-05-01T10:59:59Z' });
    await create({ title: 'Açık uçlu', visibleFrom: '2025-04-01T00:00:00Z' });
    now = new Date('2025-05-01T11:59:59Z');
    expect(await publicTitles()).toEqual(['Açık uçlu']);
    now = new Date('2025-05-01T12:00:00Z'); // 15:00 in Istanbul: the window opens, inclusive
    expect(await publicTitles()).toEqual(['Pencere', 'Açık uçlu']);
    now = new Date('2025-05-02T00:00:01Z');
    expect(await publicTitles()).toEqual(['Açık uçlu']);
  });

  it('hiding a card takes it off the public list and sends a public notice', async () => {
    const notices: unknown[] = [];
    h.deps.runner.onNotice((n) => notices.push(n));
    const card = await create({ title: 'Görünür' });
    expect(notices).toContainEqual({ topic: 'cards', ids: [card.id], rooms: ['public'] });
    const res = await patch(card.id, { status: 'hidden' });
    expect(res.status).toBe(200);
    expect((await json(res)).status).toBe('hidden');
    expect(await publicTitles()).toEqual([]);
    expect(notices.filter((n) => (n as { topic: string }).topic === 'cards')).toHaveLength(2);
  });

  it('tells visitors nothing about status, window, or bookkeeping', async () => {
    await create({ title: 'X', visibleFrom: '2025-04-01T00:00:00Z' });
    const [card] = await json(await h.request('GET', '/api/cards'));
    expect(Object.keys(card).sort()).toEqual(
      [
        'backgroundColor',
        'backgroundImageUrl',
        'category',
        'id',
        'link',
        'linkTarget',
        'logoPrimaryColor',
        'logoUrl',
        'sortOrder',
        'subtitle',
        'title',
      ].sort(),
    );
  });
});

describe('creating and editing cards', () => {
  it('applies the defaults and turns empty optional text into null', async () => {
    const card = await create({ title: '  Başlık  ', subtitle: '   ', category: '', logoUrl: '', visibleFrom: '' });
    expect(card).toMatchObject({
      title: 'Başlık',
      subtitle: null,
      category: null,
      logoUrl: null,
      visibleFrom: null,
      visibleTo: null,
      linkTarget: '_blank',
      status: 'published',
      sortOrder: 0,
    });
  });

  it('sortOrder: empty and non-numeric become 0; negative or fractional are refused', async () => {
    expect((await create({ title: 'a', sortOrder: '' })).sortOrder).toBe(0);
    expect((await create({ title: 'b', sortOrder: 'abc' })).sortOrder).toBe(0);
    expect((await create({ title: 'c', sortOrder: '7' })).sortOrder).toBe(7);
    for (const sortOrder of [-1, 1.5]) {
      const res = await h.request('POST', '/api/cards', {
        body: { title: 'd', link: 'https://x.test', sortOrder },
        cookie: staff,
      });
      expect(res.status).toBe(400);
    }
  });

  it('accepts only http(s) links and image addresses', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ link: 'javascript:alert(1)' }, 'Geçerli bir bağlantı (http:// veya https://) girin'],
      [{ link: 'ftp://files.test/x' }, 'Geçerli bir bağlantı (http:// veya https://) girin'],
      [{ link: '' }, 'Bağlantı zorunludur'],
      [{ title: '' }, 'Başlık zorunludur'],
      [{ logoUrl: 'javascript:alert(1)' }, 'Geçerli bir görsel bağlantısı (http:// veya https://) ya da dosyası girin'],
      [{ linkTarget: '_top' }, 'Bağlantı hedefi _blank veya _self olmalıdır'],
      [{ backgroundColor: 'red' }, 'Renk #RRGGBB biçiminde olmalıdır'],
      [
        { visibleFrom: '2025-05-03T00:00:00Z', visibleTo: '2025-05-02T00:00:00Z' },
        'Görünürlük bitişi başlangıcından sonra olmalıdır',
      ],
    ];
    for (const [body, message] of cases) {
      const res = await h.request('POST', '/api/cards', { body: { title: 't', link: 'https://x.test', ...body }, cookie: staff });
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((await json(res)).message).toBe(message);
    }
    const card = await create({ title: 'ok', link: 'http://ornek.test/yol?a=1' });
    expect(card.link).toBe('http://ornek.test/yol?a=1');
  });

  it('stores an inline data: logo as an upload so the event stays small', async () => {
    const card = await create({ title: 'Logolu', logoUrl: PNG_DATA_URL });
    expect(card.logoUrl).toMatch(UPLOAD_URL);
    const events = await h.deps.events.readStream(`card-${card.id}`);
    expect(JSON.stringify(events[0]!.data)).not.toContain('data:');
    expect((await h.request('GET', card.logoUrl)).status).toBe(200);
    // Judged by its bytes, not by the type it claims: text dressed as a PNG is refused.
    const fake = `data:image/png;base64,${Buffer.from('<svg onload=alert(1)>').toString('base64')}`;
    const res = await h.request('POST', '/api/cards', {
      body: { title: 'Sahte', link: 'https://x.test', logoUrl: fake },
      cookie: staff,
    });
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('Sadece resim dosyaları yüklenebilir');
  });

  it('PATCH changes only what it carries; a window end before the stored start is a 422', async () => {
    const card = await create({ title: 'Eski', subtitle: 'Alt', visibleFrom: '2025-06-01T00:00:00Z' });
    const res = await patch(card.id, { title: 'Yeni', subtitle: '' });
    expect(await json(res)).toMatchObject({ title: 'Yeni', subtitle: null, link: 'https://ornek.test' });
    const bad = await patch(card.id, { visibleTo: '2025-05-15T00:00:00Z' });
    expect(bad.status).toBe(422);
    expect((await json(bad)).message).toBe('Görünürlük bitişi başlangıcından sonra olmalıdır');
  });

  it('unknown cards are 404, malformed JSON is 400, never a 500', async () => {
    expect((await patch('nope', { title: 'x' })).status).toBe(404);
    expect((await patch('../../etc', { title: 'x' })).status).toBe(404);
    expect((await h.request('DELETE', '/api/cards/nope', { cookie: staff })).status).toBe(404);
    const res = await h.request('POST', '/api/cards', { body: '{"title": ', cookie: staff });
    expect(res.status).toBe(400);
  });

  it('delete removes the card from both lists; a second delete is 404', async () => {
    const card = await create({ title: 'Silinecek' });
    expect((await h.request('DELETE', `/api/cards/${card.id}`, { cookie: staff })).status).toBe(200);
    expect(await publicTitles()).toEqual([]);
    expect(await json(await h.request('GET', '/api/cards/all', { cookie: staff }))).toEqual([]);
    expect((await h.request('DELETE', `/api/cards/${card.id}`, { cookie: staff })).status).toBe(404);
  });
});

describe('roles', () => {
  it('guests get 401 and members 403 on every staff call', async () => {
    const card = await create({ title: 'X' });
    const { cookie: member } = await registerMember(h, 'uye1');
    const calls: [string, string, unknown?][] = [
      ['GET', '/api/cards/all'],
      ['POST', '/api/cards', { title: 'y', link: 'https://y.test' }],
      ['PATCH', `/api/cards/${card.id}`, { status: 'hidden' }],
      ['DELETE', `/api/cards/${card.id}`],
    ];
    for (const [method, url, body] of calls) {
      expect((await h.request(method, url, { body })).status, `${method} ${url}`).toBe(401);
      expect((await h.request(method, url, { body, cookie: member })).status, `${method} ${url}`).toBe(403);
    }
    expect(await publicTitles()).toEqual(['X']);
  });
});

describe('under concurrency and restart', () => {
  it('concurrent creates and edits all land; a racing delete and edit give 200/404, never 500', async () => {
    const created = await Promise.all(Array.from({ length: 12 }, (_, i) => create({ title: `K${i}`, sortOrder: i })));
    expect(new Set(created.map((c) => c.id)).size).toBe(12);
    const target = created[0]!.id;
    const edits = await Promise.all([
      patch(target, { title: 'Yeni başlık' }),
      patch(target, { subtitle: 'Yeni alt' }),
      patch(target, { sortOrder: 99 }),
      patch(target, { category: 'Spor' }),
      patch(target, { status: 'draft' }),
    ]);
    expect(edits.map((r) => r.status)).toEqual([200, 200, 200, 200, 200]);
    const all = await json(await h.request('GET', '/api/cards/all', { cookie: staff }));
    expect(all.find((c: { id: string }) => c.id === target)).toMatchObject({
      title: 'Yeni başlık',
      subtitle: 'Yeni alt',
      sortOrder: 99,
      category: 'Spor',
      status: 'draft',
    });

    const victim = created[1]!.id;
    const race = await Promise.all([
      h.request('DELETE', `/api/cards/${victim}`, { cookie: staff }),
      patch(victim, { title: 'geç kalan' }),
      h.request('DELETE', `/api/cards/${victim}`, { cookie: staff }),
    ]);
    const statuses = race.map((r) => r.status);
    expect(statuses.every((s) => s === 200 || s === 404)).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThanOrEqual(1);
    expect(
      (await h.request('GET', '/api/cards/all', { cookie: staff }).then(json)).some((c: { id: string }) => c.id === victim),
    ).toBe(false);
  });

  it('a restart rebuilds the same lists from the log', async () => {
    await create({ title: 'B', sortOrder: 2 });
    const a = await create({ title: 'A', sortOrder: 1, logoUrl: PNG_DATA_URL });
    await patch(a.id, { subtitle: 'alt' });
    await create({ title: 'Gizli', status: 'hidden' });
    const before = await json(await h.request('GET', '/api/cards/all', { cookie: staff }));
    h = await h.restart();
    expect(await json(await h.request('GET', '/api/cards/all', { cookie: staff }))).toEqual(before);
    expect(await publicTitles()).toEqual(['A', 'B']);
  });
});
