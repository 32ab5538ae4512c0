import { UpdateSiteSettingsRequest } from '@app/contracts';
import { Hono } from 'hono';
import { handleCommand } from '../../core/command-handler.js';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/env.js';
import { commandContext, requireStaff } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { getSiteSettings } from '../../projections/settings/site-settings.js';
import { SITE_SETTINGS_STREAM, siteSettingsDecider } from './site-settings.js';

export const siteSettingsCommandRoutes = (deps: Deps) =>
  new Hono<AppEnv>().put('/', requireStaff, validate('json', UpdateSiteSettingsRequest), async (c) => {
    const { settings } = c.req.valid('json');
    const r = await handleCommand(
      deps.events,
      SITE_SETTINGS_STREAM,
      siteSettingsDecider,
      { type: 'ChangeSiteSettings', settings },
      commandContext(c, deps),
    );
    await deps.runner.waitFor(r.position);
    return c.json(await getSiteSettings(deps.read));
  });
