import type { IncomingMessage } from 'node:http';
import proxyAddr from 'proxy-addr';

/** Whether the hop `hop` away from us, at `address`, is a proxy of ours whose X-Forwarded-For we believe. */
export type TrustProxy = (address: string, hop: number) => boolean;

/**
 * TRUST_PROXY in express's syntax: a hop count (`1`: the one balancer in front of us), `false` (nothing is
 * believed), or a comma-separated list of addresses, ranges and the names `loopback`, `linklocal` and
 * `uniquelocal`. Express's `true` (believe every hop) is refused: any client could then pick the address
 * every per-address limit counts. Throws a TypeError naming a bad entry.
 */
export function parseTrustProxy(value: string): TrustProxy {
  const setting = value.trim();
  if (/^\d+$/.test(setting)) {
    const hops = Number(setting);
    return (_address, hop) => hop < hops;
  }
  if (setting === 'false') return () => false;
  if (setting === 'true') throw new TypeError("true would let any client pick its own address; give the proxies' addresses or a hop count");
  return proxyAddr.compile(setting.split(',').map((entry) => entry.trim()));
}

/**
 * The client's address: the nearest X-Forwarded-For hop that is not a trusted proxy. HTTP requests
 * (through express's `trust proxy`) and websocket upgrades (which express never sees) both read it here.
 */
export function clientAddressOf(request: IncomingMessage, trust: TrustProxy): string {
  return proxyAddr(request, trust) || 'unknown';
}
