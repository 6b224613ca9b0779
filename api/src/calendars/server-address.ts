import { lookup } from 'node:dns/promises';
import { BlockList, isIP } from 'node:net';

/** Addresses an expert's server may not name in production: the api's own machine and network. */
const PRIVATE = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.168.0.0', 16],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv4');
for (const [net, prefix] of [
  ['::', 128],
  ['::1', 128],
  ['fc00::', 7],
  ['fe80::', 10],
  ['::ffff:0:0', 96],
] as const)
  PRIVATE.addSubnet(net, prefix, 'ipv6');

export type ServerAddressRefusal = 'invalid' | 'unreachable';

/**
 * Why a CalDAV server address may not be used, or undefined when it may. Unless private servers
 * are allowed (a local Radicale outside production), it must be https and resolve only to public
 * addresses, so an expert cannot make the api call into its own network.
 */
export async function serverAddressRefusal(
  serverUrl: string,
  allowPrivate: boolean,
): Promise<ServerAddressRefusal | undefined> {
  let url: URL;
  try {
    url = new URL(serverUrl);
  } catch {
    return 'invalid';
  }
  if (url.username || url.password) return 'invalid';
  if (url.protocol !== 'https:' && !(allowPrivate && url.protocol === 'http:')) return 'invalid';
  if (allowPrivate) return undefined;
  const host = url.hostname.replace(/^\[|\]$/g, '');
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host) ? [{ address: host, family: isIP(host) }] : await lookup(host, { all: true });
  } catch {
    return 'unreachable';
  }
  const blocked = addresses.some(({ address, family }) =>
    PRIVATE.check(address, family === 6 ? 'ipv6' : 'ipv4'),
  );
  return blocked || addresses.length === 0 ? 'invalid' : undefined;
}
