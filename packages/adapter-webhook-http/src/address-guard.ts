import * as ipaddr from 'ipaddr.js';

/**
 * Where an address lies, by the IANA special-purpose registries (ipaddr.js): `unicast` for a
 * public address, else the range's name (`loopback`, `private`, `linkLocal`, `uniqueLocal`,
 * `multicast`, `unspecified`, `carrierGradeNat`, `reserved`, `6to4`, `teredo`, …). An IPv4-mapped
 * IPv6 address (`::ffff:10.0.0.1`) is judged as the IPv4 address it carries.
 */
export const addressRange = (address: string): string => {
  if (!ipaddr.isValid(address)) return 'invalid';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) return (parsed as ipaddr.IPv6).toIPv4Address().range();
  return parsed.range();
};

/**
 * Only public unicast addresses may be called: every special range is refused, not just the
 * private ones (loopback, link-local with the cloud metadata address 169.254.169.254, unique-local,
 * multicast, unspecified, carrier-grade NAT, and the transition ranges that embed an IPv4 address).
 */
export const isPublicAddress = (address: string): boolean => addressRange(address) === 'unicast';
