import { describe, expect, it } from 'vitest';
import { checkAgainstOpenApi } from './openapi-check.js';

/** A two-route document in the shape buildOpenApi writes (a shared error answer by $ref). */
const doc = {
  openapi: '3.1.0',
  paths: {
    '/api/things/{id}': {
      get: {
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'], additionalProperties: false },
              },
            },
          },
          '404': { $ref: '#/components/responses/E404' },
        },
      },
    },
    '/api/things/special': { get: { responses: { '204': { description: 'Tamam' } } } },
  },
  components: {
    schemas: {
      ApiError: {
        type: 'object',
        properties: { message: { type: 'string' }, code: { type: 'string' } },
        required: ['message', 'code'],
      },
    },
    responses: { E404: { content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } } },
  },
};
const fetchDoc = () => Promise.resolve(doc);
const answer = (status: number, body?: unknown) =>
  new Response(body === undefined ? null : JSON.stringify(body), {
    status,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
  });
const check = (url: string, res: Response) => checkAgainstOpenApi('GET', url, res, fetchDoc);

describe('answers held to the OpenAPI document', () => {
  it('passes a documented status with a matching body, errors through their shared $ref too', async () => {
    await expect(check('/api/things/abc?x=1', answer(200, { id: 'abc' }))).resolves.toBeUndefined();
    await expect(check('/api/things/abc', answer(404, { message: 'Yok', code: 'not_found' }))).resolves.toBeUndefined();
    await expect(check('/api/things/special', answer(204))).resolves.toBeUndefined();
  });

  it('fails an undocumented status and a body that does not match, naming the route', async () => {
    await expect(check('/api/things/abc', answer(401, { message: 'Giriş', code: 'x' }))).rejects.toThrow(
      'OpenAPI: GET /api/things/{id} answered 401, which the document does not list (200, 404)',
    );
    await expect(check('/api/things/abc', answer(200, { id: 1 }))).rejects.toThrow(
      /does not match its documented schema: \/id must be string/,
    );
    await expect(check('/api/things/abc', answer(404, { message: 'Yok' }))).rejects.toThrow(/must have required property 'code'/);
    // The literal path is its own operation, not /api/things/{id}.
    await expect(check('/api/things/special', answer(200, { id: 'special' }))).rejects.toThrow(/answered 200/);
  });

  it("leaves HTTP's own answers alone: a 304 to a conditional GET, a server failure", async () => {
    await expect(
      checkAgainstOpenApi('GET', '/api/things/a', answer(304), fetchDoc, { 'if-none-match': '"x"' }),
    ).resolves.toBeUndefined();
    await expect(check('/api/things/a', answer(304))).rejects.toThrow(/answered 304/);
    await expect(
      check('/api/things/a', answer(503, { message: 'Tekrar deneyin', code: 'unavailable' })),
    ).resolves.toBeUndefined();
  });

  it('leaves paths outside the API alone', async () => {
    await expect(check('/bonus-avlari/yok', answer(404, { anything: true }))).resolves.toBeUndefined();
  });
});
