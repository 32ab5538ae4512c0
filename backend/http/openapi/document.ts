import { ApiError } from '@app/contracts';
import { z, type ZodType } from 'zod';
import { MEMBER_WRITE_LIMITS } from '../limits.js';
import { validatedBy } from '../validate.js';
import type { Answer, Operation } from './operations.js';

/**
 * The OpenAPI 3.1 document, generated from the routes the app registers: request bodies and query
 * strings from each route's `validate(...)` schema, answers from the contract schemas named in
 * the slices' manifests (`operations`), everything converted by zod's own `z.toJSONSchema` (JSON Schema 2020-12, which
 * OpenAPI 3.1 uses as is). No schema is written by hand.
 */
export interface RegisteredRoute {
  method: string;
  path: string;
  handler: unknown;
}

type Json = Record<string, unknown>;

/** Routes as `METHOD /path` (Hono's `:param` form), without middleware-only and catch-all entries. */
export function routeKeys(routes: RegisteredRoute[]): string[] {
  const keys = routes.filter((r) => r.method !== 'ALL' && !r.path.includes('*')).map((r) => `${r.method} ${r.path}`);
  return [...new Set(keys)];
}

const schemaOf = (schema: ZodType, io: 'input' | 'output'): Json => {
  const { $schema: _drop, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Json;
  return rest;
};

const ERROR_TEXT: Record<number, string> = {
  400: 'Geçersiz istek: alan bazında Türkçe mesajlar (`issues`)',
  401: 'Giriş yapılmamış',
  403: 'Yetki yok',
  404: 'Bulunamadı',
  409: 'Çakışma (ör. zaten yapılmış bir işlem)',
  412: 'Kayıt, If-Match ile gönderilen sürümden sonra değişti; hiçbir şey değiştirilmedi. Sayfayı yenileyip tekrar deneyin.',
  413: 'İstek çok büyük',
  422: 'Alan kuralı (ör. yetersiz puan)',
  429: 'Çok fazla istek',
  503: 'Geçici olarak yapılamıyor, tekrar deneyin',
};

const MEDIA: Record<Exclude<Answer, ZodType | 'none' | 'openapi' | 'redirect' | 'asset'>, { type: string; schema: Json }> = {
  csv: { type: 'text/csv; charset=utf-8', schema: { type: 'string', description: 'UTF-8 (BOM ile), `;` ayraçlı CSV dosyası' } },
  metrics: {
    type: 'text/plain; version=0.0.4; charset=utf-8',
    schema: { type: 'string', description: "Prometheus'un metin biçimi" },
  },
  html: { type: 'text/html; charset=utf-8', schema: { type: 'string' } },
  javascript: { type: 'text/javascript', schema: { type: 'string' } },
  css: { type: 'text/css', schema: { type: 'string' } },
  image: { type: 'image/*', schema: { type: 'string', contentEncoding: 'binary' } },
};

/** The record's stream revision, on a single record's answer and on an edit's (issue 41). */
const ETAG_HEADER = {
  ETag: {
    description: 'Kaydın sürümü (`"<revision>"`): düzenleme bunu If-Match başlığıyla geri gönderir.',
    schema: { type: 'string', examples: ['"3"'] },
  },
};

const IF_MATCH: Json = {
  name: 'If-Match',
  in: 'header',
  required: false,
  description:
    'Düzenleyenin gördüğü sürüm (`"<revision>"`, yanıtlardaki `revision` veya ETag). Kayıt o sürümde değilse 412 döner ve ' +
    'hiçbir şey değişmez; başlık gönderilmezse düzenleme her zamanki gibi uygulanır.',
  schema: { type: 'string', examples: ['"3"'] },
};

function success(op: Operation): Json {
  const ok = plainSuccess(op);
  if (!op.revision || op.answer === 'none') return ok;
  const [status, answer] = Object.entries(ok)[0]!;
  return { [status]: { ...(answer as Json), headers: ETAG_HEADER } };
}

function plainSuccess(op: Operation): Json {
  const status = String(op.status ?? 200);
  if (op.answer === 'none') return { [status]: { description: 'Tamam' } };
  if (op.answer === 'redirect')
    return {
      [status]: {
        description: 'Yönlendirme',
        headers: { Location: { description: 'Gidilecek adres', schema: { type: 'string' } } },
      },
    };
  if (op.answer === 'asset') {
    const content = Object.fromEntries(
      (['javascript', 'css', 'image'] as const).map((m) => [MEDIA[m].type, { schema: MEDIA[m].schema }]),
    );
    return { [status]: { description: 'Dosya (adına göre betik, stil veya görsel)', content } };
  }
  if (op.answer === 'openapi')
    return { [status]: { description: 'OpenAPI 3.1 belgesi', content: { 'application/json': { schema: { type: 'object' } } } } };
  if (typeof op.answer === 'string') {
    const m = MEDIA[op.answer];
    return { [status]: { description: 'Tamam', content: { [m.type]: { schema: m.schema } } } };
  }
  return { [status]: { description: 'Tamam', content: { 'application/json': { schema: schemaOf(op.answer, 'output') } } } };
}

/** The calls with an hourly budget per member (http/limits.ts) answer 429 past it. */
const budgeted = new Set(MEMBER_WRITE_LIMITS.map((l) => `${l.method} /api${l.path}`));

function failures(op: Operation, key: string, validated: boolean): Json {
  const path = key.slice(key.indexOf(' ') + 1);
  const codes = new Set<number>(op.errors ?? []);
  if (budgeted.has(key)) codes.add(429);
  if (validated) codes.add(400);
  if (op.access !== 'public') codes.add(401);
  if (op.access === 'staff' || op.access === 'super_admin') codes.add(403);
  if (path.includes(':')) codes.add(404);
  if (op.revision === 'write') codes.add(412);
  const out: Json = {};
  for (const code of [...codes].sort((a, b) => a - b)) out[String(code)] = { $ref: `#/components/responses/E${code}` };
  return out;
}

const capital = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/**
 * A stable name for client generators: the method and the path's words in camelCase, a parameter as
 * `By<Name>` (`GET /api/admin/hunts/:id` → `getAdminHuntsById`). Unique because method and path are.
 */
export function operationIdOf(key: string): string {
  const [method, path] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
  const words = path
    .replace(/^\/api\//, '/')
    .split('/')
    .filter(Boolean)
    .map((seg) =>
      seg.startsWith(':')
        ? `By${capital(seg.slice(1))}`
        : seg
            .split(/[^A-Za-z0-9]+/)
            .map(capital)
            .join(''),
    );
  return method.toLowerCase() + words.join('');
}

const toOpenApiPath = (path: string) => path.replace(/:([A-Za-z0-9_]+)/g, '{$1}');

function operationFor(key: string, op: Operation, handlers: unknown[]): Json {
  const path = key.slice(key.indexOf(' ') + 1);
  const checks = handlers.map(validatedBy).filter((v) => v !== undefined);
  const parameters: Json[] = [...path.matchAll(/:([A-Za-z0-9_]+)/g)].map((m) => ({
    name: m[1],
    in: 'path',
    required: true,
    schema: op.params?.[m[1]!] ? { type: 'string', enum: [...op.params[m[1]!]!] } : { type: 'string' },
  }));
  const out: Json = {
    operationId: operationIdOf(key),
    tags: [op.tag],
    summary: op.summary,
    ...(op.description ? { description: op.description } : {}),
  };
  for (const { target, schema } of checks) {
    const s = schemaOf(schema, 'input');
    if (target === 'json') out.requestBody = { required: true, content: { 'application/json': { schema: s } } };
    if (target === 'query') {
      const props = (s.properties ?? {}) as Record<string, Json>;
      const required = new Set((s.required as string[] | undefined) ?? []);
      for (const [name, schemaOfParam] of Object.entries(props))
        parameters.push({ name, in: 'query', required: required.has(name), schema: schemaOfParam });
    }
  }
  if (op.upload) {
    const file = { type: 'object', properties: { file: { type: 'string', contentEncoding: 'binary' } }, required: ['file'] };
    out.requestBody = { required: true, content: { 'multipart/form-data': { schema: file } } };
  }
  if (op.revision === 'write') parameters.push(IF_MATCH);
  if (parameters.length) out.parameters = parameters;
  if (op.access !== 'public') out.security = [{ session: [] }];
  out['x-access'] = op.access;
  out.responses = { ...success(op), ...failures(op, key, checks.length > 0) };
  return out;
}

/** The document for the given routes; routes without an entry in `operations` are left out (the test names them). */
export function buildOpenApi(routes: RegisteredRoute[], operations: Readonly<Record<string, Operation>>) {
  const handlersByKey = new Map<string, unknown[]>();
  for (const r of routes) {
    const key = `${r.method} ${r.path}`;
    handlersByKey.set(key, [...(handlersByKey.get(key) ?? []), r.handler]);
  }
  const paths: Record<string, Json> = {};
  for (const key of routeKeys(routes)) {
    const op = operations[key];
    if (!op) continue;
    const [method, path] = [key.slice(0, key.indexOf(' ')), key.slice(key.indexOf(' ') + 1)];
    (paths[toOpenApiPath(path)] ??= {})[method.toLowerCase()] = operationFor(key, op, handlersByKey.get(key) ?? []);
  }
  const apiError = schemaOf(ApiError, 'output');
  const responses = Object.fromEntries(
    Object.entries(ERROR_TEXT).map(([code, description]) => [
      `E${code}`,
      { description, content: { 'application/json': { schema: { $ref: '#/components/schemas/ApiError' } } } },
    ]),
  );
  return {
    openapi: '3.1.0',
    info: {
      title: 'Topluluk Sitesi API',
      version: '1.0.0',
      description:
        'Sitenin bütün HTTP uçları. Hatalar `{ message, code, issues? }` biçimindedir; `message` Türkçedir ve olduğu gibi gösterilebilir. ' +
        'Oturum, `sid` adlı httpOnly çerezle taşınır; güvenli olmayan yöntemler yalnızca aynı kaynaktan kabul edilir. ' +
        'Yönetimdeki her kayıt `revision` (okuma modelinin uyguladığı akış sürümü) taşır; tek kayıt okuması bunu `ETag: "<revision>"` ' +
        'olarak da verir. Düzenleme `If-Match: "<revision>"` ile gönderilirse ve kayıt bu arada değiştiyse 412 ' +
        '`{ message: "Bu kayıt siz düzenlerken değişti. Sayfayı yenileyip tekrar deneyin." }` döner ve hiçbir şey değişmez.',
    },
    servers: [{ url: '/' }],
    tags: [...new Set(Object.values(operations).map((o) => o.tag))].map((name) => ({ name })),
    paths,
    components: {
      schemas: { ApiError: apiError },
      responses,
      securitySchemes: {
        session: { type: 'apiKey', in: 'cookie', name: 'sid', description: 'Giriş yapınca verilen oturum çerezi' },
      },
    },
  };
}
