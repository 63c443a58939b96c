import * as ipaddr from 'ipaddr.js';

/**
 * Whether a calendar URL may reach this address. Only ordinary public unicast addresses pass:
 * private (10/8, 172.16/12, 192.168/16, fc00::/7), loopback, link-local (169.254/16 with the cloud
 * metadata services, fe80::/10), carrier-grade NAT, multicast, reserved and unspecified ranges are
 * refused, and so are IPv6 forms that embed an IPv4 address (NAT64, 6to4, Teredo, IPv4-compatible),
 * which could carry a private one. IPv4-mapped IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  const parsed = ipaddr.process(address);
  if (parsed.range() !== 'unicast') return false;
  // IPv6 only within global unicast (2000::/3): ipaddr.js calls everything it has no name for
  // "unicast", the deprecated IPv4-compatible form (`::127.0.0.1`, which a host routing ::/96 would
  // deliver to that IPv4 address) included.
  return parsed.kind() === 'ipv4' || (parsed as ipaddr.IPv6).match(GLOBAL_UNICAST);
}

const GLOBAL_UNICAST = ipaddr.IPv6.parseCIDR('2000::/3');

/** An IP literal as written in a URL's host (`[::1]` → `::1`), or null for a name. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}
