import { z } from 'zod';

/** What the site needs of Kick (KickDevDocs), behind a port: the real client below, a double in tests. */
export interface KickApi {
  /** Client credentials: the app's own token. */
  appToken(): Promise<string>;
  /** Authorization code + PKCE: a user token, used once and dropped. */
  exchangeCode(code: string, verifier: string, redirectUri: string): Promise<string>;
  /** `GET /public/v1/users` with a user token: the account that authorised. */
  currentUser(userToken: string): Promise<{ userId: number; name: string }>;
  /** `GET /public/v1/channels?slug=`: the channel's broadcaster user id, null when there is no such channel. */
  broadcasterId(token: string, slug: string): Promise<number | null>;
  /** The app's event subscriptions, with their ids (Kick puts the id on each delivery). */
  listSubscriptions(token: string): Promise<KickSubscription[]>;
  /** Answers the subscriptions Kick made (those it refused are left out). */
  subscribe(token: string, broadcasterUserId: number, events: string[]): Promise<{ id: string; event: string }[]>;
  publicKey(): Promise<string>;
}

export interface KickRoots {
  clientId: string;
  clientSecret: string;
  /** `https://id.kick.com`: `/oauth/authorize` and `/oauth/token` below it. */
  oauthRoot: string;
  /** `https://api.kick.com`: the API's paths start with `/public/v1`. */
  apiRoot: string;
}

export interface KickSubscription {
  id: string;
  event: string;
  version: number;
  broadcasterUserId: number;
}

/** Kick answered something else than the documented shape, or an error status. */
export class KickApiError extends Error {}

const Token = z.object({ access_token: z.string().min(1) });
const Users = z.object({ data: z.array(z.object({ user_id: z.number().int(), name: z.string() })).min(1) });
const Channels = z.object({ data: z.array(z.object({ broadcaster_user_id: z.number().int() })) });
const Subscriptions = z.object({
  data: z.array(
    z.object({ id: z.string().min(1), event: z.string(), version: z.coerce.number(), broadcaster_user_id: z.number().int() }),
  ),
});
const Subscribed = z.object({
  data: z.array(z.object({ name: z.string(), subscription_id: z.string().nullish(), error: z.string().nullish() })),
});
const PublicKey = z.object({ data: z.object({ public_key: z.string().min(1) }) });

const TIMEOUT_MS = 10_000;

export function kickHttpApi(roots: KickRoots): KickApi {
  async function call<T>(schema: z.ZodType<T>, url: string, init: RequestInit = {}): Promise<T> {
    const res = await fetch(url, { ...init, signal: AbortSignal.timeout(TIMEOUT_MS) });
    if (!res.ok) throw new KickApiError(`${init.method ?? 'GET'} ${new URL(url).pathname}: ${res.status}`);
    const parsed = schema.safeParse(await res.json().catch(() => null));
    if (!parsed.success) throw new KickApiError(`${new URL(url).pathname}: unexpected answer`);
    return parsed.data;
  }
  const token = (form: Record<string, string>) =>
    call(Token, `${roots.oauthRoot}/oauth/token`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new URLSearchParams({ client_id: roots.clientId, client_secret: roots.clientSecret, ...form }),
    }).then((t) => t.access_token);
  const api = (path: string) => `${roots.apiRoot}/public/v1${path}`;
  const bearer = (t: string) => ({ authorization: `Bearer ${t}` });
  return {
    appToken: () => token({ grant_type: 'client_credentials' }),
    exchangeCode: (code, verifier, redirectUri) =>
      token({ grant_type: 'authorization_code', code, code_verifier: verifier, redirect_uri: redirectUri }),
    async currentUser(userToken) {
      const u = (await call(Users, api('/users'), { headers: bearer(userToken) })).data[0]!;
      return { userId: u.user_id, name: u.name };
    },
    async broadcasterId(t, slug) {
      const r = await call(Channels, api(`/channels?slug=${encodeURIComponent(slug)}`), { headers: bearer(t) });
      return r.data[0]?.broadcaster_user_id ?? null;
    },
    async listSubscriptions(t) {
      const r = await call(Subscriptions, api('/events/subscriptions'), { headers: bearer(t) });
      return r.data.map((s) => ({ id: s.id, event: s.event, version: s.version, broadcasterUserId: s.broadcaster_user_id }));
    },
    async subscribe(t, broadcasterUserId, events) {
      const r = await call(Subscribed, api('/events/subscriptions'), {
        method: 'POST',
        headers: { ...bearer(t), 'content-type': 'application/json' },
        body: JSON.stringify({
          broadcaster_user_id: broadcasterUserId,
          events: events.map((name) => ({ name, version: 1 })),
          method: 'webhook',
        }),
      });
      return r.data.flatMap((s) => (s.subscription_id && !s.error ? [{ id: s.subscription_id, event: s.name }] : []));
    },
    publicKey: async () => (await call(PublicKey, api('/public-key'))).data.public_key,
  };
}
