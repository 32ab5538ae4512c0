import { serve, type ServerType } from '@hono/node-server';
import { createHash, generateKeyPairSync, type KeyObject, randomBytes, sign } from 'node:crypto';
import type { Server as HttpServer } from 'node:http';
import { Hono } from 'hono';
import { until } from './until.js';

/**
 * A local stand-in for Kick (KickDevDocs): OAuth 2.1 at `/oauth/authorize` and `/oauth/token` with the
 * PKCE S256 check, client credentials, and the API below `/public/v1` (users, channels, event
 * subscriptions, public key). Its webhook key pair is made per test; `delivery()` signs as Kick does.
 */
export interface KickAccount {
  userId: number;
  name: string;
}

export const KICK_TEST_CLIENT = { id: 'kick-test-client', secret: 'kick-test-secret' };
export const KICK_TEST_CHANNEL = { slug: 'guvenilir_yayin', broadcasterUserId: 424242 };

export function kickKeyPair() {
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  return { privateKey, publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() };
}

/** Headers and raw body of one webhook delivery, signed over `<id>.<timestamp>.<body>` (RSA PKCS#1 v1.5, SHA-256). */
export function signedDelivery(
  privateKey: KeyObject,
  type: string,
  body: unknown,
  options: { messageId?: string; timestamp?: string; rawBody?: string; subscriptionId?: string } = {},
) {
  const messageId = options.messageId ?? `01J${randomBytes(12).toString('hex').toUpperCase()}`.slice(0, 26);
  const timestamp = options.timestamp ?? new Date().toISOString();
  const raw = JSON.stringify(body);
  const signature = sign('sha256', Buffer.from(`${messageId}.${timestamp}.${raw}`), privateKey).toString('base64');
  return {
    messageId,
    rawBody: options.rawBody ?? raw,
    headers: {
      'content-type': 'application/json',
      'kick-event-message-id': messageId,
      // Kick sends the id of the subscription the delivery belongs to (the app's own, from its subscribe answer).
      'kick-event-subscription-id': options.subscriptionId ?? '01JSUBSCRIPTION0000000000',
      'kick-event-message-timestamp': timestamp,
      'kick-event-type': type,
      'kick-event-version': '1',
      'kick-event-signature': signature,
    },
  };
}

const bad = (c: { json: (b: unknown, s: 400 | 401) => Response }, status: 400 | 401 = 400) =>
  c.json({ error: 'Invalid request' }, status);

