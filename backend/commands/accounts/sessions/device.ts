import Bowser from 'bowser';
import { isIPv4, isIPv6 } from 'node:net';
import type { SessionDevice } from './session.js';

const UNKNOWN = 'Bilinmiyor';

/** The full eight groups of an IPv6 address (`::` filled with zero groups). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array<string>(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** Coarse enough not to name one household: the /24 of an IPv4 address, the /48 of an IPv6 one. */
export function coarseAddress(address: string): string {
  const plain = address.replace(/^::ffff:(?=\d+\.\d+\.\d+\.\d+$)/i, '');
  if (isIPv4(plain)) return `${plain.split('.').slice(0, 3).join('.')}.0/24`;
  if (isIPv6(plain.split('%')[0]!)) return `${ipv6Groups(plain.split('%')[0]!).slice(0, 3).join(':')}::/48`;
  return UNKNOWN;
}

/** Browser and system names from the User-Agent header (bowser), and the coarse address. */
export function describeDevice(userAgent: string | undefined, address: string): SessionDevice {
  const parsed = userAgent ? Bowser.parse(userAgent.slice(0, 512)) : null;
  const name = (n: string | undefined, v: string | undefined) => (n ? [n, v?.split('.')[0]].filter(Boolean).join(' ') : UNKNOWN);
  return {
    browser: name(parsed?.browser.name, parsed?.browser.version),
    os: name(parsed?.os.name, parsed?.os.versionName ?? parsed?.os.version),
    address: coarseAddress(address),
  };
}
