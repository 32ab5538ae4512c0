import { type Context, Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import { DomainError } from '../../core/errors.js';
import type { AppEnv } from '../../http/app-env.js';
import { commandContext, requireUser } from '../../http/session.js';
import { KICK_ACCOUNT_TAKEN } from './account.js';
import { linkKickAccount } from './link.js';
import { KICK_REDIRECT_PATH, type KickRuntime } from './runtime.js';
import { newOAuthState, oauthStateValid, pkceChallenge, pkceVerifier } from './signature.js';
import { lineLog } from '../../core/log.js';

type Log = Pick<Console, 'error'>;

/**
 * GET /api/kick/authorize and /api/kick/callback: OAuth 2.1 authorization code with PKCE (S256), scope
 * `user:read`. The user token is used for one `GET /users` and dropped; only the id and name are kept.
 */
/** `runtime` is asked per request: the router is mounted (and refuses with 404) also when Kick is off. */
export function kickOAuthRoutes(deps: Deps, runtime: () => KickRuntime, secret: string, log: Log = lineLog()) {
  const redirectUriOf = (rt: KickRuntime) => `${rt.config.publicOrigin}${KICK_REDIRECT_PATH}`;
  const sessionOf = (c: Context<AppEnv>) => {
    requireUser(c);
    return c.get('sessionId') ?? '';
  };
  return new Hono<AppEnv>()
    .get('/authorize', (c) => {
      const rt = runtime();
      const state = newOAuthState(secret, sessionOf(c), deps.clock());
      const url = new URL(`${rt.config.oauthRoot}/oauth/authorize`);
      url.search = new URLSearchParams({
        response_type: 'code',
        client_id: rt.config.clientId,
        redirect_uri: redirectUriOf(rt),
        scope: 'user:read',
        code_challenge: pkceChallenge(pkceVerifier(secret, state)),
        code_challenge_method: 'S256',
        state,
      }).toString();
      return c.redirect(url.toString(), 302);
    })
    .get('/callback', async (c) => {
      const rt = runtime();
      if (!c.get('user')) return c.redirect('/giris', 302);
      const state = c.req.query('state') ?? '';
      const code = c.req.query('code') ?? '';
      if (!code || !oauthStateValid(secret, sessionOf(c), state, deps.clock())) return c.redirect('/profil?kick=hata', 302);
      try {
        const token = await rt.api.exchangeCode(code, pkceVerifier(secret, state), redirectUriOf(rt));
        const kick = await rt.api.currentUser(token);
        const who = { kickUserId: kick.userId, kickUsername: kick.name };
        const r = await linkKickAccount(deps, requireUser(c)._id, who, { via: 'oauth' }, commandContext(c, deps));
        await deps.runner.waitFor(r.position);
        return c.redirect('/profil', 302);
      } catch (err) {
        if (err instanceof DomainError && err.message === KICK_ACCOUNT_TAKEN) return c.redirect('/profil?kick=kullaniliyor', 302);
        if (!(err instanceof DomainError)) log.error(`[kick] link failed: ${(err as Error).message}`);
        return c.redirect('/profil?kick=hata', 302);
      }
    });
}
