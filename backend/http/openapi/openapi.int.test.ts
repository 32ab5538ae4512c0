import { afterEach, describe, expect, it } from 'vitest';
import { createApp } from '../../app.js';
import { createHarness, type Harness, json } from '../../test-support/harness.js';
import { routeKeys } from './document.js';
import { operations } from '../../registry/compose.js';

let h: Harness;
afterEach(async () => h?.close());

const openApiKey = (key: string) => {
  const [method, path] = key.split(' ') as [string, string];
  return { method: method.toLowerCase(), path: path.replace(/:([A-Za-z0-9_]+)/g, '{$1}') };
};

describe('GET /api/openapi.json', () => {
  it('documents every route the app registers, and nothing it does not', async () => {
    h = await createHarness();
    const app = createApp(h.deps, { secret: 'x'.repeat(40), authAttemptsPerMinute: 10 });
    const registered = routeKeys(app.routes);
    expect(registered.length).toBeGreaterThan(90);
    const doc = await json(await h.request('GET', '/api/openapi.json'));
    expect(doc.openapi).toBe('3.1.0');
    const missing = registered.filter((key) => {
      const { method, path } = openApiKey(key);
      const op = doc.paths[path]?.[method];
      return !op?.summary || !Object.keys(op.responses ?? {}).some((code) => /^[23]\d\d$/.test(code));
    });
    expect(missing, `routes without an entry in backend/http/openapi/operations.ts: ${missing.join(', ')}`).toEqual([]);
    const stale = Object.keys(operations).filter((key) => !registered.includes(key));
    expect(stale, 'entries in operations.ts for routes the app does not register').toEqual([]);
  });

  it('names every operation uniquely, lists the few values of {doc}, {step} and {file}, and the login’s refusals', async () => {
    h = await createHarness();
    const doc = await json(await h.request('GET', '/api/openapi.json'));
    const ops = Object.values(doc.paths as Record<string, Record<string, { operationId?: string }>>).flatMap((p) =>
      Object.values(p),
    );
    const ids = ops.map((o) => o.operationId);
    expect(ids.every((id) => typeof id === 'string' && /^[a-z][A-Za-z0-9]+$/.test(id))).toBe(true);
    expect(new Set(ids).size).toBe(ids.length);
    expect(doc.paths['/api/admin/hunts/{id}/predictions'].get.operationId).toBe('getAdminHuntsByIdPredictions');
    const param = (path: string, method: string, name: string) =>
      doc.paths[path][method].parameters.find((p: { name: string }) => p.name === name).schema;
    expect(param('/api/legal/{doc}', 'get', 'doc')).toEqual({ type: 'string', enum: ['kvkk', 'cookies'] });
    expect(param('/api/admin/hunts/{id}/{step}', 'post', 'step').enum).toEqual(['close-predictions', 'start-opening']);
    expect(Object.keys(doc.paths['/api/docs/{file}'].get.responses['200'].content)).toEqual([
      'text/javascript',
      'text/css',
      'image/*',
    ]);
    expect(Object.keys(doc.paths['/api/auth/login'].post.responses)).toEqual(['200', '400', '401', '403', '429']);
  });

  it('takes request bodies and query strings from the routes’ own zod validators', async () => {
    h = await createHarness();
    const doc = await json(await h.request('GET', '/api/openapi.json'));
    const points = doc.paths['/api/admin/users/{id}/points'].post;
    const body = points.requestBody.content['application/json'].schema;
    expect(body.properties.delta).toMatchObject({ type: 'integer', minimum: -1_000_000, maximum: 1_000_000 });
    expect(body.required).toEqual(['delta', 'reason']);
    expect(points.parameters).toEqual([{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }]);
    expect(Object.keys(points.responses)).toEqual(['200', '400', '401', '403', '404', '422']);
    const patch = doc.paths['/api/admin/users/{id}'].patch;
    expect(patch['x-access']).toBe('super_admin');
    expect(patch.requestBody.content['application/json'].schema.properties.role.enum).toEqual([
      'super_admin',
      'editor',
      'viewer',
      'user',
    ]);
    const list = doc.paths['/api/admin/users'].get;
    expect(list.parameters.map((p: { name: string }) => p.name)).toEqual(['search', 'role', 'limit', 'before']);
    expect(list.responses['200'].content['application/json'].schema.items.properties.banned).toEqual({ type: 'boolean' });
    expect(doc.paths['/api/admin/audit.csv'].get.responses['200'].content).toHaveProperty(['text/csv; charset=utf-8']);
    expect(doc.paths['/api/upload'].post.requestBody.content).toHaveProperty(['multipart/form-data']);
    expect(doc.components.schemas.ApiError.required).toEqual(['message', 'code']);
  });
});

describe('GET /api/docs', () => {
  it('serves the reference page and its files from this server, with no inline script', async () => {
    h = await createHarness();
    const page = await h.request('GET', '/api/docs');
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="tr">');
    const scripts = [...html.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts.map((m) => m[1]!.trim())).toEqual(['src="/api/docs/swagger-ui-bundle.js"', 'src="/api/docs/init.js"']);
    expect(scripts.every((m) => m[2]!.trim() === '')).toBe(true);
    expect(html).not.toMatch(/https?:\/\//);
    const bundle = await h.request('GET', '/api/docs/swagger-ui-bundle.js');
    expect(bundle.status).toBe(200);
    expect(bundle.headers.get('content-type')).toMatch(/javascript/);
    expect((await bundle.text()).length).toBeGreaterThan(100_000);
    expect((await h.request('GET', '/api/docs/init.js')).status).toBe(200);
    expect((await h.request('GET', '/api/docs/package.json')).status).toBe(404);
    expect((await h.request('GET', '/api/docs/..%2F..%2Fpackage.json')).status).toBe(404);
  });

  it('answers a clear 404 for names an object inherits (__proto__, constructor, toString), never a 500', async () => {
    h = await createHarness();
    for (const name of ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__']) {
      const res = await h.request('GET', `/api/docs/${name}`);
      expect(res.status, name).toBe(404);
      expect((await json(res)).message, name).toBe('İstenen dosya bulunamadı.');
    }
  });

  it('documents the revision staff edits are held to: revision, ETag, If-Match and 412', async () => {
    h = await createHarness();
    const doc = await json(await h.request('GET', '/api/openapi.json'));
    const one = doc.paths['/api/cards/{id}'].get;
    expect(one.responses['200'].headers.ETag.schema.type).toBe('string');
    expect(one.responses['200'].content['application/json'].schema.properties.revision).toMatchObject({ type: 'integer' });
    const edit = doc.paths['/api/cards/{id}'].patch;
    expect(edit.parameters).toContainEqual(expect.objectContaining({ name: 'If-Match', in: 'header', required: false }));
    expect(edit.responses['412']).toEqual({ $ref: '#/components/responses/E412' });
    expect(doc.components.responses.E412.description).toContain('değişti');
    for (const path of [
      '/api/rewards/{id}',
      '/api/admin/events/{id}',
      '/api/ticket-companies/{id}',
      '/api/streaming-verifications/{id}',
    ])
      expect(Object.keys(doc.paths[path].patch.responses), path).toContain('412');
    expect(doc.paths['/api/admin/kick/settings'].put.responses).toHaveProperty('412');
    expect(doc.paths['/api/site-settings'].put.responses).toHaveProperty('412');
    expect(doc.paths['/api/admin/draws/{id}/cancel'].post.responses).toHaveProperty('412');
    expect(doc.paths['/api/admin/hunts/{id}/slots'].post.responses).toHaveProperty('412');
  });
});
