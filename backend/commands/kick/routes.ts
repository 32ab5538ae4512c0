import { memberOnly } from '../../http/member-only.js';
import { KickSettings } from '@app/contracts';
import { type Context, Hono } from 'hono';
import { handleCommand } from '../../core/command-handler.js';
import type { Deps } from '../../core/deps.js';
import { DomainError } from '../../core/errors.js';
import type { AppEnv } from '../../http/app-env.js';
import { pathId } from '../../http/path-id.js';
import { editContext, setETag } from '../../http/if-match.js';
import { commandContext, requireStaff, requireUser } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { KICK_SETTINGS_STREAM, kickSettingsDecider } from './channel.js';
import { takeKickDelivery } from './intake.js';
import { type LimitStore, perClientLimit, perMemberLimit, TOO_MANY_REQUESTS } from '../../http/security.js';
import { issueKickLinkCode, unlinkKickAccount, validKickLinkCode } from './link.js';
import { kickOAuthRoutes } from './oauth.js';
import { kickEnabled, type KickRuntime } from './runtime.js';

const member = (c: Context<AppEnv>) => requireUser(c)._id;

const HOUR_MS = 60 * 60_000;
/** New `!bagla` codes an hour: each writes two permanent events (a member needs one per link). */
export const KICK_CODE_LIMITS = { perMember: 5, perAddress: 20 } as const;

/** Per member and per address; asking again while the code is valid answers it and counts nothing. */
function codeLimits(deps: Deps, store: LimitStore | undefined) {
  const uncounted = async (c: Context) => !!(await validKickLinkCode(deps, requireUser(c as Context<AppEnv>)._id, deps.clock()));
  return [
    perMemberLimit('kick-code', KICK_CODE_LIMITS.perMember, store, { windowMs: HOUR_MS, uncounted }),
    perClientLimit('kick-code', KICK_CODE_LIMITS.perAddress, store, TOO_MANY_REQUESTS, HOUR_MS, uncounted),
  ] as const;
}

/**
 * POST /api/kick/webhook (Kick: verified, recorded, answered; the work is done behind), the member's
 * code and unlink, the OAuth link flow. `secret` is the session secret: it binds the OAuth state;
 * `limitStore` counts the code limits (shared between instances on MongoDB).
 */
export const kickCommandRoutes = (deps: Deps, rt: KickRuntime | undefined, secret: string, limitStore?: LimitStore) =>
  // The same routes with Kick off (404), so the API's shape does not depend on the settings; a member's
  // call asks for the login first, like every other call (Kick's own webhook has none).
  new Hono<AppEnv>()
    .use('/link', memberOnly)
    .use('/link/*', memberOnly)
    .use('/authorize', memberOnly)
    .use('/callback', memberOnly)
    .use('*', kickEnabled(rt))
    .post('/webhook', async (c) => {
      const rawBody = await c.req.text();
      const delivery = { headers: (name: string) => c.req.header(name), rawBody };
      const recorded = await takeKickDelivery(deps, rt!, delivery, commandContext(c, deps));
      if (recorded) rt!.enqueue(recorded);
      return c.json({}, 200);
    })
    .post('/link/code', ...codeLimits(deps, limitStore), async (c) => {
      const r = await issueKickLinkCode(deps, member(c), commandContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json({ code: r.code, codeExpiresAt: r.expiresAt });
    })
    .delete('/link', async (c) => {
      const r = await unlinkKickAccount(deps, member(c), commandContext(c, deps));
      await deps.runner.waitFor(r.position);
      return c.json({ message: 'Kick hesabınızın bağlantısı kaldırıldı.' });
    })
    .route(
      '/',
      kickOAuthRoutes(deps, () => rt!, secret),
    );

const NO_KICK_ACCOUNT = 'Bu üyenin bağlı bir Kick hesabı yok.';

/** Staff: PUT /api/admin/kick/settings, DELETE /api/admin/kick/members/:userId (unlink a member). */
export const adminKickCommandRoutes = (deps: Deps, rt: KickRuntime | undefined) =>
  new Hono<AppEnv>()
    .use('*', requireStaff, kickEnabled(rt))
    .put('/settings', validate('json', KickSettings), async (c) => {
      const settings = c.req.valid('json');
      const command = { type: 'ChangeKickSettings', settings } as const;
      const r = await handleCommand(deps.events, KICK_SETTINGS_STREAM, kickSettingsDecider, command, editContext(c, deps));
      await deps.runner.waitFor(r.position);
      const saved = { ...r.state, revision: r.revision };
      setETag(c, saved);
      return c.json(saved);
    })
    .delete('/members/:userId', async (c) => {
      const r = await unlinkKickAccount(deps, pathId(c, NO_KICK_ACCOUNT, 'userId'), commandContext(c, deps));
      if (r.position < 0) throw new DomainError('not_found', NO_KICK_ACCOUNT);
      await deps.runner.waitFor(r.position);
      return c.json({ message: 'Üyenin Kick bağlantısı kaldırıldı.' });
    });
