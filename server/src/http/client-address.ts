/**
 * The caller's network address, for the per-address abuse limits. Behind a load balancer every
 * connection comes from the balancer, so with `trustedProxies` hops the address is read from
 * X-Forwarded-For: each trusted proxy appends the address it received the request from, so the
 * client is the entry that many places from the right. Entries further left are the client's own
 * claims and are never believed.
 */
export function clientAddress(forwardedFor: string | null | undefined, remoteAddress: string | undefined, trustedProxies: number): string {
  const direct = normalize(remoteAddress ?? '');
  if (trustedProxies <= 0 || !forwardedFor) return direct;
  const hops = forwardedFor
    .split(',')
    .map((part) => normalize(part.trim()))
    .filter(Boolean);
  if (!hops.length) return direct;
  // hops[hops.length - 1] was added by the nearest proxy; with n trusted proxies the client is n - 1 further left.
  return hops[Math.max(0, hops.length - trustedProxies)] ?? direct;
}

/** IPv4 addresses seen through an IPv6 socket ('::ffff:10.0.0.1') count as the IPv4 address. */
function normalize(address: string): string {
  return address.startsWith('::ffff:') && address.includes('.') ? address.slice(7) : address;
}
