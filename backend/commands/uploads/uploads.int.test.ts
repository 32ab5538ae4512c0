import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { storeInlineImage } from '../../core/blob-store/images.js';
import { loginStaff } from '../../test-support/staff.js';
import { createHarness, type Harness, json, registerMember } from '../../test-support/harness.js';

const PNG_BASE64 = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==';
const png = () => Buffer.from(PNG_BASE64, 'base64');

let h: Harness;
let staff: string;
beforeEach(async () => {
  h = await createHarness();
  // Through the two-step login: the app this file builds runs with the default STAFF_2FA=required.
  staff = await loginStaff(h, 'staff@example.com', 'staff123');
});
afterEach(async () => h.close());

function upload(body: FormData, cookie = staff) {
  return fetchApp({ method: 'POST', body, headers: { host: 'localhost', origin: 'http://localhost', cookie } });
}
// Multipart bodies need the real Request machinery (boundary in the header), not the JSON helper.
let fetchApp: (init: RequestInit) => Promise<Response>;
beforeEach(async () => {
  const { createApp } = await import('../../app.js');
  const app = createApp(h.deps, { secret: 'test-secret-test-secret-test-secret-0123', authAttemptsPerMinute: 1000 });
  fetchApp = async (init) => app.request('http://localhost/api/upload', init);
});

const form = (bytes: Uint8Array, name = 'logo.png', type = 'image/png') => {
  const f = new FormData();
  f.append('file', new Blob([new Uint8Array(bytes)], { type }), name);
  return f;
};

describe('POST /api/upload', () => {
  it('stores an image under its content hash and serves it with its type and a long cache', async () => {
    const res = await upload(form(png()));
    expect(res.status).toBe(201);
    const { url } = await json(res);
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    const again = await json(await upload(form(png(), 'another-name.png')));
    expect(again.url).toBe(url);
    const served = await h.request('GET', url);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(served.headers.get('cache-control')).toMatch(/max-age=31536000/);
    expect(Buffer.from(await served.arrayBuffer())).toEqual(png());
  });

  it('judges by content: text named .png with an image type is refused', async () => {
    const res = await upload(form(new TextEncoder().encode('<script>alert(1)</script>'), 'evil.png', 'image/png'));
    expect(res.status).toBe(400);
    expect((await json(res)).message).toBe('Sadece resim dosyaları yüklenebilir');
  });

  it('cuts off a file over 100 MB with a 413, streaming it rather than holding it', async () => {
    const chunk = new Uint8Array(1024 * 1024);
    chunk.set(png().subarray(0, 8)); // starts like a PNG
    let sent = 0;
    const boundary = 'xxBOUNDARYxx';
    const head = new TextEncoder().encode(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.png"\r\nContent-Type: image/png\r\n\r\n`,
    );
    const tail = new TextEncoder().encode(`\r\n--${boundary}--\r\n`);
    const body = new ReadableStream<Uint8Array>({
      start(c) {
        c.enqueue(head);
      },
      pull(c) {
        if (sent >= 101) {
          c.enqueue(tail);
          c.close();
          return;
        }
        sent += 1;
        c.enqueue(chunk);
      },
    });
    const res = await fetchApp({
      method: 'POST',
      body,
      headers: {
        host: 'localhost',
        origin: 'http://localhost',
        cookie: staff,
        'content-type': `multipart/form-data; boundary=${boundary}`,
      },
      duplex: 'half',
    } as RequestInit);
    expect(res.status).toBe(413);
    expect((await json(res)).message).toBe('Dosya boyutu maksimum 100MB olmalıdır');
  });

  it('is for staff only', async () => {
    const member = await registerMember(h, 'uye');
    expect((await upload(form(png()), member.cookie)).status).toBe(403);
    expect((await upload(form(png()), '')).status).toBe(401);
  });

  it('a request without a file field is a clear 400', async () => {
    const f = new FormData();
    f.append('other', 'x');
    const res = await upload(f);
    expect(res.status).toBe(400);
    expect((await json(res)).message).toMatch(/"file"/);
  });
});

describe('inline data: images', () => {
  it('become a stored blob URL; other values pass through', async () => {
    const url = await storeInlineImage(h.deps.blobs, `data:image/png;base64,${PNG_BASE64}`);
    expect(url).toMatch(/^\/uploads\/[a-f0-9]{64}\.png$/);
    expect(await storeInlineImage(h.deps.blobs, 'https://example.com/a.png')).toBe('https://example.com/a.png');
    expect(await storeInlineImage(h.deps.blobs, null)).toBeNull();
    await expect(storeInlineImage(h.deps.blobs, 'data:text/plain;base64,aGVsbG8=')).rejects.toThrow(
      'Sadece resim dosyaları yüklenebilir',
    );
    await expect(storeInlineImage(h.deps.blobs, 'data:image/svg+xml,%E0%A4%A')).rejects.toMatchObject({ code: 'not_an_image' });
  });
});
