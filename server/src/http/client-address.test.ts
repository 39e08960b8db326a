import { describe, expect, it } from 'vitest';
import { clientAddress } from './client-address.js';

describe('client address', () => {
  it.each([
    ['no proxy: the socket, whatever the header claims', '1.2.3.4', '10.0.0.5', 0, '10.0.0.5'],
    ['one proxy: what it appended', '9.9.9.9, 1.2.3.4', '10.0.0.5', 1, '1.2.3.4'],
    ['two proxies: the entry before the nearer proxy', '9.9.9.9, 1.2.3.4, 172.16.0.2', '10.0.0.5', 2, '1.2.3.4'],
    ['more proxies trusted than hops: the leftmost', '1.2.3.4', '10.0.0.5', 3, '1.2.3.4'],
    ['a proxy but no header: the socket', null, '10.0.0.5', 1, '10.0.0.5'],
    ['an empty header: the socket', ' , ', '10.0.0.5', 1, '10.0.0.5'],
    ['IPv4 through an IPv6 socket', null, '::ffff:10.0.0.5', 0, '10.0.0.5'],
    ['an IPv6 client', '2001:db8::1', '10.0.0.5', 1, '2001:db8::1'],
    ['no socket (in-process)', null, undefined, 0, ''],
  ] as const)('%s', (_case, forwardedFor, remote, hops, expected) => {
    expect(clientAddress(forwardedFor, remote, hops)).toBe(expected);
  });
});
