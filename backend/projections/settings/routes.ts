import { SiteSettingsResponse } from '@app/contracts';
import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/app-env.js';
import { readyAnswer } from '../../http/ready-answer.js';
import { getSiteSettings, siteSettingsProjection } from './site-settings.js';

/** GET /api/site-settings: every page asks for it, so it is a ready answer, made again when staff save. */
export function siteSettingsQueryRoutes(deps: Deps) {
  const settings = readyAnswer(deps, {
    path: '/api/site-settings',
    projections: [siteSettingsProjection.name],
    build: async () => ({ value: SiteSettingsResponse.parse(await getSiteSettings(deps.read)) }),
  });
  return new Hono<AppEnv>().get('/', (c) => settings(c));
}
