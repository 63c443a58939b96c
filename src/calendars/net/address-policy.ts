import * as ipaddr from 'ipaddr.js';

/**
 * Whether a calendar URL may reach this address. Only ordinary public unicast addresses pass:
 * private (10/8, 172.16/12, 192.168/16, fc00::/7), loopback, link-local (169.254/16 with the cloud
 * metadata services, fe80::/10), carrier-grade NAT, multicast, reserved and unspecified ranges are
 * refused, and so are IPv6 forms that embed an IPv4 address (NAT64, 6to4, Teredo), which could carry
 * a private one. IPv4-mapped IPv6 (`::ffff:10.0.0.1`) is judged as the IPv4 address it is.
 */
export function isPublicAddress(address: string): boolean {
  if (!ipaddr.isValid(address)) return false;
  return ipaddr.process(address).range() === 'unicast';
}

/** An IP literal as written in a URL's host (`[::1]` → `::1`), or null for a name. */
export function ipLiteral(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname;
  return ipaddr.isValid(bare) ? bare : null;
}
