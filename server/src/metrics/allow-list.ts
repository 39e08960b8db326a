import { BlockList, isIP } from 'node:net';

/** One network of METRICS_ALLOW: an address and how many of its leading bits a caller must share. */
export interface NetworkRange {
  address: string;
  prefix: number;
  family: 'ipv4' | 'ipv6';
}

/** Loopback and the private ranges (RFC 1918, IPv6 unique local): the default METRICS_ALLOW. */
export const LOCAL_NETWORKS = '127.0.0.0/8,::1/128,10.0.0.0/8,172.16.0.0/12,192.168.0.0/16,fc00::/7';

/** One entry, `10.0.0.0/8` or a single address; null when it is neither. */
function parseRange(entry: string): NetworkRange | null {
  const [address = '', prefixText, ...rest] = entry.split('/');
  const version = isIP(address);
  if (version === 0 || rest.length > 0) return null;
  const bits = version === 4 ? 32 : 128;
  if (prefixText !== undefined && !/^\d{1,3}$/.test(prefixText)) return null;
  const prefix = prefixText === undefined ? bits : Number(prefixText);
  if (prefix > bits) return null;
  return { address, prefix, family: version === 4 ? 'ipv4' : 'ipv6' };
}

/** The entries of METRICS_ALLOW's value, `none` or a comma-separated list of networks in CIDR notation. */
function entriesOf(text: string): string[] {
  const value = text.trim();
  return value.toLowerCase() === 'none' ? [] : value.split(',').map((part) => part.trim());
}

/** METRICS_ALLOW's networks (none for `none`: no network may read /metrics without the token); null when an entry is not a network. */
export function allowListRanges(text: string): NetworkRange[] | null {
  const ranges = entriesOf(text).map(parseRange);
  return ranges.every((range) => range !== null) ? ranges : null;
}

/** The first entry of METRICS_ALLOW's value that is not a network, for the message. */
export function badAllowListEntry(text: string): string | null {
  return entriesOf(text).find((entry) => parseRange(entry) === null) ?? null;
}

/** The ranges as a list Node checks addresses against (IPv4 addresses seen through IPv6 included). */
export function allowListOf(ranges: readonly NetworkRange[]): BlockList {
  const list = new BlockList();
  for (const range of ranges) list.addSubnet(range.address, range.prefix, range.family);
  return list;
}

/** Whether an address lies in the list; anything that is not an address does not. */
export function addressAllowed(list: BlockList, address: string): boolean {
  const version = isIP(address);
  if (version === 0) return false;
  return list.check(address, version === 4 ? 'ipv4' : 'ipv6');
}
