import type { settingsEventSchemas, SiteSettingKey } from '@app/contracts';
import type { Decider } from '../../core/decider.js';
import type { EventOf } from '../../core/event-types.js';

/** All site settings live on one stream; a change records only the keys whose value changed. */
export const SITE_SETTINGS_STREAM = 'siteSettings-main';

export type SiteSettingsEvent = EventOf<typeof settingsEventSchemas>;
type Setting = SiteSettingsEvent['data']['settings'][number];
export type SiteSettingsCommand = { type: 'ChangeSiteSettings'; settings: Setting[] };
export type SiteSettingsState = Partial<Record<SiteSettingKey, string>>;

export const siteSettingsDecider: Decider<SiteSettingsCommand, SiteSettingsEvent, SiteSettingsState> = {
  initialState: () => ({}),
  evolve: (state, event) => ({
    ...state,
    ...Object.fromEntries(event.data.settings.map((s) => [s.key, s.value])),
  }),
  decide(command, state) {
    // The last value sent for a key wins; unchanged keys are left out.
    const wanted = new Map(command.settings.map((s) => [s.key, s.value.trim()]));
    const changed = [...wanted].filter(([k, v]) => state[k] !== v).map(([key, value]) => ({ key, value }));
    return changed.length ? [{ type: 'SiteSettingsChanged', data: { settings: changed } }] : [];
  },
};
