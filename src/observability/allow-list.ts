import { BlockList, isIP } from 'node:net';

/**
 * METRICS_ALLOW: addresses (`10.0.0.7`, `::1`) and networks (`10.0.0.0/8`), comma-separated; throws
 * with the entry named when one is neither.
 */
export function parseAllowList(list: string): BlockList {
  const allowed = new BlockList();
  for (const entry of list.split(',').map((part) => part.trim()).filter((part) => part !== '')) {
    const [address = '', bits] = entry.split('/');
    const family = isIP(address);
    if (family === 0) throw new Error(`"${entry}" is not an IP address or network`);
    const type = family === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) allowed.addAddress(address, type);
    else {
      const prefix = Number(bits);
      if (!Number.isInteger(prefix) || prefix < 0 || prefix > (family === 6 ? 128 : 32)) throw new Error(`"${entry}" has no valid prefix length`);
      allowed.addSubnet(address, prefix, type);
    }
  }
  return allowed;
}
