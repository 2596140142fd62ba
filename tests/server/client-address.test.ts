import { once } from 'node:events';
import { createServer, request, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig, ConfigError } from '../../server/config.js';
import { clientAddressOf, parseTrustProxy } from '../../server/http/client-address.js';
import { SIGN_UP, cityIdByName, createCity, customerInput } from '../helpers/factories.js';
import type { GqlResponse } from '../helpers/gql-client.js';
import { startTestServer } from '../helpers/server.js';

const codeOf = (response: GqlResponse<unknown>) => response.errors?.[0]?.extensions?.code ?? 'OK';

/** A server that allows one sign-up per client address an hour, trusting proxies as `trustProxy` says. */
async function oneSignUpPerAddress(trustProxy: string) {
  const server = await startTestServer({ SIGN_UP_LIMIT_PER_IP: '1', TRUST_PROXY: trustProxy });
  await createCity(server.dataSource, 'Lusaka');
  const lusakaId = await cityIdByName(server.client(), 'Lusaka');
  const signUp = async (forwardedFor: string) =>
    codeOf(await server.client().request(SIGN_UP, { input: customerInput(lusakaId) }, { 'x-forwarded-for': forwardedFor }));
  return { server, signUp };
}

describe('behind a trusted proxy (TRUST_PROXY=loopback, the default; the tests reach the server from 127.0.0.1)', () => {
  let setup: Awaited<ReturnType<typeof oneSignUpPerAddress>>;
  beforeAll(async () => {
    setup = await oneSignUpPerAddress('loopback');
  });
  afterAll(async () => setup?.server.stop());

  it('limits two clients behind the one proxy separately', async () => {
    expect(await setup.signUp('203.0.113.1')).toBe('OK');
    expect(await setup.signUp('203.0.113.2')).toBe('OK');
    expect(await setup.signUp('203.0.113.1')).toBe('TOO_MANY_REQUESTS');
  });

  it('counts the address the proxy saw, whatever the client wrote before it', async () => {
    // The proxy appends the address it was reached from to what the client sent.
    expect(await setup.signUp('198.51.100.1, 203.0.113.9')).toBe('OK');
    expect(await setup.signUp('198.51.100.2, 203.0.113.9')).toBe('TOO_MANY_REQUESTS');
  });
});

describe('a client that reaches the server directly (TRUST_PROXY names other addresses)', () => {
  let setup: Awaited<ReturnType<typeof oneSignUpPerAddress>>;
  beforeAll(async () => {
    setup = await oneSignUpPerAddress('192.0.2.0/24');
  });
  afterAll(async () => setup?.server.stop());

  it('cannot pick its address with its own X-Forwarded-For', async () => {
    expect(await setup.signUp('203.0.113.1')).toBe('OK');
    expect(await setup.signUp('203.0.113.2')).toBe('TOO_MANY_REQUESTS');
    expect(await setup.signUp('')).toBe('TOO_MANY_REQUESTS');
  });
});

describe('a hop count (TRUST_PROXY=1: one balancer in front)', () => {
  let setup: Awaited<ReturnType<typeof oneSignUpPerAddress>>;
  beforeAll(async () => {
    setup = await oneSignUpPerAddress('1');
  });
  afterAll(async () => setup?.server.stop());

  it('believes the last hop only', async () => {
    expect(await setup.signUp('10.1.1.1, 203.0.113.7')).toBe('OK');
    expect(await setup.signUp('10.2.2.2, 203.0.113.7')).toBe('TOO_MANY_REQUESTS');
    expect(await setup.signUp('10.1.1.1, 203.0.113.8')).toBe('OK');
  });
});

describe('the websocket upgrade', () => {
  it('finds the client address by the same rule as HTTP', async () => {
    const seen: string[] = [];
    const trust = parseTrustProxy('loopback');
    const http = createServer();
    http.on('upgrade', (request: IncomingMessage, socket) => {
      seen.push(clientAddressOf(request, trust));
      socket.end('HTTP/1.1 400 Bad Request\r\nContent-Length: 0\r\n\r\n');
    });
    http.listen(0, '127.0.0.1');
    await once(http, 'listening');
    const { port } = http.address() as AddressInfo;
    try {
      for (const forwardedFor of ['203.0.113.4', '198.51.100.1, 203.0.113.5']) {
        const upgrade = request({
          port,
          host: '127.0.0.1',
          path: '/graphql',
          headers: { connection: 'Upgrade', upgrade: 'websocket', 'x-forwarded-for': forwardedFor },
        });
        upgrade.end();
        (await once(upgrade, 'response'))[0].resume();
      }
    } finally {
      http.close();
    }
    expect(seen).toEqual(['203.0.113.4', '203.0.113.5']);
  });
});

describe('TRUST_PROXY values', () => {
  const configError = (value: string) => {
    try {
      loadConfig({ TRUST_PROXY: value });
      return null;
    } catch (error) {
      return error instanceof ConfigError ? error.message : String(error);
    }
  };

  it("takes express's names, ranges and hop counts", () => {
    for (const value of ['loopback', 'loopback, 10.0.0.0/8', 'uniquelocal,fd00::/8', '2', 'false'])
      expect(configError(value), value).toBeNull();
  });

  it('refuses "true" and addresses it cannot read, with one clear line', () => {
    expect(configError('true')).toBe(
      "Invalid environment variable TRUST_PROXY: true would let any client pick its own address; give the proxies' addresses or a hop count",
    );
    expect(configError('loopback, not-an-address')).toMatch(/^Invalid environment variable TRUST_PROXY: .*not-an-address/);
  });
});
