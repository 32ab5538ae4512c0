import { describe, expect, it } from 'vitest';
import { coarseAddress, describeDevice } from './device.js';

describe('coarse session address', () => {
  it('keeps the /24 of an IPv4 address, also when written IPv4-mapped', () => {
    expect(coarseAddress('203.0.113.57')).toBe('203.0.113.0/24');
    expect(coarseAddress('::ffff:203.0.113.57')).toBe('203.0.113.0/24');
  });

  it('keeps the /48 of an IPv6 address, compressed or not', () => {
    expect(coarseAddress('2001:db8:abcd:12::1')).toBe('2001:db8:abcd::/48');
    expect(coarseAddress('2001:0db8:0000:0012:0000:0000:0000:0001')).toBe('2001:db8:0::/48');
    expect(coarseAddress('::1')).toBe('0:0:0::/48');
  });

  it('says it does not know for anything else', () => expect(coarseAddress('unknown')).toBe('Bilinmiyor'));
});

describe('session device', () => {
  it('names the browser and the system from the user agent', () => {
    const ua = 'Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
    expect(describeDevice(ua, '198.51.100.4')).toEqual({ browser: 'Chrome 131', os: 'Windows 10', address: '198.51.100.0/24' });
  });

  it('says it does not know without a user agent', () =>
    expect(describeDevice(undefined, 'unknown')).toEqual({ browser: 'Bilinmiyor', os: 'Bilinmiyor', address: 'Bilinmiyor' }));
});
