// Issue 34, finding 4: limits counted per exact address, and an IPv6 user holds a /64 of them.
import { describe, expect, it } from 'vitest';
import { clientKey } from '../../../src/server/web/client';
import { limitAddress } from '../../../src/server/http/address-prefix';

describe('the address limits count by', () => {
  it.each([
    ['203.0.113.7', '203.0.113.7'],
    ['::ffff:203.0.113.7', '203.0.113.7'],
    ['2001:db8:1:2:3:4:5:6', '2001:db8:1:2::/64'],
    ['2001:0DB8:0001:0002:ffff:ffff:ffff:ffff', '2001:db8:1:2::/64'],
    ['2001:db8:1:2::1', '2001:db8:1:2::/64'],
    ['2001:db8::1', '2001:db8:0:0::/64'],
    ['fe80::1%eth0', 'fe80:0:0:0::/64'],
    ['::1', '0:0:0:0::/64'],
    ['64:ff9b::198.51.100.1', '64:ff9b:0:0::/64'],
    ['not an address', 'not an address'],
    ['1:2:3', '1:2:3'],
    ['1::2::3', '1::2::3'],
  ])('%s → %s', (address, expected) => {
    expect(limitAddress(address)).toBe(expected);
  });

  it('makes one client of a whole /64, and two of neighbouring /64s', () => {
    expect(clientKey('2001:db8:1:2::1')).toBe(clientKey('2001:db8:1:2:aaaa:bbbb:cccc:dddd'));
    expect(clientKey('2001:db8:1:2::1')).not.toBe(clientKey('2001:db8:1:3::1'));
    expect(clientKey('203.0.113.7')).not.toBe(clientKey('203.0.113.8'));
  });

  it('reads a hostile address in time linear in a bounded length', () => {
    const hostile = `${'1:'.repeat(50_000)}:`;
    const started = performance.now();
    limitAddress(hostile);
    expect(performance.now() - started).toBeLessThan(100);
  });
});
