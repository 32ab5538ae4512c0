/** A JSON answer from a server under test: its status, the session cookie it set (name=value) and its body. */
export interface SiteAnswer {
  status: number;
  cookie: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  json: any;
}

/**
 * JSON calls to a spawned server, as its own pages make them (same Origin, cookie passed back by hand).
 * `baseUrl` is read per call: tests restart or replace their server between calls.
 */
export function siteCall(baseUrl: () => string) {
  return async (method: string, url: string, body?: unknown, cookie?: string): Promise<SiteAnswer> => {
    const origin = baseUrl();
    const res = await fetch(`${origin}${url}`, {
      method,
      headers: { origin, ...(body ? { 'content-type': 'application/json' } : {}), ...(cookie ? { cookie } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    const json: unknown = await res.json().catch(() => null);
    return { status: res.status, cookie: (res.headers.get('set-cookie') ?? '').split(';')[0]!, json };
  };
}
