import { vi } from 'vitest';

/** One answer of the fake API: a status and a JSON body, or a promise of one (to hold a request open). */
export interface FakeAnswer {
  status?: number;
  body?: unknown;
}
type Handler = (request: { body: unknown }) => FakeAnswer | Promise<FakeAnswer>;

/**
 * Stands in for the server behind `fetch`: `'POST /api/auth/register'` → answer. A request nobody
 * answers fails the test with its method and path, so a component never reaches a real network.
 */
export function fakeApi(routes: Record<string, Handler | FakeAnswer>) {
  const requests: Array<{ method: string; path: string; body: unknown }> = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      const path = input instanceof Request ? input.url : input.toString();
      const body: unknown = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined;
      requests.push({ method, path, body });
      const route = routes[`${method} ${path}`];
      if (!route) throw new Error(`fakeApi: no answer for ${method} ${path}`);
      const answer = typeof route === 'function' ? await route({ body }) : route;
      return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
        status: answer.status ?? 200,
        headers: { 'content-type': 'application/json' },
      });
    }),
  );
  return { requests };
}

/** A promise and the function that settles it, to hold an answer until the test has looked at the pending state. */
export function gate<T = void>() {
  let open!: (value: T) => void;
  const promise = new Promise<T>((resolve) => (open = resolve));
  return { promise, open };
}
