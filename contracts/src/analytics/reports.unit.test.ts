import { describe, expect, it } from 'vitest';
import { addDays, AnalyticsQuery, daysBetween, isCalendarDay, istanbulDay, rangeDays } from './reports.js';

describe('Istanbul days', () => {
  it('change at 21:00 UTC (Istanbul midnight), all year round', () => {
    expect(istanbulDay(new Date('2025-05-01T20:59:59.999Z'))).toBe('2025-05-01');
    expect(istanbulDay(new Date('2025-05-01T21:00:00.000Z'))).toBe('2025-05-02');
    expect(istanbulDay(new Date('2025-12-31T21:00:00.000Z'))).toBe('2026-01-01');
    expect(istanbulDay(new Date('2025-01-15T20:59:59.999Z'))).toBe('2025-01-15');
  });

  it('calendar arithmetic crosses months and leap days', () => {
    expect(addDays('2024-02-28', 1)).toBe('2024-02-29');
    expect(addDays('2025-03-01', -1)).toBe('2025-02-28');
    expect(daysBetween('2025-04-03', '2025-05-02')).toBe(29);
    expect(isCalendarDay('2024-02-29')).toBe(true);
    expect(isCalendarDay('2025-02-29')).toBe(false);
    expect(isCalendarDay('2025-5-1')).toBe(false);
  });
});

describe('analytics ranges', () => {
  const today = '2025-05-02';
  const days = (q: Record<string, string>) => rangeDays(AnalyticsQuery.parse(q), today);

  it('day, week and month end today and cover 1, 7 and 30 days; all starts at the first recorded day', () => {
    expect(days({ period: 'day' })).toEqual({ from: '2025-05-02', to: today });
    expect(days({ period: 'week' })).toEqual({ from: '2025-04-26', to: today });
    expect(days({})).toEqual({ from: '2025-04-26', to: today });
    expect(days({ period: 'month' })).toEqual({ from: '2025-04-03', to: today });
    expect(days({ period: 'all' })).toEqual({ from: null, to: today });
  });

  it('a custom range is its two days, both included; an instant counts as its Istanbul day', () => {
    expect(days({ startDate: '2025-04-01', endDate: '2025-04-01' })).toEqual({ from: '2025-04-01', to: '2025-04-01' });
    expect(days({ period: 'custom', startDate: '2025-04-30T21:00:00Z', endDate: '2025-05-01T20:59:59Z' })).toEqual({
      from: '2025-05-01',
      to: '2025-05-01',
    });
  });

  it('refuses a start after the end, half a range, a mixed query and impossible dates', () => {
    const message = (q: Record<string, string>) => AnalyticsQuery.safeParse(q).error?.issues[0]?.message;
    expect(message({ startDate: '2025-05-02', endDate: '2025-05-01' })).toBe('Başlangıç tarihi bitiş tarihinden sonra olamaz');
    expect(message({ endDate: '2025-05-01' })).toBe('Özel tarih aralığı için başlangıç ve bitiş tarihi birlikte gönderilmelidir');
    expect(message({ period: 'month', startDate: '2025-05-01', endDate: '2025-05-01' })).toBe(
      'Dönem ile özel tarih aralığı birlikte gönderilemez',
    );
    expect(message({ startDate: '2025-13-01', endDate: '2025-12-01' })).toBe('Geçerli bir tarih girin (YYYY-AA-GG)');
  });
});