export async function startKickDouble(publicKeyPem: string) {
  /** Who is "logged in on kick.com" when the browser reaches the authorize page. */
  let account: KickAccount | null = null;
  const codes = new Map<string, { challenge: string; redirectUri: string; account: KickAccount }>();
  const userTokens = new Map<string, KickAccount>();
  const appTokens = new Set<string>();
  const subscriptions: { id: string; event: string; version: number; broadcaster_user_id: number }[] = [];
  const calls: string[] = [];
  const token = () => randomBytes(16).toString('hex');
  const bearer = (h: string | undefined) => h?.replace(/^Bearer /, '') ?? '';

  const app = new Hono();
  app.use('*', async (c, next) => {
    calls.push(`${c.req.method} ${c.req.path}`);
    await next();
  });
  app.get('/oauth/authorize', (c) => {
    const q = c.req.query();
    const valid =
      q.response_type === 'code' &&
      q.client_id === KICK_TEST_CLIENT.id &&
      q.code_challenge_method === 'S256' &&
      !!q.code_challenge &&
      !!q.state &&
      !!q.redirect_uri &&
      q.scope === 'user:read';
    if (!valid || !account) return bad(c);
    const code = token();
    codes.set(code, { challenge: q.code_challenge!, redirectUri: q.redirect_uri!, account });
    return c.redirect(`${q.redirect_uri}?${new URLSearchParams({ code, state: q.state! })}`, 302);
  });
  app.post('/oauth/token', async (c) => {
    const f = Object.fromEntries(new URLSearchParams(await c.req.text()));
    if (f.client_id !== KICK_TEST_CLIENT.id || f.client_secret !== KICK_TEST_CLIENT.secret) return bad(c, 401);
    if (f.grant_type === 'client_credentials') {
      const t = token();
      appTokens.add(t);
      return c.json({ access_token: t, token_type: 'Bearer', expires_in: 3600 });
    }
    const grant = codes.get(f.code ?? '');
    codes.delete(f.code ?? ''); // single use, whatever the outcome
    const verifierHash = createHash('sha256')
      .update(f.code_verifier ?? '')
      .digest('base64url');
    if (
      f.grant_type !== 'authorization_code' ||
      !grant ||
      grant.redirectUri !== f.redirect_uri ||
      grant.challenge !== verifierHash
    ) {
      return bad(c);
    }
    const t = token();
    userTokens.set(t, grant.account);
    return c.json({ access_token: t, token_type: 'Bearer', refresh_token: token(), expires_in: 3600, scope: 'user:read' });
  });
  app.get('/public/v1/users', (c) => {
    const who = userTokens.get(bearer(c.req.header('authorization')));
    if (!who) return c.json({ message: 'Unauthorized' }, 401);
    return c.json({
      data: [{ user_id: who.userId, name: who.name, email: `${who.name}@kick.example`, profile_picture: '' }],
      message: 'OK',
    });
  });
  const appOnly = (h: string | undefined) => appTokens.has(bearer(h));
  app.get('/public/v1/channels', (c) => {
    if (!appOnly(c.req.header('authorization'))) return c.json({ message: 'Unauthorized' }, 401);
    const found = c.req.query('slug') === KICK_TEST_CHANNEL.slug;
    return c.json({
      data: found ? [{ broadcaster_user_id: KICK_TEST_CHANNEL.broadcasterUserId, slug: KICK_TEST_CHANNEL.slug }] : [],
      message: 'OK',
    });
  });
  app.get('/public/v1/events/subscriptions', (c) => {
    if (!appOnly(c.req.header('authorization'))) return c.json({ message: 'Unauthorized' }, 401);
    return c.json({ data: subscriptions.map((s) => ({ app_id: KICK_TEST_CLIENT.id, method: 'webhook', ...s })), message: 'OK' });
  });
  app.post('/public/v1/events/subscriptions', async (c) => {
    if (!appOnly(c.req.header('authorization'))) return c.json({ message: 'Unauthorized' }, 401);
    const body = await c.req.json<{ broadcaster_user_id: number; events: { name: string; version: number }[] }>();
    const made = body.events.map((e) => ({
      id: `01J${token().toUpperCase()}`.slice(0, 26),
      event: e.name,
      version: e.version,
      broadcaster_user_id: body.broadcaster_user_id,
    }));
    subscriptions.push(...made);
    return c.json({
      data: made.map((s) => ({ name: s.event, version: s.version, subscription_id: s.id, error: null })),
      message: 'OK',
    });
  });
  app.get('/public/v1/public-key', (c) => c.json({ data: { public_key: publicKeyPem }, message: 'OK' }));

  const server = await new Promise<ServerType>((resolve) => {
    const s = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve(s));
  });
  const { port } = (server as HttpServer).address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    calls,
    subscriptions,
    /** The id of this app's subscription to `event`, as Kick puts it on each of its deliveries. */
    subscriptionIdOf: (event: string) => subscriptions.find((s) => s.event === event)?.id,
    /** The same, waiting for the site to have subscribed (a spawned server subscribes just after its start). */
    subscribedIdOf: async (event: string) => {
      await until(() => subscriptions.some((s) => s.event === event), `the site's subscription to ${event}`);
      return subscriptions.find((s) => s.event === event)!.id;
    },
    /** Another app's subscription to this channel: Kick signs its deliveries with the same key. */
    foreignSubscriptionId: () => `01J${token().toUpperCase()}`.slice(0, 26),
    /** The Kick account the next authorize belongs to. */
    loginAs: (a: KickAccount | null) => void (account = a),
    /** Kick drops a subscription whose deliveries keep failing. */
    dropSubscriptions: () => void subscriptions.splice(0),
    close: () =>
      new Promise<void>((done) => {
        (server as HttpServer).closeAllConnections();
        server.close(() => done());
      }),
  };
}
export type KickDouble = Awaited<ReturnType<typeof startKickDouble>>;

/** The body of each webhook type as Kick sends it (KickDevDocs `events/event-types.md`). */
export const kickBodies = {
  chat: (sender: KickAccount, content: string, createdAt: string) => ({
    message_id: randomBytes(8).toString('hex'),
    broadcaster: broadcasterBlock(),
    sender: user(sender),
    content,
    emotes: [],
    created_at: createdAt,
  }),
  follow: (follower: KickAccount) => ({ broadcaster: broadcasterBlock(), follower: user(follower) }),
  subscription: (subscriber: KickAccount, duration = 1) => ({
    broadcaster: broadcasterBlock(),
    subscriber: user(subscriber),
    duration,
    created_at: '2026-11-27T10:00:00Z',
    expires_at: '2026-12-27T10:00:00Z',
  }),
  gifts: (gifter: KickAccount | null, giftees: KickAccount[]) => ({
    broadcaster: broadcasterBlock(),
    gifter: gifter
      ? user(gifter)
      : {
          is_anonymous: true,
          user_id: null,
          username: null,
          is_verified: null,
          profile_picture: null,
          channel_slug: null,
          identity: null,
        },
    giftees: giftees.map(user),
    created_at: '2026-11-27T10:00:00Z',
    expires_at: '2026-12-27T10:00:00Z',
  }),
  kicks: (sender: KickAccount, amount: number) => ({
    broadcaster: broadcasterBlock(),
    sender: user(sender),
    gift: { amount, name: 'Rage Quit', type: 'LEVEL_UP', tier: 'MID', message: 'w', pinned_time_seconds: 600 },
    created_at: '2026-11-27T10:00:00.634Z',
  }),
  status: (live: boolean, title: string) => ({
    broadcaster: broadcasterBlock(),
    is_live: live,
    title,
    started_at: '2026-11-27T09:00:00+03:00',
    ended_at: live ? null : '2026-11-27T12:00:00+03:00',
  }),
};

function user(a: KickAccount) {
  return {
    is_anonymous: false,
    user_id: a.userId,
    username: a.name,
    is_verified: false,
    profile_picture: '',
    channel_slug: a.name,
    identity: null,
  };
}
const broadcasterBlock = () => ({
  ...user({ userId: KICK_TEST_CHANNEL.broadcasterUserId, name: KICK_TEST_CHANNEL.slug }),
  identity: null,
});
