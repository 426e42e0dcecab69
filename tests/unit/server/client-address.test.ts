import { describe, expect, it } from 'vitest';
import { clientAddress, parseTrustProxy } from '../../../src/server/host/client-address.ts';

describe('client address', () => {
  it('is the socket peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    const nobody = parseTrustProxy(undefined);
    expect(clientAddress('203.0.113.7', '1.1.1.1', nobody)).toBe('203.0.113.7');
    expect(clientAddress('::ffff:203.0.113.7', '1.1.1.1, 2.2.2.2', parseTrustProxy('0'))).toBe('203.0.113.7');
  });

  it('takes the hop before a trusted proxy, not the left-most (client-chosen) entry', () => {
    const nginx = parseTrustProxy('127.0.0.1');
    // nginx appends the address it saw; the client prepended a forged one.
    expect(clientAddress('127.0.0.1', '6.6.6.6, 198.51.100.4', nginx)).toBe('198.51.100.4');
    expect(clientAddress('127.0.0.1', ['6.6.6.6', '198.51.100.4'], nginx)).toBe('198.51.100.4');
  });

  it('walks trusted ranges and hop counts', () => {
    const ranges = parseTrustProxy('loopback, 10.0.0.0/8');
    expect(clientAddress('127.0.0.1', '198.51.100.4, 10.1.2.3', ranges)).toBe('198.51.100.4');
    expect(clientAddress('192.0.2.1', '198.51.100.4', ranges)).toBe('192.0.2.1');
    const twoHops = parseTrustProxy('2');
    expect(clientAddress('192.0.2.1', '6.6.6.6, 198.51.100.4, 192.0.2.9', twoHops)).toBe('198.51.100.4');
    expect(clientAddress('::1', '2001:db8::5', parseTrustProxy('::1'))).toBe('2001:db8::5');
  });

  it('stops at a trusted proxy that forwards something that is not an address', () => {
    expect(clientAddress('127.0.0.1', 'nonsense', parseTrustProxy('loopback'))).toBe('127.0.0.1');
  });

  it.each(['yes', '10.0.0.0/33', '10.0.0.0/x', 'example.com', '1.2.3'])('refuses TRUST_PROXY=%s', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });
});
