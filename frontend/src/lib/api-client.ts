import type { ApiError } from '@app/contracts';
import type { z } from 'zod';

export type ApiIssue = NonNullable<ApiError['issues']>[number];

type Contracts = typeof import('@app/contracts');
let contracts: Promise<Contracts> | undefined;
/**
 * The contracts module evaluates every schema and brings zod with it (about 35 KB gzipped): it is
 * loaded with the first answer that needs checking, in parallel with that request, never as part of
 * the first page's scripts.
 */
export const loadContracts = () => (contracts ??= import('@app/contracts'));

type SchemaName = { [K in keyof Contracts]: Contracts[K] extends z.ZodType ? K : never }[keyof Contracts];
type LazySchema<T> = () => Promise<z.ZodType<T>>;

/** A contract schema by name, loaded on first use: `api.get(path, { schema: contract('PublicCardList') })`. */
export const contract =
  <K extends SchemaName>(name: K) =>
  async (): Promise<Contracts[K]> =>
    (await loadContracts())[name];

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

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface RequestOptions<T> {
  body?: unknown;
  /**
   * Contract schema the answer is parsed with (or `contract('Name')`, loaded while the request runs);
   * without it the JSON is returned as is.
   */
  schema?: z.ZodType<T> | LazySchema<T>;
  signal?: AbortSignal;
}

async function toError(response: Response): Promise<ApiRequestError> {
  const fallback = `${response.status}: ${response.statusText}`;
  const text = await response.text().catch(() => '');
  try {
    const body: unknown = JSON.parse(text);
    const { ApiError } = await loadContracts();
    const parsed = ApiError.safeParse(body);
    if (parsed.success) {
      const { message, code, issues } = parsed.data;
      return new ApiRequestError(response.status, message, code, issues);
    }
    // A JSON body that only partly follows the contract still carries a readable message.
    const message = (body as { message?: unknown } | null)?.message;
    if (typeof message === 'string' && message) return new ApiRequestError(response.status, message);
  } catch {
    // Not JSON (a proxy page, an empty body) or the contracts could not load: fall through to the status line.
  }
  return new ApiRequestError(response.status, fallback);
}

const NETWORK_ERROR = 'Sunucuya ulaşılamadı. Lütfen bağlantınızı kontrol edin.';

async function resolveSchema<T>(schema: RequestOptions<T>['schema']): Promise<z.ZodType<T> | undefined> {
  if (typeof schema !== 'function') return schema;
  try {
    return await schema();
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
  try {
    response = await fetch(path, {
      method,
      credentials: 'include',
      headers: hasBody && !isForm ? { 'Content-Type': 'application/json' } : undefined,
      body: hasBody ? (isForm ? (options.body as FormData) : JSON.stringify(options.body)) : undefined,
      signal: options.signal,
    });
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
