import { Hono } from 'hono';
import type { Deps } from '../../core/deps.js';
import type { AppEnv } from '../../http/env.js';
import { getSiteSettings } from './site-settings.js';

export const siteSettingsQueryRoutes = (deps: Deps) =>
  new Hono<AppEnv>().get('/', async (c) => c.json(await getSiteSettings(deps.read)));
