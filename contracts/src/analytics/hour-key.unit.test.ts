import { describe, expect, it } from 'vitest';
import { istanbulHourKey, trackingStreamId } from './index.js';

const fresh = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Istanbul',
  hourCycle: 'h23',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
});
const direct = (at: Date) => {
  const p = Object.fromEntries(fresh.formatToParts(at).map((x) => [x.type, x.value]));
  return `${p.year}${p.month}${p.day}${p.hour}`;
};

describe('istanbulHourKey', () => {
  it('names the Istanbul hour, also across the summer-time changes Turkey had until 2016', () => {
    expect(istanbulHourKey(new Date('2026-11-23T20:59:59Z'))).toBe('2026112323');
    expect(istanbulHourKey(new Date('2026-11-23T21:00:00Z'))).toBe('2026112400');
    // 29 March 2015, 01:00 UTC: clocks went from +02 to +03, so local 03:00 never happened.
    expect(istanbulHourKey(new Date('2015-03-29T00:59:59Z'))).toBe('2015032902');
    expect(istanbulHourKey(new Date('2015-03-29T01:00:00Z'))).toBe('2015032904');
    expect(trackingStreamId('pageViews', new Date('2026-01-01T00:00:00Z'))).toBe('pageViews-2026010103');
  });

  it('answers as a fresh Intl formatting does for any instant, in any order (the memo never goes stale)', () => {
    let seed = 7;
    const random = () => (seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31;
    const from = Date.parse('2014-01-01T00:00:00Z');
    const span = Date.parse('2030-01-01T00:00:00Z') - from;
    for (let i = 0; i < 5000; i += 1) {
      const at = new Date(from + Math.floor(random() * span));
      expect(istanbulHourKey(at)).toBe(direct(at));
      const next = new Date(at.getTime() + Math.floor(random() * 2 * 3_600_000)); // often the same quarter, sometimes the next hour
      expect(istanbulHourKey(next)).toBe(direct(next));
    }
  });
});
