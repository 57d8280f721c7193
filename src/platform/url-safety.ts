import { promises as dns } from 'node:dns';
import { BlockList, isIP } from 'node:net';

/** Addresses a webhook must never reach: loopback, private, link-local (cloud metadata), CGNAT, … */
const FORBIDDEN = new BlockList();
for (const [network, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.0.2.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['198.51.100.0', 24],
  ['203.0.113.0', 24],
  ['224.0.0.0', 3],
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv4');
// IPv6: the unspecified and loopback addresses with the rest of ::/96 (IPv4-compatible, so
// [::127.0.0.1] cannot reach loopback), IPv4-mapped, NAT64, discard, Teredo (2001::/32) and 6to4
// (2002::/16), which embed IPv4 addresses, then unique-local, link-local, multicast, documentation.
for (const [network, prefix] of [
  ['::', 96],
  ['::ffff:0:0', 96],
  ['64:ff9b::', 96],
  ['100::', 64],
  ['2001::', 32],
  ['2002::', 16],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
  ['2001:db8::', 32],
] as const)
  FORBIDDEN.addSubnet(network, prefix, 'ipv6');

const LOOPBACK = new BlockList();
LOOPBACK.addSubnet('127.0.0.0', 8, 'ipv4');
LOOPBACK.addAddress('::1', 'ipv6');

export interface UrlPolicy {
  /** Development and tests only: admits http:// and https:// receivers on loopback addresses. */
  allowLocalReceivers: boolean;
}

/** Why an address may not be reached, or undefined when it may. */
export function forbiddenAddress(address: string, policy: UrlPolicy): string | undefined {
  const family: 'ipv4' | 'ipv6' = isIP(address) === 6 ? 'ipv6' : 'ipv4';
  // An IPv4-mapped IPv6 address is judged as the IPv4 address it maps.
  const mapped = family === 'ipv6' ? /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(address)?.[1] : undefined;
  const plain = mapped ?? address;
  const plainFamily: 'ipv4' | 'ipv6' = mapped ? 'ipv4' : family;
  if (policy.allowLocalReceivers && LOOPBACK.check(plain, plainFamily)) return undefined;
  if (FORBIDDEN.check(plain, plainFamily)) return `${address} is a loopback, private, link-local or reserved address`;
  return undefined;
}

/** Checks a receiver URL: HTTPS (or local HTTP when allowed) and every resolved address allowed. */
export async function checkReceiverUrl(raw: string, policy: UrlPolicy): Promise<{ ok: true; url: URL } | { ok: false; reason: string }> {
  let url: URL;
  try {
    url = new URL(raw);
    // biome-ignore lint/plugin: an unparsable URL is the answer: not absolute.
  } catch {
    return { ok: false, reason: 'must be an absolute URL' };
  }
  const host = url.hostname.replace(/^\[|\]$/g, '');
  const local = host === 'localhost' || LOOPBACK.check(host, isIP(host) === 6 ? 'ipv6' : 'ipv4');
  if (url.protocol !== 'https:' && !(policy.allowLocalReceivers && local && url.protocol === 'http:'))
    return {
      ok: false,
      reason:
        local && url.protocol === 'http:'
          ? 'must use HTTPS; a local receiver over plain HTTP needs the server started with WEBHOOK_ALLOW_LOCAL_RECEIVERS=true (development only)'
          : 'must use HTTPS',
    };
  if (url.username || url.password) return { ok: false, reason: 'must not carry credentials' };
  let addresses: string[];
  try {
    addresses = isIP(host) ? [host] : (await dns.lookup(host, { all: true, verbatim: true })).map((a) => a.address);
    // biome-ignore lint/plugin: a name that does not resolve is the answer, said to the caller.
  } catch {
    return { ok: false, reason: `host ${host} does not resolve; if its DNS record is new or your DNS is down, this may be temporary: try again later` };
  }
  for (const address of addresses) {
    const reason = forbiddenAddress(address, policy);
    if (reason) return { ok: false, reason };
  }
  return { ok: true, url };
}
