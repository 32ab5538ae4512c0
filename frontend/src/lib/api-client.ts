import type { ApiError } from '@app/contracts';
import type { z } from 'zod';
import { trackOwnChange } from './own-changes';

export type ApiIssue = NonNullable<ApiError['issues']>[number];

type Contracts = typeof import('@app/contracts');
let contracts: Promise<Contracts> | undefined;
/**
 * The contracts module evaluates every schema and brings zod with it (about 36 KB gzipped, and some
 * 100 ms of script on a phone): it loads when a form, an error answer or a socket notice needs it,
 * never as part of a page's first load.
 */
export const loadContracts = () =>
  (contracts ??= import('@app/contracts').catch((error: unknown) => {
    contracts = undefined; // a failed download (offline, a new deploy) is tried again next time
    throw error;
  }));

type SchemaName = { [K in keyof Contracts]: Contracts[K] extends z.ZodType ? K : never }[keyof Contracts];
/** A contract named, not loaded: it types the answer, and development builds check the answer with it. */
interface LazySchema<T> {
  lazyContract: () => Promise<z.ZodType<T>>;
}

/**
 * A contract schema by name: `api.get(path, { schema: contract('PublicCardList') })` types the answer.
 * The server builds these answers from the same contracts (typed, and parsed where fields must be
 * stripped), so production builds do not load zod to check them again before a page can show;
 * development builds do, so a drift between the two shows up while working.
 */
export const contract = <K extends SchemaName>(name: K) => ({
  lazyContract: async (): Promise<Contracts[K]> => (await loadContracts())[name],
});

/** Any non-OK answer of the API. `message` is the server's (Turkish) text, ready for a toast. */
export class ApiRequestError extends Error {
  readonly status: number;
  readonly code: string;
  readonly issues: ApiIssue[];

  constructor(status: number, message: string, code = 'http_error', issues: ApiIssue[] = []) {
    super(message);
    this.name = 'ApiRequestError';
    this.status = status;
    this.code = code;
    this.issues = issues;
  }
}

/** The server answered 404: the thing asked for does not exist (a detail page shows its own text). */
export const isNotFound = (error: unknown) => error instanceof ApiRequestError && error.status === 404;
/** The server answered 412: someone changed the record while it was being edited (issue 41). */
export const isStaleEdit = (error: unknown) => error instanceof ApiRequestError && error.status === 412;

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<T> {
  body?: unknown;
  /**
   * Contract schema the answer is parsed with, or `contract('Name')` (see there); without it the JSON
   * is returned as is.
   */
  schema?: z.ZodType<T> | LazySchema<T>;
  signal?: AbortSignal;
  /** A staff edit's record revision as the editor saw it: sent as `If-Match`, a stale edit answers 412. */
  ifMatch?: number;
  /**
   * The topics whose data this write's answer carries (the caller puts it in the cache): the socket
   * notice of the same change is then not fetched again (own-changes.ts).
   */
  covers?: readonly string[];
}

const isIssue = (v: unknown): v is ApiIssue => {
  const issue = v as Partial<ApiIssue> | null;
  return (
    typeof issue?.message === 'string' &&
    Array.isArray(issue.path) &&
    issue.path.every((p) => typeof p === 'string' || typeof p === 'number')
  );
};

function jsonObject(text: string): Partial<Record<keyof ApiError, unknown>> | null {
  try {
    const value: unknown = JSON.parse(text);
    return value && typeof value === 'object' ? value : null;
  } catch {
    return null; // Not JSON (a proxy page, an empty body): the caller falls back to the status line.
  }
}

/**
 * Reads the ApiError contract by hand: a guest's first page meets a 401 (GET /api/auth/user), and
 * loading zod for three fields would put it back on every first load.
 */
async function toError(response: Response): Promise<ApiRequestError> {
  const fallback = `${response.status}: ${response.statusText}`;
  const text = await response.text().catch(() => '');
  const body = jsonObject(text);
  const message = body?.message;
  if (typeof message !== 'string' || !message) return new ApiRequestError(response.status, fallback);
  const code = typeof body?.code === 'string' ? body.code : undefined;
  const issues = Array.isArray(body?.issues) ? body.issues.filter(isIssue) : [];
  return new ApiRequestError(response.status, message, code, issues);
}

const NETWORK_ERROR = 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edin.';

async function resolveSchema<T>(schema: RequestOptions<T>['schema']): Promise<z.ZodType<T> | undefined> {
  if (!schema || !('lazyContract' in schema)) return schema;
  if (!import.meta.env.DEV) return undefined;
  try {
    return await schema.lazyContract();
  } catch {
    // The schema chunk did not arrive (offline, a deploy replaced it): the same as an unreachable server.
    throw new ApiRequestError(0, NETWORK_ERROR, 'network_error');
  }
}

async function request<T>(method: Method, path: string, options: RequestOptions<T> = {}): Promise<T> {
  const schema = resolveSchema(options.schema);
  void schema.catch(() => undefined); // awaited below; a failure must not surface as unhandled meanwhile
  const hasBody = options.body !== undefined;
  const isForm = options.body instanceof FormData;
  let response: Response;
  const send = () =>
    fetch(path, {
      method,
      credentials: 'include',
      headers: {
        ...(hasBody && !isForm ? { 'Content-Type': 'application/json' } : {}),
        ...(options.ifMatch !== undefined ? { 'If-Match': `"${options.ifMatch}"` } : {}),
      },
      body: hasBody ? (isForm ? (options.body as FormData) : JSON.stringify(options.body)) : undefined,
      signal: options.signal,
    });
  try {
    response = options.covers ? await trackOwnChange(options.covers, send) : await send();
  } catch (cause) {
    if (cause instanceof DOMException && cause.name === 'AbortError') throw cause;
    throw new ApiRequestError(0, NETWORK_ERROR, 'network_error');
  }

  if (!response.ok) throw await toError(response);
  if (response.status === 204) return undefined as T;

  const text = await response.text();
  const data: unknown = text ? JSON.parse(text) : undefined;
  const resolved = await schema;
  if (!resolved) return data as T;

  const parsed = resolved.safeParse(data);
  if (!parsed.success) {
    console.error(`Beklenmeyen yanıt: ${method} ${path}`, parsed.error.issues);
    throw new ApiRequestError(response.status, 'Sunucudan beklenmeyen bir yanıt alındı.', 'invalid_response');
  }
  return parsed.data;
}

export const api = {
  get: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) => request<T>('GET', path, options),
  post: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('POST', path, { ...options, body }),
  put: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('PUT', path, { ...options, body }),
  patch: <T>(path: string, body?: unknown, options?: Omit<RequestOptions<T>, 'body'>) =>
    request<T>('PATCH', path, { ...options, body }),
  delete: <T>(path: string, options?: Omit<RequestOptions<T>, 'body'>) => request<T>('DELETE', path, options),
};

/** Field errors of a 400 answer, keyed by the first path segment (the form field name). */
export function fieldErrorsOf(error: unknown): Record<string, string> {
  if (!(error instanceof ApiRequestError)) return {};
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !errors[key]) errors[key] = issue.message;
  }
  return errors;
}
