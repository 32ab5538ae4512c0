import { type SiteSettingKey, UpdateSiteSettingsRequest } from '@app/contracts';
import { Hono } from 'hono';
import { storeInlineImage } from '../../core/blob-store/images.js';
import { handleCommand } from '../../core/command-handler.js';
import type { Deps } from '../../core/deps.js';
import type { ReadStore } from '../../core/read-store/read-store.js';
import type { AppEnv } from '../../http/app-env.js';
import { afterProjections } from '../../http/after-projections.js';
import { editContext, setETag } from '../../http/if-match.js';
import { requireStaff } from '../../http/session.js';
import { validate } from '../../http/validate.js';
import { SITE_SETTINGS_STREAM, siteSettingsDecider } from './site-settings.js';

/** Settings that hold an image: an inline data: value becomes a stored blob before the event is written. */
const IMAGE_KEYS: ReadonlySet<SiteSettingKey> = new Set(['logoUrl', 'welcomeBannerImage']);

/** PUT /api/site-settings {settings:[{key,value}]} (staff): known keys only, each checked by its rule. */
export interface SiteSettingsReads {
  getSiteSettings: (read: ReadStore) => Promise<{ key: string; value: string }[]>;
}

export const siteSettingsCommandRoutes = (deps: Deps, reads: SiteSettingsReads) =>
  new Hono<AppEnv>().put('/', requireStaff, validate('json', UpdateSiteSettingsRequest), async (c) => {
    const settings = await Promise.all(
      c.req
        .valid('json')
        .settings.map(async (s) =>
          IMAGE_KEYS.has(s.key) ? { key: s.key, value: await storeInlineImage(deps.blobs, s.value.trim()) } : s,
        ),
    );
    const r = await handleCommand(
      deps.events,
      SITE_SETTINGS_STREAM,
      siteSettingsDecider,
      { type: 'ChangeSiteSettings', settings },
      editContext(c, deps),
    );
    const saved = await afterProjections(deps, r.position, () => reads.getSiteSettings(deps.read));
    // The answer keeps its shape (the list); the revision it leaves goes in the ETag.
    setETag(c, r);
    return c.json(saved);
  });
