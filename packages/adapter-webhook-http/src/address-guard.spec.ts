import { addressRange, isPublicAddress } from './address-guard';

describe('the address guard', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.1.2.3', 'private'],
    ['172.16.0.1', 'private'],
    ['192.168.1.1', 'private'],
    ['169.254.169.254', 'linkLocal'],
    ['0.0.0.0', 'unspecified'],
    ['224.0.0.1', 'multicast'],
    ['100.64.0.1', 'carrierGradeNat'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'linkLocal'],
    ['fc00::1', 'uniqueLocal'],
    ['fd12:3456::1', 'uniqueLocal'],
    ['ff02::1', 'multicast'],
    ['::ffff:127.0.0.1', 'loopback'],
    ['::ffff:10.0.0.1', 'private'],
    ['::ffff:a9fe:a9fe', 'linkLocal'],
    ['not an address', 'invalid'],
    // IPv4-compatible (::/96), as written and as a URL normalises it
    ['::127.0.0.1', 'loopback'],
    ['::7f00:1', 'loopback'],
    ['::a9fe:a9fe', 'linkLocal'],
    ['::10.0.0.1', 'private'],
    ['::808:808', 'ipv4Compatible'],
    // IPv4-mapped in every spelling, and the translated form (::ffff:0:0:0/96)
    ['0:0:0:0:0:ffff:7f00:1', 'loopback'],
    ['::ffff:0:127.0.0.1', 'loopback'],
    // NAT64 (64:ff9b::/96, and the local-use 64:ff9b:1::/48)
    ['64:ff9b::127.0.0.1', 'loopback'],
    ['64:ff9b::7f00:1', 'loopback'],
    ['64:ff9b::a9fe:a9fe', 'linkLocal'],
    ['64:ff9b::8.8.8.8', 'rfc6052'],
    ['64:ff9b:1::a00:1', 'rfc6052'],
    // 6to4 (2002::/16: the IPv4 address in bits 16-47)
    ['2002:7f00:1::', 'loopback'],
    ['2002:a00:1::1', 'private'],
    ['2002:a9fe:a9fe::', 'linkLocal'],
    ['2002:808:808::1', '6to4'],
    // Teredo (2001::/32: the client's IPv4 address inverted in the last 32 bits)
    ['2001:0:4136:e378:8000:63bf:80ff:fffe', 'loopback'],
  ])('refuses %s (%s)', (address, range) => {
    expect(addressRange(address)).toBe(range);
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each(['93.184.216.34', '8.8.8.8', '2606:4700:4700::1111', '::ffff:93.184.216.34'])('lets %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});
