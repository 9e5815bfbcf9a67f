import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestServer, type TestServer } from '../testing/test-server.ts';

const TOKEN = 'metryki-operatora-0123456789abcdef';

describe('GET /api/metrics with METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ METRICS_TOKEN: TOKEN, SITE_BASIC_AUTH: 'staging:tajne-haslo' });
  });
  afterAll(async () => {
    await server?.stop();
  });

  const scrape = (authorization?: string) =>
    fetch(`${server.url}/api/metrics`, { headers: authorization ? { authorization } : {} });

  it('refuses a scraper without the token or with a wrong one, saying nothing else', async () => {
    for (const response of [
      await scrape(),
      await scrape('Bearer zly-token'),
      await scrape(`Basic ${TOKEN}`),
    ]) {
      expect(response.status).toBe(401);
      expect(response.headers.get('www-authenticate')).toBe('Bearer');
      expect(await response.text()).toBe('Brak dostępu.');
    }
  });

  it('counts requests by route pattern with their latency, and shows the job queues', async () => {
    const basic = `Basic ${Buffer.from('staging:tajne-haslo').toString('base64')}`;
    await fetch(`${server.url}/api/health`);
    await fetch(`${server.url}/api/health`);
    await server.gql('{ getcke { id } }', undefined, { authorization: basic });
    const response = await scrape(`Bearer ${TOKEN}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/plain; version=0.0.4; charset=utf-8');
    expect(response.headers.get('cache-control')).toBe('no-store');
    const text = await response.text();
    expect(text).toContain('kreda_http_requests_total{method="GET",route="/api/health",status="200"} 2');
    expect(text).toContain('kreda_http_requests_total{method="POST",route="/api/graphql",status="200"} 1');
    expect(text).toContain('kreda_http_request_duration_seconds_count{route="/api/health"} 2');
    expect(text).toContain('kreda_http_request_duration_seconds_bucket{route="/api/health",le="+Inf"} 2');
    expect(text).toContain('# TYPE kreda_jobs gauge');
    expect(text).toContain('# TYPE kreda_ai_calls_total counter');
    expect(text).toMatch(/^kreda_process_uptime_seconds \d/m);
    // The scrapes themselves were refused or are being answered: never a raw path with an id.
    expect(text).not.toMatch(/route="\/api\/files\/[0-9a-f-]{36}/);
  });
});

describe('GET /api/metrics without METRICS_TOKEN', () => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it('does not exist', async () => {
    const response = await fetch(`${server.url}/api/metrics`, { headers: { authorization: 'Bearer x' } });
    expect(response.status).toBe(404);
  });
});
