import { HOME_VIEWPORT_META, Topic, SITE_SETTING_DEFAULTS, type StaffSiteSettings } from '@app/contracts';
import { defineProjection } from '../../core/projections/projection.js';
import type { ReadStore } from '../../core/read-store/read-store.js';

/** Every known setting with the spec's default; kept in `contracts` so the forms share it. */
export { SITE_SETTING_DEFAULTS };

export const SITE_SETTINGS = 'siteSettings';
/** One document: the revision of the settings' stream the values show (what a staff save's If-Match is checked against). */
const SITE_SETTINGS_REVISION = 'siteSettingsRevision';

interface SettingDoc {
  _id: string;
  value: string;
  [key: string]: unknown;
}

export const siteSettingsProjection = defineProjection({
  name: 'site-settings',
  version: 2, // 2: the stream's revision
  collections: [SITE_SETTINGS, SITE_SETTINGS_REVISION],
  handles: ['SiteSettingsChanged'],
  async apply(event, store) {
    const { settings } = event.data;
    const coll = store.collection<SettingDoc>(SITE_SETTINGS);
    for (const s of settings) await coll.updateOne({ _id: s.key }, { $set: { value: s.value } }, { upsert: true });
    await store
      .collection(SITE_SETTINGS_REVISION)
      .updateOne({ _id: 'main' }, { $set: { revision: event.revision } }, { upsert: true });
    return [{ topic: Topic.siteSettings, rooms: ['public'] }];
  },
});

export async function getSiteSettings(read: ReadStore): Promise<{ key: string; value: string }[]> {
  const stored = await read.collection<SettingDoc>(SITE_SETTINGS).find({});
  const values = { ...SITE_SETTING_DEFAULTS, ...Object.fromEntries(stored.map((d) => [d._id, d.value])) };
  return Object.entries(values).map(([key, value]) => ({ key, value }));
}

/** The settings as staff edit them: with their stream's revision (-1 while never saved). */
export async function getStaffSiteSettings(read: ReadStore): Promise<StaffSiteSettings> {
  const [settings, mark] = await Promise.all([
    getSiteSettings(read),
    read.collection<{ _id: string; revision: number }>(SITE_SETTINGS_REVISION).findOne({ _id: 'main' }),
  ]);
  return { settings, revision: mark?.revision ?? -1 };
}

/**
 * The home page's viewport meta when staff chose 'Telefona uygun' ('' for the build's own 1280 px
 * one): written into the page's HTML, so a phone lays the page out once, at its own width.
 */
export function homeViewportMeta(read: ReadStore): () => Promise<string> {
  return async () => {
    const doc = await read.collection<SettingDoc>(SITE_SETTINGS).findOne({ _id: 'homeViewport' });
    return doc?.value === 'device' ? HOME_VIEWPORT_META.device : '';
  };
}
