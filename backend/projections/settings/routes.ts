import { SiteSettingsResponse } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { readyAnswer } from '../../http/ready-answer.js';
import { setETag } from '../../http/if-match.js';
import { requireStaff } from '../../http/session.js';
import { getSiteSettings, getStaffSiteSettings, siteSettingsProjection } from './site-settings.js';

/**
 * GET /api/site-settings: every page asks for it, so it is a ready answer, made again when staff save.
 * GET /api/site-settings/staff: the same with the revision (also as ETag) a staff save sends back.
 */
export function siteSettingsQueryRoutes(deps: Deps) {
  const settings = readyAnswer(deps, {
    path: '/api/site-settings',
    projections: [siteSettingsProjection.name],
    build: async () => ({ value: SiteSettingsResponse.parse(await getSiteSettings(deps.read)) }),
  });
  return new Hono<AppEnv>()
    .get('/', (c) => settings(c))
    .get('/staff', requireStaff, async (c) => {
      const staff = await getStaffSiteSettings(deps.read);
      setETag(c, staff);
      return c.json(staff);
    });
}
