/**
 * The client's address, for limits and for the sessions list. Behind `TRUST_PROXY` hops the
 * address is read from X-Forwarded-For counting from the right (each trusted proxy appends the
 * address it was reached from; anything further left was written by the client and proves
 * nothing). Whatever is read must parse as an IP address; otherwise the nearest trusted hop is used.
 */
import { isIP } from 'node:net';

/** `::ffff:192.0.2.1` is 192.0.2.1; `[2001:db8::1]` and `192.0.2.1:1234` lose their port. */
export function normalizeAddress(value: string | undefined | null): string | null {
  if (!value) return null;
  let address = value.trim();
  const bracketed = /^\[([^\]]+)\](?::\d+)?$/.exec(address);
  if (bracketed) address = bracketed[1]!;
  else if (/^\d{1,3}(\.\d{1,3}){3}:\d+$/.test(address)) address = address.slice(0, address.lastIndexOf(':'));
  const zone = address.indexOf('%');
  if (zone > 0) address = address.slice(0, zone);
  const mapped = /^::ffff:(\d{1,3}(\.\d{1,3}){3})$/i.exec(address);
  if (mapped) address = mapped[1]!;
  return isIP(address) === 0 ? null : address.toLowerCase();
}

/**
 * The client's address: the socket's peer without trusted proxies; with `hops` of them, the entry
 * of X-Forwarded-For that the outermost trusted proxy wrote (`1`: the rightmost). A chain shorter
 * than `hops` yields its leftmost entry (written by a trusted proxy all the same); an entry that
 * is not an IP address yields the hop that reported it. 'unknown' when there is no address at all
 * (a test's in-process request).
 */
export function clientAddress(forwardedFor: string | undefined, socketAddress: string | undefined, hops: number): string {
  const socket = normalizeAddress(socketAddress);
  if (hops <= 0 || !forwardedFor) return socket ?? 'unknown';
  const entries = forwardedFor.split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
  // The chain from us outwards: the socket's peer (the nearest proxy), then the entries right to left.
  const chain: Array<string | null> = [socket, ...entries.reverse().map(normalizeAddress)];
  let index = Math.min(hops, chain.length - 1);
  // An unreadable entry: fall back towards us, to the proxy that reported it.
  while (index > 0 && chain[index] === null) index -= 1;
  return chain[index] ?? 'unknown';
}

/**
 * The key limits count an address under: an IPv4 address as is, an IPv6 address by its /64 (one
 * subscriber's network: a host there has billions of addresses to rotate through).
 */
export function addressKey(address: string): string {
  if (isIP(address) !== 6) return address;
  const [head, tail = ''] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const full = address.includes('::') ? [...left, ...Array<string>(8 - left.length - right.length).fill('0'), ...right] : left;
  return `${full
    .slice(0, 4)
    .map((part) => part.replace(/^0+(?=.)/, ''))
    .join(':')}::/64`;
}
