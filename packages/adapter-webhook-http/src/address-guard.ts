import * as ipaddr from 'ipaddr.js';

type Bytes = ReadonlyArray<number>;

const startsWith = (bytes: Bytes, prefix: Bytes): boolean => prefix.every((byte, index) => bytes[index] === byte);

const ipv4Of = (bytes: Bytes): ipaddr.IPv4 => new ipaddr.IPv4([...bytes]);

/**
 * The IPv4 address an IPv6 address carries, by the form that carries it, or null. The forms:
 * IPv4-compatible (`::/96`, deprecated; `::` and `::1` are not), IPv4-mapped (`::ffff:0:0/96`),
 * translated (`::ffff:0:0:0/96`), NAT64's well-known prefix (`64:ff9b::/96`), 6to4
 * (`2002::/16`, the address in bits 16–47) and Teredo (`2001::/32`, the client's address
 * inverted in the last 32 bits). A socket reaching any of them may reach the IPv4 address inside.
 */
const embeddedIpv4 = (bytes: Bytes): { form: string; ipv4: ipaddr.IPv4 } | null => {
  const zeros = (count: number): Bytes => new Array<number>(count).fill(0);
  const last4 = bytes.slice(12, 16);
  if (startsWith(bytes, zeros(12))) {
    const value = last4.reduce((sum, byte) => sum * 256 + byte, 0);
    return value <= 1 ? null : { form: 'ipv4Compatible', ipv4: ipv4Of(last4) };
  }
  if (startsWith(bytes, [...zeros(10), 0xff, 0xff])) return { form: 'ipv4Mapped', ipv4: ipv4Of(last4) };
  if (startsWith(bytes, [...zeros(8), 0xff, 0xff, 0, 0])) return { form: 'rfc6145', ipv4: ipv4Of(last4) };
  if (startsWith(bytes, [0, 0x64, 0xff, 0x9b, ...zeros(8)])) return { form: 'rfc6052', ipv4: ipv4Of(last4) };
  if (startsWith(bytes, [0x20, 0x02])) return { form: '6to4', ipv4: ipv4Of(bytes.slice(2, 6)) };
  if (startsWith(bytes, [0x20, 0x01, 0, 0])) return { form: 'teredo', ipv4: ipv4Of(last4.map((byte) => byte ^ 0xff)) };
  return null;
};

/**
 * Where an address lies, by the IANA special-purpose registries (ipaddr.js): `unicast` for a
 * public address, else the range's name (`loopback`, `private`, `linkLocal`, `uniqueLocal`,
 * `multicast`, `unspecified`, `carrierGradeNat`, `reserved`, `6to4`, `teredo`, …). An IPv6 address
 * that carries an IPv4 address (`::ffff:10.0.0.1`, `::127.0.0.1`, `64:ff9b::a9fe:a9fe`,
 * `2002:7f00:1::`, …) is judged by the IPv4 address inside first: a special one gives its range
 * (`loopback`); a public one leaves an IPv4-mapped address `unicast` (the socket reaches exactly that
 * public address) and every other form its own name (`ipv4Compatible`, `rfc6052`, `6to4`,
 * `teredo`, `rfc6145`), refused as transition ranges are.
 */
export const addressRange = (address: string): string => {
  if (!ipaddr.isValid(address)) return 'invalid';
  const parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv4') return parsed.range();
  const embedded = embeddedIpv4((parsed as ipaddr.IPv6).toByteArray());
  if (embedded === null) return parsed.range();
  const inside = embedded.ipv4.range();
  if (inside !== 'unicast') return inside;
  return embedded.form === 'ipv4Mapped' ? 'unicast' : embedded.form;
};

/**
 * Only public unicast addresses may be called: every special range is refused, not just the
 * private ones (loopback, link-local with the cloud metadata address 169.254.169.254, unique-local,
 * multicast, unspecified, carrier-grade NAT, and the transition ranges that embed an IPv4 address).
 */
export const isPublicAddress = (address: string): boolean => addressRange(address) === 'unicast';
