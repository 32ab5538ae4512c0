import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';

/**
 * Every answer an integration test receives is held to the published document (GET /api/openapi.json):
 * its status must be one the operation documents, and a JSON body must match the schema documented for
 * that status. A route whose answers drift from the reference (an undocumented 404, a renamed field)
 * fails the test that met it, wherever that test is. ajv (JSON Schema 2020-12, the dialect OpenAPI 3.1
 * uses) reads the document itself, not the zod schemas it was made from, so the check is what a
 * client generator or contract tester sees.
 */
type Json = Record<string, unknown>;
interface Operation {
  path: string;
  method: string;
  responses: Record<string, Json>;
}
interface Checker {
  find(method: string, path: string): Operation | undefined;
  validator(op: Operation, status: string): ValidateFunction | undefined;
}

const pointer = (parts: string[]) => parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

function checkerFor(doc: Json): Checker {
  const ajv = new Ajv2020({ strict: false, validateFormats: false, allErrors: false });
  ajv.addSchema({ ...doc, $id: 'openapi.json' });
  const paths = doc.paths as Record<string, Record<string, Json>>;
  // Literal segments first: /api/rewards/active is not /api/rewards/{id}.
  const templates = Object.keys(paths)
    .map((p) => ({ p, params: (p.match(/\{/g) ?? []).length, re: new RegExp(`^${p.replace(/\{[^}]+\}/g, '[^/]+')}$`) }))
    .sort((a, b) => a.params - b.params);
  const compiled = new Map<string, ValidateFunction | undefined>();
  return {
    find(method, path) {
      const m = method.toLowerCase();
      const hit = templates.find((t) => t.re.test(path) && paths[t.p]![m]);
      return hit && { path: hit.p, method: m, responses: paths[hit.p]![m]!.responses as Record<string, Json> };
    },
    validator(op, status) {
      const key = `${op.method} ${op.path} ${status}`;
      if (!compiled.has(key)) {
        let response = op.responses[status]!;
        let where = ['paths', op.path, op.method, 'responses', status];
        const ref = response.$ref as string | undefined;
        if (ref) {
          where = ref.slice(2).split('/');
          response = (doc as never as Record<string, Record<string, Json>>)[where[0]!]![where[1]!]![where[2]!] as Json;
        }
        const json = (response.content as Record<string, Json> | undefined)?.['application/json'];
        compiled.set(
          key,
          json?.schema
            ? ajv.compile({ $ref: `openapi.json#/${pointer([...where, 'content', 'application/json', 'schema'])}` })
            : undefined,
        );
      }
      return compiled.get(key);
    },
  };
}

let checker: Promise<Checker> | undefined;

/**
 * Checks one answer; throws, naming the route and what differs. `fetchDoc` gets the document from the
 * app under test (once per test process: the document is the same for every harness).
 */
export async function checkAgainstOpenApi(
  method: string,
  url: string,
  res: Response,
  fetchDoc: () => Promise<Json>,
  requestHeaders: Record<string, string> = {},
): Promise<void> {
  const path = new URL(url, 'http://localhost').pathname;
  if (!path.startsWith('/api/') || path === '/api/openapi.json') return;
  // HTTP's own answers, not the operation's: a 304 to a conditional GET, and a server failure (tests that
  // break a store on purpose), which the error handler answers in the shared shape.
  const conditional = Object.keys(requestHeaders).some((h) => /^if-(none-match|modified-since)$/i.test(h));
  if (res.status === 304 && conditional) return;
  if (res.status >= 500) return;
  checker ??= fetchDoc().then(checkerFor);
  const c = await checker;
  const op = c.find(method, path);
  // A path the document does not have is a route the app does not register (the coverage test holds the
  // two together): its 404 is the catch-all's, there is nothing to compare.
  if (!op) return;
  const status = String(res.status);
  if (!op.responses[status])
    throw new Error(
      `OpenAPI: ${method} ${op.path} answered ${status}, which the document does not list (${Object.keys(op.responses).join(', ')})`,
    );
  const validate = c.validator(op, status);
  if (!validate || !(res.headers.get('content-type') ?? '').includes('application/json')) return;
  const body: unknown = JSON.parse(await decodedText(res.clone()));
  if (!validate(body))
    throw new Error(
      `OpenAPI: ${method} ${op.path} ${status} does not match its documented schema: ${ajvErrors(validate)}\n${JSON.stringify(body).slice(0, 500)}`,
    );
}

/** The body as the client reads it: tests that ask for brotli or gzip get the compressed bytes. */
async function decodedText(res: Response): Promise<string> {
  const raw = Buffer.from(await res.arrayBuffer());
  const coding = res.headers.get('content-encoding');
  const plain = coding === 'br' ? brotliDecompressSync(raw) : coding === 'gzip' ? gunzipSync(raw) : raw;
  return plain.toString('utf8');
}

const ajvErrors = (v: ValidateFunction) =>
  (v.errors ?? [])
    .slice(0, 3)
    .map((e) => `${e.instancePath || '/'} ${e.message}${e.params ? ` ${JSON.stringify(e.params)}` : ''}`)
    .join('; ');
