import { describe, expect, it } from 'vitest';
import { formatCurrency, formatNumber } from './format';
import { formatLongDate } from './format-date';

// The hand-written paths must write exactly what the Intl formatters they stand in for write.
const intlNumber = new Intl.NumberFormat('tr-TR');
const intlLongDate = new Intl.DateTimeFormat('tr-TR', {
  timeZone: 'Europe/Istanbul',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

describe('formatNumber', () => {
  it('groups integers as Intl.NumberFormat("tr-TR") does', () => {
    const integers = [
      0,
      -0,
      1,
      -1,
      7,
      99,
      999,
      1000,
      -1000,
      1500,
      9999,
      10000,
      12345,
      -12345,
      100000,
      999999,
      1000000,
      1234567,
      -9876543,
      Number.MAX_SAFE_INTEGER,
      Number.MIN_SAFE_INTEGER,
    ];
    for (let n = 1; n < 1e15; n = n * 7 + 3) integers.push(n, -n);
    for (const n of integers) expect(formatNumber(n), String(n)).toBe(intlNumber.format(n));
    expect(formatNumber(1500)).toBe('1.500');
  });

  it('leaves fractions and numbers beyond the safe integers to Intl', () => {
    for (const n of [12.5, -0.25, 1234.5678, 1e21, 2 ** 60, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(formatNumber(n), String(n)).toBe(intlNumber.format(n));
    }
  });
});

describe('formatLongDate', () => {
  it('writes every instant since Istanbul kept UTC+3 as the Intl formatter does', () => {
    const start = Date.UTC(2016, 8, 6, 21);
    // Every 7 h 13 min for twelve years: each hour of the day, each month, month ends and leap days.
    for (let t = start; t < Date.UTC(2029, 0, 1); t += (7 * 60 + 13) * 60_000) {
      expect(formatLongDate(t), new Date(t).toISOString()).toBe(intlLongDate.format(t));
    }
    expect(formatLongDate('2025-11-22T11:05:00.000Z')).toBe('22 Kasım 2025 14:05');
    expect(formatLongDate(new Date(Date.UTC(2026, 11, 31, 21, 0)))).toBe('1 Ocak 2027 00:00');
  });

  it('leaves earlier instants, when Istanbul still changed its clocks, to Intl', () => {
    for (const iso of ['2016-07-01T12:00:00Z', '2016-09-06T20:59:00Z', '2010-01-15T08:30:00Z']) {
      expect(formatLongDate(iso), iso).toBe(intlLongDate.format(new Date(iso)));
    }
  });
});

describe('formatCurrency', () => {
  it('writes lira as the spec does: grouped, the sign after the amount', () => {
    expect(formatCurrency(500)).toBe('500₺');
    expect(formatCurrency(1000)).toBe('1.000₺');
    expect(formatCurrency(1_000_000)).toBe('1.000.000₺');
    expect(formatCurrency(0)).toBe('0₺');
  });
});
