/**
 * Which user-given URLs the worker may fetch when importing a recipe (docs/architecture.md "Fetching user-given URLs"). Pure: it looks at the URL only. There is no DNS lookup offline, so a public
 * name that resolves to a private address is not caught here; Cloudflare's egress cannot reach
 * private networks, but local workerd can (see docs/decisions/020-recipe-import.md). Addresses are
 * read and classified by ipaddr.js, after the host is normalised (docs/decisions/032-hardening-second-pass.md).
 */

import ipaddr from 'ipaddr.js';

export type UrlRefusal = 'invalid' | 'scheme' | 'credentials' | 'port' | 'host';

export type UrlCheck = { ok: true; url: URL } | { ok: false; reason: UrlRefusal };

/** Host names that always mean "this machine" or a private network. */
const BLOCKED_NAME = /(?:^|\.)(?:localhost|internal|local|lan|home\.arpa|intranet|corp|localdomain)$/i;

/**
 * True unless the address is global unicast: for IPv4 whatever ipaddr.js does not call `unicast`
 * (loopback, private, CGNAT, link-local with the 169.254.169.254 metadata address, multicast,
 * broadcast, documentation, benchmarking and other reserved space); for IPv6 anything outside
 * 2000::/3 or in a special range, with the IPv4 inside IPv4-mapped, NAT64 (64:ff9b::/96) and 6to4
 * (2002::/16) addresses checked as IPv4.
 */
function isBlockedAddress(address: ipaddr.IPv4 | ipaddr.IPv6): boolean {
  if (address.kind() === 'ipv4') return address.range() !== 'unicast';
  const v6 = address as ipaddr.IPv6;
  const range = v6.range();
  const parts = v6.parts;
  const v4 = (hi: number, lo: number) => new ipaddr.IPv4([hi >> 8, hi & 255, lo >> 8, lo & 255]);
  if (range === 'ipv4Mapped') return isBlockedAddress(v6.toIPv4Address());
  if (range === 'rfc6052') return isBlockedAddress(v4(parts[6] ?? 0, parts[7] ?? 0));
  if (range === '6to4') return isBlockedAddress(v4(parts[1] ?? 0, parts[2] ?? 0));
  return range !== 'unicast' || ((parts[0] ?? 0) & 0xe000) !== 0x2000;
}

/**
 * The host as the resolver will see it: lower case, without the trailing dots a resolver ignores
 * (`localhost..`), and an IPv4 literal in any legacy form (`127.1`, `0x7f.1`) written as four
 * decimal parts, as the URL standard reads it. Null for a name with an empty label.
 */
function normaliseHost(hostname: string): string | null {
  const host = hostname.toLowerCase().replace(/\.+$/, '');
  if (host === '' || host.startsWith('.') || host.includes('..')) return null;
  if (host.startsWith('[')) return host;
  try {
    return new URL(`http://${host}/`).hostname; // re-read without the dots: legacy IPv4 becomes a.b.c.d
  } catch {
    return null;
  }
}

/** True when `hostname` (as `URL.hostname` gives it) may not be fetched (docs/decisions/032-hardening-second-pass.md). */
export function isBlockedHost(hostname: string): boolean {
  const host = normaliseHost(hostname);
  if (host === null) return true;
  if (host.startsWith('[')) {
    const inner = host.slice(1, -1);
    return !ipaddr.IPv6.isValid(inner) || isBlockedAddress(ipaddr.IPv6.parse(inner));
  }
  if (ipaddr.IPv4.isValidFourPartDecimal(host)) return isBlockedAddress(ipaddr.IPv4.parse(host));
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
