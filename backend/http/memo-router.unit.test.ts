import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import { MemoRouter } from './memo-router.js';

/** A small app with the shapes the site has: middleware on `*`, static and parameter segments side by side. */
function app(router?: MemoRouter<never>) {
  const a = new Hono(router ? { router } : {});
  a.use('/api/*', async (c, next) => {
    await next();
    c.res.headers.set('x-seen', 'api');
  });
  a.get('/api/cards', (c) => c.text('list'));
  a.get('/api/cards/all', (c) => c.text('all'));
  a.patch('/api/cards/:id', (c) => c.text(`patch ${c.req.param('id')}`));
  a.post('/api/cards/:id/click', (c) => c.text(`click ${c.req.param('id')}`));
  a.get('/api/events/:id/participation-status', (c) => c.text(`status ${c.req.param('id')}`));
  a.get('*', (c) => c.text(`spa ${c.req.path}`));
  return a;
}

describe('MemoRouter', () => {
  const requests: [string, string][] = [
    ['GET', '/api/cards'],
    ['GET', '/api/cards/all'],
    ['PATCH', '/api/cards/abc'],
    ['PATCH', '/api/cards/def'],
    ['POST', '/api/cards/abc/click'],
    ['GET', '/api/events/e%201/participation-status'],
    ['GET', '/market'],
    ['DELETE', '/api/cards/abc'],
  ];

  it('answers exactly as the default router, the first time and every time after', async () => {
    const plain = app();
    const memo = app(new MemoRouter());
    for (let round = 0; round < 3; round += 1) {
      for (const [method, path] of requests) {
        const [a, b] = await Promise.all([plain.request(path, { method }), memo.request(path, { method })]);
        expect([b.status, await b.text(), b.headers.get('x-seen')], `${method} ${path}`).toEqual([
          a.status,
          await a.text(),
          a.headers.get('x-seen'),
        ]);
      }
    }
  });

  it('forgets everything past its bound, so random paths cannot grow it', async () => {
    const router = new MemoRouter<never>();
    const memo = app(router);
    for (let i = 0; i < 5000; i += 1) await memo.request(`/api/cards/${i}`, { method: 'PATCH' });
    const size = (router as unknown as { answers: Map<string, unknown> }).answers.size;
    expect(size).toBeGreaterThan(0);
    expect(size).toBeLessThanOrEqual(2000);
    expect(await (await memo.request('/api/cards/4999', { method: 'PATCH' })).text()).toBe('patch 4999');
  });
});
