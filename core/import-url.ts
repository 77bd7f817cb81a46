/**
 * Which user-given URLs the worker may fetch when importing a recipe (ARCHITECTURE.md "Fetching
 * user-given URLs"). Pure: it looks at the URL only. There is no DNS lookup offline, so a public
 * name that resolves to a private address is not caught here; Cloudflare's egress cannot reach
 * private networks, but local workerd can (see docs/decisions.md "Recipe import").
 */

export type UrlRefusal = 'invalid' | 'scheme' | 'credentials' | 'port' | 'host';

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: UrlRefusal };

/** Host names that always mean "this machine" or a private network. */
const BLOCKED_NAME = /(?:^|\.)(?:localhost|internal|local|lan|home\.arpa|intranet|corp|localdomain)$/i;

/** Parses one IPv4 part as the URL standard does (decimal, 0x hex, leading-0 octal). */
function ipv4Part(part: string): number | null {
  if (/^0x[0-9a-f]*$/i.test(part)) return part.length === 2 ? 0 : parseInt(part.slice(2), 16);
  if (/^0[0-7]+$/.test(part)) return parseInt(part, 8);
  if (/^(?:0|[1-9]\d*)$/.test(part)) return Number(part);
  return null;
}

/** The 32-bit value of an IPv4 literal in any legacy form (`127.1`, `0x7f000001`, `017700000001`), or null. */
export function parseIpv4(host: string): number | null {
  const parts = host.replace(/\.$/, '').split('.');
  if (parts.length < 1 || parts.length > 4) return null;
  const nums = parts.map(ipv4Part);
  if (nums.some((n) => n === null)) return null;
  const values = nums as number[];
  const last = values[values.length - 1] ?? 0;
  const head = values.slice(0, -1);
  if (head.some((n) => n > 255) || last >= 2 ** (8 * (5 - values.length))) return null;
  return head.reduce((acc, n, i) => acc + n * 2 ** (8 * (3 - i)), 0) + last;
}

const V4_BLOCKED: Array<[number, number]> = [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16],
  ['172.16.0.0', 12], ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.88.99.0', 24], ['192.168.0.0', 16],
  ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24], ['224.0.0.0', 4], ['240.0.0.0', 4],
].map(([base, bits]) => [parseIpv4(base as string) ?? 0, bits as number]);

/** True for loopback, private, CGNAT, link-local (metadata 169.254.169.254), multicast and reserved IPv4. */
export function isBlockedIpv4(value: number): boolean {
  return V4_BLOCKED.some(([base, bits]) => Math.floor(value / 2 ** (32 - bits)) === Math.floor(base / 2 ** (32 - bits)));
}

/** The eight 16-bit groups of an IPv6 literal (brackets allowed, embedded IPv4 allowed), or null. */
export function parseIpv6(input: string): number[] | null {
  let host = input.replace(/^\[|\]$/g, '').split('%')[0] ?? '';
  const v4 = /(\d+\.\d+\.\d+\.\d+)$/.exec(host);
  if (v4?.[1]) {
    const n = parseIpv4(v4[1]);
    if (n === null || v4[1].split('.').length !== 4) return null;
    host = `${host.slice(0, -v4[1].length)}${Math.floor(n / 65536).toString(16)}:${(n % 65536).toString(16)}`;
  }
  if (!/^[0-9a-f:]+$/i.test(host) || host.split('::').length > 2) return null;
  const [left = '', right] = host.split('::');
  const groups = (s: string) => (s === '' ? [] : s.split(':'));
  const l = groups(left);
  const r = right === undefined ? [] : groups(right);
  const fill = right === undefined ? 0 : 8 - l.length - r.length;
  if (fill < 0 || (right === undefined && l.length !== 8)) return null;
  const all = [...l, ...Array<string>(fill).fill('0'), ...r];
  if (all.length !== 8 || all.some((g) => !/^[0-9a-f]{1,4}$/i.test(g))) return null;
  return all.map((g) => parseInt(g, 16));
}

const embeddedV4 = (g: number[], at: number) => (g[at] ?? 0) * 65536 + (g[at + 1] ?? 0);

/**
 * True unless the address is global unicast (2000::/3) outside documentation space, with IPv4
 * inside IPv4-mapped (::ffff:0:0/96), IPv4-compatible (::/96), NAT64 (64:ff9b::/96) and 6to4
 * (2002::/16) addresses checked as IPv4.
 */
export function isBlockedIpv6(g: number[]): boolean {
  const [a = 0, b = 0] = g;
  const zeros = (from: number, to: number) => g.slice(from, to).every((x) => x === 0);
  if (zeros(0, 5) && g[5] === 0xffff) return isBlockedIpv4(embeddedV4(g, 6));
  if (zeros(0, 6)) return true; // ::, ::1 and the deprecated IPv4-compatible form
  if (a === 0x64 && b === 0xff9b && zeros(2, 6)) return isBlockedIpv4(embeddedV4(g, 6));
  if (a === 0x2002) return isBlockedIpv4(embeddedV4(g, 1));
  if (a === 0x2001 && b === 0x0db8) return true;
  return (a & 0xe000) !== 0x2000;
}

/** True when `hostname` (as `URL.hostname` gives it) may not be fetched. */
export function isBlockedHost(hostname: string): boolean {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === '') return true;
  if (host.startsWith('[') || host.includes(':')) {
    const groups = parseIpv6(host);
    return groups === null || isBlockedIpv6(groups);
  }
  const v4 = parseIpv4(host);
  if (v4 !== null) return isBlockedIpv4(v4);
  // A name without a dot is resolved through local search domains; names ending in a number are IPv4-ish.
  if (!host.includes('.') || /\.\d+$/.test(host)) return true;
  return BLOCKED_NAME.test(host);
}

/** Checks a user-given URL (or a redirect's target, resolved against `base`). */
export function checkImportUrl(input: string, base?: string): UrlCheck {
  let url: URL;
  try {
    url = new URL(input, base);
  } catch {
    return { ok: false, reason: 'invalid' };
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return { ok: false, reason: 'scheme' };
  if (url.username !== '' || url.password !== '') return { ok: false, reason: 'credentials' };
  if (url.port !== '') return { ok: false, reason: 'port' };
  if (isBlockedHost(url.hostname)) return { ok: false, reason: 'host' };
  return { ok: true, url };
}
