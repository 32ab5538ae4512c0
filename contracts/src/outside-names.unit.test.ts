import { describe, expect, it } from 'vitest';
import { isKickWebhookType } from './kick/webhooks.js';
import { UpdateSiteSettingsRequest } from './settings/index.js';

/**
 * Issue 38, item 5: a name from outside (a header, a setting's value) looked up in a plain object with
 * `in` found the object's prototype: a signed Kick delivery of type `constructor` answered 500. Every such
 * lookup asks `Object.hasOwn`.
 */
const INHERITED = ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf'];

describe('names from outside are looked up as own keys only', () => {
  it('no inherited name is a Kick webhook type', () => {
    for (const name of INHERITED) expect(isKickWebhookType(name), name).toBe(false);
    expect(isKickWebhookType('chat.message.sent')).toBe(true);
  });

  it('no inherited name is a home page view (site settings)', () => {
    for (const name of INHERITED) {
      const r = UpdateSiteSettingsRequest.safeParse({ settings: [{ key: 'homeViewport', value: name }] });
      expect(r.success, name).toBe(false);
    }
    expect(UpdateSiteSettingsRequest.safeParse({ settings: [{ key: 'homeViewport', value: 'device' }] }).success).toBe(true);
  });
});
