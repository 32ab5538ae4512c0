import { settingsEvents } from '@app/contracts';
import { siteSettingsQueryRoutes } from '../../projections/settings/routes.js';
import { getSiteSettings, homeViewportMeta, siteSettingsProjection } from '../../projections/settings/site-settings.js';
import type { SliceManifest } from '../../registry/manifest.js';
import { settingsOperations } from './operations.js';
import { siteSettingsCommandRoutes } from './routes.js';

export const settingsSlice: SliceManifest = {
  name: 'settings',
  contracts: [settingsEvents],
  projections: [siteSettingsProjection],
  routes(api, { deps }) {
    api.route('/site-settings', siteSettingsQueryRoutes(deps));
    api.route('/site-settings', siteSettingsCommandRoutes(deps, { getSiteSettings }));
  },
  operations: settingsOperations,
  pages: (deps) => ({ viewports: { '/': homeViewportMeta(deps.read) } }),
};
