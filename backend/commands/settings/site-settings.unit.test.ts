import { describe, it } from 'vitest';
import { given } from '../../test-support/given-when-then.js';
import { siteSettingsDecider } from './site-settings.js';

describe('site settings decider', () => {
  it('records only the keys whose value changes', () =>
    given(siteSettingsDecider, [{ type: 'SiteSettingsChanged', data: { settings: [{ key: 'marqueeText', value: 'a' }] } }])
      .when({
        type: 'ChangeSiteSettings',
        settings: [
          { key: 'marqueeText', value: 'a' },
          { key: 'logoUrl', value: 'https://x.test/l.png' },
        ],
      })
      .then([{ type: 'SiteSettingsChanged', data: { settings: [{ key: 'logoUrl', value: 'https://x.test/l.png' }] } }]));

  it('records nothing when nothing changes', () =>
    given(siteSettingsDecider).when({ type: 'ChangeSiteSettings', settings: [] }).then([]));
});
