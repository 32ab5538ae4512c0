/**
 * Money of the bonus hunts. The API speaks ₺ with at most 2 decimals (slot bets like 0,40₺ exist); the
 * log and every sum work in integer kuruş, so 0,10 + 0,20 is exactly 0,30. One formatter for every
 * screen, overlay and export: `1.234,50₺`, and multipliers as `123,45x`. Zod-free (`@app/contracts/plain`).
 */

/** 12.34 → 1234; null when the value has more than 2 decimals or is not a finite number. */
export function toKurus(tl: number): number | null {
  if (!Number.isFinite(tl)) return null;
  const k = Math.round(tl * 100);
  // 0.1 * 100 is 10.000000000000002: a binary float's error, not a third decimal.
  return Math.abs(tl * 100 - k) < 1e-6 ? k : null;
}

export const fromKurus = (kurus: number) => kurus / 100;

const group = (digits: string) => digits.replace(/\B(?=(\d{3})+$)/g, '.');

/** 123450 kuruş → "1.234,50₺" (by hand, exactly as tr-TR writes it: no Intl data needed on an overlay). */
export function formatKurus(kurus: number): string {
  const sign = kurus < 0 ? '-' : '';
  const abs = Math.abs(Math.round(kurus));
  return `${sign}${group(String(Math.floor(abs / 100)))},${String(abs % 100).padStart(2, '0')}₺`;
}

/** 1234.5 (₺) → "1.234,50₺". */
export const formatMoney = (tl: number) => formatKurus(Math.round(tl * 100));

/** A multiplier rounded to 2 decimals: 123.456 → 123.46. */
export const roundX = (x: number) => Math.round(x * 100) / 100;

/** 123.45 → "123,45x". */
export function formatMultiplier(x: number): string {
  const hundredths = Math.round(x * 100);
  const sign = hundredths < 0 ? '-' : '';
  const abs = Math.abs(hundredths);
  return `${sign}${group(String(Math.floor(abs / 100)))},${String(abs % 100).padStart(2, '0')}x`;
}
