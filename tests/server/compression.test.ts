import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';
import { securityHeaders } from '../../server/http/security-headers.js';
import { webApp } from '../../server/http/web-app.js';
import { precompressFolder } from '../../web/build/precompress.js';
import { seedCategory, seedService } from '../helpers/booking-factories.js';
import { startTestServer, type TestServer } from '../helpers/server.js';

type Answer = { status: number; headers: http.IncomingHttpHeaders; body: Buffer };

/** A GET that states exactly which encodings it accepts (fetch would add its own and decode the body). */
function get(baseUrl: string, pathname: string, acceptEncoding: string, body?: string): Promise<Answer> {
  const { hostname, port } = new URL(baseUrl);
  return new Promise((resolve, reject) => {
    const headers: Record<string, string> = { 'accept-encoding': acceptEncoding };
    if (body) Object.assign(headers, { 'content-type': 'application/json', 'content-length': String(Buffer.byteLength(body)) });
    const request = http.request({ host: hostname, port, path: pathname, method: body ? 'POST' : 'GET', headers }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body: Buffer.concat(chunks) }));
    });
    request.on('error', reject);
    request.end(body);
  });
}

function decoded(answer: Answer): string {
  const encoding = answer.headers['content-encoding'];
  const body = encoding === 'br' ? brotliDecompressSync(answer.body) : encoding === 'gzip' ? gunzipSync(answer.body) : answer.body;
  return body.toString('utf8');
}

describe('the built web app, pre-compressed', () => {
  let folder: string;
  let baseUrl: string;
  let server: http.Server;
  const script = `console.log(${JSON.stringify('Book a service today! '.repeat(400))});\n`;
  const shell = `<!doctype html><html><head><title>AYS</title></head><body>${'<div></div>'.repeat(200)}</body></html>`;

  beforeAll(async () => {
    folder = await mkdtemp(path.join(os.tmpdir(), 'marketplace-web-'));
    await mkdir(path.join(folder, 'assets'));
    await writeFile(path.join(folder, 'assets', 'index-abc123.js'), script);
    await writeFile(path.join(folder, 'assets', 'graphql.worker-abc123.js'), script);
    await writeFile(path.join(folder, 'index.html'), shell);
    await writeFile(path.join(folder, 'robots.txt'), 'User-agent: *\nAllow: /\n');
    await precompressFolder(folder);
    const app = express();
    app.use(securityHeaders(loadConfig({ ...process.env, NODE_ENV: 'test' })));
    app.use(webApp(folder));
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await rm(folder, { recursive: true, force: true });
  });

  it.each([
    ['br, gzip, deflate', 'br'],
    ['gzip', 'gzip'],
    ['identity', undefined],
  ])('answers Accept-Encoding "%s" with %s, the same script either way, cached for good', async (accepted, encoding) => {
    const answer = await get(baseUrl, '/assets/index-abc123.js', accepted);
    expect(answer.status).toBe(200);
    expect(answer.headers['content-encoding']).toBe(encoding);
    expect(answer.headers.vary).toMatch(/Accept-Encoding/i);
    expect(answer.headers['content-type']).toMatch(/^text\/javascript/);
    expect(answer.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(decoded(answer)).toBe(script);
    if (encoding) expect(answer.body.length).toBeLessThan(script.length / 10);
  });

  it('sends a hashed file with the headers a script or style sheet uses and no more (the first screen downloads nine)', async () => {
    const answer = await get(baseUrl, '/assets/index-abc123.js', 'br');
    expect(answer.headers['x-content-type-options']).toBe('nosniff');
    expect(answer.headers['cross-origin-resource-policy']).toBe('same-origin');
    // A document's policies (the CSP, framing, referrer, opener) do nothing on a script; an immutable file is never revalidated.
    for (const name of [
      'content-security-policy',
      'x-frame-options',
      'referrer-policy',
      'cross-origin-opener-policy',
      'etag',
      'last-modified',
    ]) {
      expect(answer.headers[name], name).toBeUndefined();
    }
    const headerBytes = Object.entries(answer.headers).reduce((sum, [name, value]) => sum + name.length + String(value).length + 4, 0);
    expect(headerBytes).toBeLessThan(400);
  });

  it('keeps the CSP on a worker (it applies to what the worker loads) and on the app shell', async () => {
    for (const route of ['/assets/graphql.worker-abc123.js', '/', '/index.html']) {
      const answer = await get(baseUrl, route, 'br');
      expect(answer.headers['content-security-policy'], route).toMatch(/default-src 'self'/);
    }
    expect((await get(baseUrl, '/', 'br')).headers['x-frame-options']).toBe('DENY');
  });

  it('sends the app shell, compressed and never cached stale, for every client-side route', async () => {
    for (const route of ['/', '/services/U2VydmljZTox', '/admin/bookings']) {
      const answer = await get(baseUrl, route, 'br');
      expect(answer.status, route).toBe(200);
      expect(answer.headers['content-encoding'], route).toBe('br');
      expect(answer.headers['content-type'], route).toMatch(/^text\/html/);
      expect(answer.headers['cache-control'], route).toBe('no-cache');
      expect(decoded(answer), route).toBe(shell);
    }
  });

  it('serves robots.txt as text, not the app shell', async () => {
    const answer = await get(baseUrl, '/robots.txt', 'br, gzip');
    expect(answer.headers['content-type']).toMatch(/^text\/plain/);
    expect(decoded(answer)).toBe('User-agent: *\nAllow: /\n');
  });
});

describe('GraphQL answers', () => {
  let api: TestServer;

  beforeAll(async () => {
    api = await startTestServer();
    const category = await seedCategory(api.dataSource);
    for (let i = 0; i < 12; i += 1) await seedService(api.dataSource, { categoryId: category.id });
  });

  afterAll(async () => {
    await api?.stop();
  });

  it('travel gzipped when larger than 1 KB and the client accepts it', async () => {
    const query = JSON.stringify({
      query: '{ services(first: 12) { edges { cursor node { id serviceName packages { name customerPrice } } } } }',
    });
    const answer = await get(api.baseUrl, '/graphql', 'gzip', query);
    expect(answer.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(decoded(answer)).data.services.edges).toHaveLength(12);
  });

  it('travel as they are when small', async () => {
    const answer = await get(api.baseUrl, '/graphql', 'gzip', JSON.stringify({ query: '{ __typename }' }));
    expect(answer.headers['content-encoding']).toBeUndefined();
    expect(JSON.parse(decoded(answer))).toEqual({ data: { __typename: 'Query' } });
  });
});
