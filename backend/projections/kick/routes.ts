import { memberOnly } from '../../http/member-only.js';
import type { KickAdminOverview, KickStatus } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { setETag } from '../../http/if-match.js';
import { requireStaff, requireUser } from '../../http/session.js';
import { KICK_EVENTS, kickEnabled, type KickRuntime } from '../../commands/kick/runtime.js';
import { kickSettings, lastWebhookAt, linkedMembers, liveStatus, memberKickLink } from './queries.js';

const DISABLED: KickStatus = { enabled: false, channel: null, live: null, title: null, startedAt: null };

/** GET /api/kick/status (anyone), GET /api/kick/link (member). */
export const kickQueryRoutes = (deps: Deps, rt: KickRuntime | undefined) =>
  new Hono<AppEnv>()
    .get('/status', async (c) => {
      if (!rt) return c.json(DISABLED);
      const status: KickStatus = { enabled: true, channel: rt.config.channel, ...(await liveStatus(deps.read)) };
      return c.json(status);
    })
    .get('/link', memberOnly, kickEnabled(rt), async (c) =>
      c.json(await memberKickLink(deps.read, requireUser(c)._id, deps.clock())),
    );

/** Staff: GET /api/admin/kick (connection and linked members), GET /api/admin/kick/settings (its revision as ETag). */
export const adminKickQueryRoutes = (deps: Deps, rt: KickRuntime | undefined) =>
  new Hono<AppEnv>()
    .use('*', requireStaff, kickEnabled(rt))
    .get('/', async (c) => {
      const { connection, config } = rt!;
      const overview: KickAdminOverview = {
        channel: config.channel,
        appTokenValid: connection.appTokenValid,
        subscriptions: connection.subscriptions,
        missingSubscriptions: KICK_EVENTS.filter((e) => !connection.subscriptions.includes(e)),
        subscriptionIdEndings: [...connection.subscriptionIds].map(([id, event]) => ({ event, last4: id.slice(-4) })),
        otherChannelDeliveries: connection.otherChannelDeliveries,
        outOfBoundsDeliveries: connection.outOfBoundsDeliveries,
        lastWebhookAt: await lastWebhookAt(deps.read),
        live: (await liveStatus(deps.read)).live,
        members: await linkedMembers(deps.read),
      };
      return c.json(overview);
    })
    .get('/settings', async (c) => {
      const settings = await kickSettings(deps.read);
      setETag(c, settings);
      return c.json(settings);
    });
