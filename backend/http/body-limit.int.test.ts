import { Agent, request } from 'node:http';
import { afterEach, describe, expect, it } from 'vitest';
import { recorderFor } from '../commands/analytics/routes.js';
import { loginStaff } from '../test-support/staff.js';
import { PNG_DATA_URL, UPLOAD_URL } from '../test-support/images.js';
import { createHarness, type Harness, json, registerMember } from '../test-support/harness.js';
import { type RawResponse, rawRequest } from '../test-support/raw-http.js';

let h: Harness;
let agent: Agent | undefined;
afterEach(async () => {
  agent?.destroy();
  await recorderFor(h.deps).flush();
  await h.close();
});

const TOO_LARGE = { message: 'İstek gövdesi çok büyük (en fazla 64 KB).', code: 'payload_too_large' };
const jsonHeaders = { 'content-type': 'application/json', host: 'localhost', origin: 'http://localhost' };
/** A PNG (judged by its first bytes) padded past the small limit, inline as the image input's file tab could send it. */
const bigPng = `data:image/png;base64,${Buffer.concat([Buffer.from(PNG_DATA_URL.split(',')[1]!, 'base64'), Buffer.alloc(200_000)]).toString('base64')}`;

/** Sends the headers and only `sent` bytes of the body, and waits for the answer with the request still open. */
function answerBeforeBodyEnds(
  url: string,
  headers: Record<string, string>,
  sent: Buffer,
): Promise<RawResponse & { bodyEnded: boolean }> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: 'POST', headers }, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body, reusedSocket: false, bodyEnded: req.writableEnded });
        req.destroy();
      });
    });
    req.on('error', (err) => (req.writableEnded ? undefined : reject(err)));
    req.write(sent);
  });
}

describe('request bodies', () => {
  it('over 64 KB are refused by Content-Length before a byte is read: a Turkish 413, connection closed', async () => {
    h = await createHarness();
    const url = await h.listen();
    const res = await answerBeforeBodyEnds(
      `${url}/api/auth/login`,
      { ...jsonHeaders, 'content-length': String(50 * 1024 * 1024) },
      Buffer.from('{"email":"'),
    );
    expect(res.bodyEnded).toBe(false); // answered while 50 MB were still to come
    expect(res.status).toBe(413);
    expect(res.headers.connection).toBe('close');
    expect(JSON.parse(res.body)).toEqual(TOO_LARGE);
  });

  it('streamed in chunks are counted as they arrive and refused past 64 KB, without waiting for the rest', async () => {
    h = await createHarness();
    const url = await h.listen();
    const res = await answerBeforeBodyEnds(
      `${url}/api/analytics/page-view`,
      { ...jsonHeaders, 'transfer-encoding': 'chunked' },
      Buffer.alloc(80 * 1024, 0x20),
    );
    expect(res.bodyEnded).toBe(false);
    expect(res.status).toBe(413);
    expect(JSON.parse(res.body)).toEqual(TOO_LARGE);
    const small = await rawRequest(`${url}/api/analytics/page-view`, {
      method: 'POST',
      headers: jsonHeaders,
      body: '{"path":"/","referrer":null}',
      chunked: true,
    });
    expect(small.status).toBe(202);
  });

  it('may be large only where staff send inline images; members and other routes keep the small limit', async () => {
    h = await createHarness();
    const staff = await loginStaff(h);
    const card = { title: 'Büyük logo', link: 'https://ornek.test', logoUrl: bigPng };
    const created = await h.request('POST', '/api/cards', { body: card, cookie: staff });
    expect(created.status).toBe(201);
    expect((await json(created)).logoUrl).toMatch(UPLOAD_URL);
    const member = await registerMember(h, 'uye');
    const fromMember = await h.request('POST', '/api/cards', { body: card, cookie: member.cookie });
    expect(fromMember.status).toBe(413); // refused before the staff guard would even look
    expect(await json(fromMember)).toEqual(TOO_LARGE);
    const padded = { email: 'a@b.test', password: 'x'.repeat(70 * 1024) };
    expect((await h.request('POST', '/api/auth/login', { body: padded, cookie: staff })).status).toBe(413);
    const review = { status: 'rejected', rejectionReason: 'x'.repeat(70 * 1024) };
    expect((await h.request('PATCH', '/api/admin/social-verifications/yok', { body: review, cookie: staff })).status).toBe(413);
  });
});

describe('POST /api/cards/:id/click on a keep-alive connection', () => {
  async function setUp() {
    h = await createHarness();
    const staff = await loginStaff(h);
    const card = await json(
      await h.request('POST', '/api/cards', { body: { title: 'K', link: 'https://k.test' }, cookie: staff }),
    );
    agent = new Agent({ keepAlive: true, maxSockets: 1 });
    return { url: await h.listen(), cardId: card.id as string };
  }
  const click = (url: string, cardId: string, body: Buffer, chunked = false) =>
    rawRequest(`${url}/api/cards/${cardId}/click`, { method: 'POST', headers: jsonHeaders, body, chunked, agent });
  const next = (url: string) => rawRequest(`${url}/api/site-settings`, { agent });

  it('reads a body it does not need, so the next request on the same connection works', async () => {
    const { url, cardId } = await setUp();
    for (const chunked of [false, true]) {
      const first = await click(url, cardId, Buffer.alloc(60 * 1024, 0x20), chunked);
      expect(first.status).toBe(202);
      const second = await next(url);
      expect(second.status).toBe(200);
      expect(second.reusedSocket).toBe(true);
    }
  });

  it('refuses a large body with Connection: close, and the next request goes out on a new connection', async () => {
    const { url, cardId } = await setUp();
    for (const chunked of [false, true]) {
      const first = await click(url, cardId, Buffer.alloc(2 * 1024 * 1024, 0x20), chunked);
      expect(first.status).toBe(413);
      expect(first.headers.connection).toBe('close');
      const second = await next(url);
      expect(second.status).toBe(200);
      expect(second.reusedSocket).toBe(false);
      expect(JSON.parse(second.body).length).toBeGreaterThan(0);
    }
  });
});
