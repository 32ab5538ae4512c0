/**
 * 1000000 → "1.000.000": an integer grouped as Turkish writes it (what Intl.NumberFormat('tr-TR')
 * writes, without loading locale data). Messages from either side and the front end's numbers and
 * money all use it, so a number reads the same wherever it appears.
 */
export function groupThousands(value: number): string {
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return sign + String(Math.abs(value)).replace(/\B(?=(\d{3})+$)/g, '.');
}
