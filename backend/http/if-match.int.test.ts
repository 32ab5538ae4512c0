import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { type Harness, json } from '../test-support/harness.js';
import { harnessWithStaff, memberWithRole } from '../test-support/staff.js';

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
  /** The staff list the record shows in (with `revision`). */
  list: string;
  /** The edit two staff members send, each with their own value. */
  edit: { method: string; body: (value: string) => Record<string, unknown> };
  /** The edited field as the single GET shows it. */
  read: (record: Record<string, unknown>) => unknown;
}

const created = async (res: Response) => {
  expect(res.status, await res.clone().text()).toBe(201);
  return (await json(res)) as { id: string };
};

const catalog = (path: string, minimal: Record<string, unknown>, field: string): EditableRecord => ({
  name: path,
  async create(h, cookie) {
    const { id } = await created(await h.request('POST', path, { body: minimal, cookie }));
    return `${path}/${id}`;
  },
  list: `${path}/all`,
  edit: { method: 'PATCH', body: (value) => ({ [field]: value }) },
  read: (r) => r[field],
});

const records: EditableRecord[] = [
  catalog('/api/cards', { title: 'Kart', link: 'https://k.test' }, 'title'),
  catalog('/api/banners', { imageUrl: IMG }, 'title'),
  catalog('/api/sliding-banners', { imageUrl: IMG }, 'buttonText'),
  catalog('/api/companies', { name: 'Firma', logoUrl: IMG }, 'name'),
];

let h: Harness;
let first: string;
let second: string;
beforeEach(async () => {
  ({ h, staff: first } = await harnessWithStaff());
  ({ cookie: second } = await memberWithRole(h, first, 'ikinci', 'editor'));
});
afterEach(async () => h.close());

const get = async (url: string, cookie: string) => {
  const res = await h.request('GET', url, { cookie });
  expect(res.status, await res.clone().text()).toBe(200);
  return { etag: res.headers.get('etag'), body: (await json(res)) as Record<string, unknown> };
};

describe.each(records)('$name', (r) => {
  const save = (url: string, cookie: string, value: string, etag?: string | null) =>
    h.request(r.edit.method, url, { cookie, body: r.edit.body(value), headers: etag ? { 'if-match': etag } : {} });

  it('answers the revision in the list and as the single GET’s ETag', async () => {
    const url = await r.create(h, first);
    const { etag, body } = await get(url, first);
    expect(typeof body.revision).toBe('number');
    expect(etag).toBe(`"${String(body.revision)}"`);
    const listed = ((await json(await h.request('GET', r.list, { cookie: first }))) as Record<string, unknown>[]).find(
      (x) => x.id === body.id,
    );
    expect(listed?.revision).toBe(body.revision);
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
    expect(r.read(now.body)).toBe('Birinci');
    expect(now.etag).not.toBe(b.etag);
    // Reloaded, the second editor's save goes through.
    expect((await save(url, second, 'Ikinci', now.etag)).status).toBe(200);
    expect(r.read((await get(url, first)).body)).toBe('Ikinci');
  });

  it('lets exactly one of two concurrent edits from one revision through', async () => {
    const url = await r.create(h, first);
    const { etag } = await get(url, first);
    const answers = await Promise.all([save(url, first, 'Birinci', etag), save(url, second, 'Ikinci', etag)]);
    expect(answers.map((x) => x.status).sort()).toEqual([200, 412]);
    const winner = answers[0].status === 200 ? 'Birinci' : 'Ikinci';
    expect(r.read((await get(url, first)).body)).toBe(winner);
  });

  it('applies an edit without If-Match as before, and refuses a malformed one', async () => {
    const url = await r.create(h, first);
    const { etag } = await get(url, first);
    expect((await save(url, second, 'Ikinci')).status).toBe(200);
    expect((await save(url, first, 'Bozuk', 'yedi')).status).toBe(412);
    expect((await save(url, first, 'Eski', etag)).status).toBe(412);
    expect(r.read((await get(url, first)).body)).toBe('Ikinci');
  });
});
