import { describe, expect, it } from 'vitest';
import { istanbulDay, istanbulMonth, istanbulWeek } from './istanbul-time.js';

describe('Istanbul calendar periods', () => {
  it('a day changes at midnight in Istanbul (UTC+3), not at midnight UTC', () => {
    expect(istanbulDay(new Date('2025-05-01T20:59:59Z'))).toBe('2025-05-01');
    expect(istanbulDay(new Date('2025-05-01T21:00:00Z'))).toBe('2025-05-02');
  });

  it('answers the same when asked again, in any order, on both sides of midnight', () => {
    for (const at of ['2025-05-01T21:00:00Z', '2025-05-01T20:59:59.999Z', '2025-05-01T21:14:59Z', '2025-05-01T20:45:00Z']) {
      const day = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Istanbul' }).format(new Date(at));
      expect(istanbulDay(new Date(at))).toBe(day);
      expect(istanbulDay(new Date(at))).toBe(day);
    }
  });

  it('a week starts on Monday 00:00 Istanbul time', () => {
    // Monday 5 May 2025 00:00 in Istanbul is Sunday 4 May 21:00 UTC.
    expect(istanbulWeek(new Date('2025-05-04T20:59:59Z'))).toBe('2025-04-28');
    expect(istanbulWeek(new Date('2025-05-04T21:00:00Z'))).toBe('2025-05-05');
    expect(istanbulWeek(new Date('2025-05-11T20:59:59Z'))).toBe('2025-05-05'); // Sunday night, same week
  });

  it('weeks cross month and year ends', () => {
    expect(istanbulWeek(new Date('2025-01-01T12:00:00Z'))).toBe('2024-12-30');
    expect(istanbulWeek(new Date('2024-03-01T12:00:00Z'))).toBe('2024-02-26');
  });

  it('a month starts on the 1st at 00:00 Istanbul time', () => {
    expect(istanbulMonth(new Date('2025-05-31T20:59:59Z'))).toBe('2025-05');
    expect(istanbulMonth(new Date('2025-05-31T21:00:00Z'))).toBe('2025-06');
  });
});
