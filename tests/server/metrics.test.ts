import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../helpers/server.js';

const TOKEN = 'scrape-me-please-0123456789';
const PROBE = 'query MetricsProbe { services(first: 1) { totalCount } }';

let server: TestServer;

function scrape(url: string, token?: string): Promise<Response> {
  return fetch(url, token ? { headers: { authorization: `Bearer ${token}` } } : {});
}

/** The value of one sample in Prometheus text, 0 when the series is not there yet. */
function sample(text: string, series: string): number {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
}

beforeAll(async () => {
  server = await startTestServer({ METRICS_TOKEN: TOKEN });
});

afterAll(async () => {
  await server?.stop();
});

describe('/metrics on the app port', () => {
  it('is refused without the token and with a wrong one', async () => {
    expect((await scrape(`${server.baseUrl}/metrics`)).status).toBe(401);
    expect((await scrape(`${server.baseUrl}/metrics`, `${TOKEN}x`)).status).toBe(401);
    expect((await fetch(`${server.baseUrl}/metrics`, { headers: { authorization: TOKEN } })).status).toBe(401);
  });

  it('with the token, counts each GraphQL operation by name and reports the pool, the jobs, the live sockets and the process', async () => {
    const before = await (await scrape(`${server.baseUrl}/metrics`, TOKEN)).text();
    expect((await server.client().request(PROBE)).errors).toBeUndefined();
    const response = await scrape(`${server.baseUrl}/metrics`, TOKEN);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain; version=0\.0\.4/);
    const text = await response.text();

    const probes = 'marketplace_graphql_operation_duration_seconds_count{operation="MetricsProbe",outcome="ok"}';
    expect(sample(text, probes)).toBe(sample(before, probes) + 1);
    const posts = 'marketplace_http_request_duration_seconds_count{method="POST",route="/graphql",status="200"}';
    expect(sample(text, posts)).toBeGreaterThan(sample(before, posts));
    for (const series of [
      'marketplace_db_pool_connections{state="in_use"}',
      'marketplace_db_pool_connections{state="idle"}',
      'marketplace_db_pool_waiting',
      'marketplace_job_queue_jobs{queue="mail",state="ready"}',
      'marketplace_job_queue_jobs{queue="mail",state="dead_letter"}',
      'marketplace_live_sockets',
      'process_resident_memory_bytes',
      'nodejs_eventloop_lag_seconds',
    ])
      expect(text).toContain(`\n${series} `);
    expect(sample(text, 'marketplace_live_listen_up')).toBe(1);
  });

  it('is not there (404) without METRICS_TOKEN, nor when METRICS_PORT gives the metrics a listener of their own', async () => {
    server = await server.restart({});
    expect((await scrape(`${server.baseUrl}/metrics`, TOKEN)).status).toBe(404);

    server = await server.restart({ METRICS_TOKEN: TOKEN, METRICS_PORT: '0' });
    expect((await scrape(`${server.baseUrl}/metrics`, TOKEN)).status).toBe(404);
    const own = await scrape(`http://127.0.0.1:${server.metricsPort}/metrics`);
    expect(own.status).toBe(200);
    expect(await own.text()).toContain('marketplace_http_request_duration_seconds');
    expect((await scrape(`http://127.0.0.1:${server.metricsPort}/`)).status).toBe(404);
  });
});
