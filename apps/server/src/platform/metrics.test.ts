import { describe, expect, it } from 'vitest';
import { createMetrics, jobQueueLines } from './metrics.ts';

describe('metrics', () => {
  it('keep cumulative latency buckets, a sum and a count per route', () => {
    const metrics = createMetrics(true);
    metrics.httpRequest('GET', '/api/health', 200, 0.003);
    metrics.httpRequest('GET', '/api/health', 200, 0.2);
    metrics.httpRequest('GET', '/api/health', 503, 20);
    const text = metrics.render();
    expect(text).toContain('kreda_http_requests_total{method="GET",route="/api/health",status="200"} 2');
    expect(text).toContain('kreda_http_requests_total{method="GET",route="/api/health",status="503"} 1');
    expect(text).toContain('kreda_http_request_duration_seconds_bucket{route="/api/health",le="0.005"} 1');
    expect(text).toContain('kreda_http_request_duration_seconds_bucket{route="/api/health",le="0.25"} 2');
    expect(text).toContain('kreda_http_request_duration_seconds_bucket{route="/api/health",le="10"} 2');
    expect(text).toContain('kreda_http_request_duration_seconds_bucket{route="/api/health",le="+Inf"} 3');
    expect(text).toContain('kreda_http_request_duration_seconds_sum{route="/api/health"} 20.203');
    expect(text.endsWith('\n')).toBe(true);
  });

  it('count AI calls by action, model and outcome, and their tokens by model', () => {
    const metrics = createMetrics(true);
    metrics.aiCall({ action: 'CHAT_MESSAGE', model: 'gpt-x', ok: true, promptTokens: 100, outputTokens: 20 });
    metrics.aiCall({ action: 'CHAT_MESSAGE', model: 'gpt-x', ok: false, promptTokens: 50, outputTokens: 0 });
    const text = metrics.render();
    expect(text).toContain('kreda_ai_calls_total{action="CHAT_MESSAGE",model="gpt-x",ok="true"} 1');
    expect(text).toContain('kreda_ai_calls_total{action="CHAT_MESSAGE",model="gpt-x",ok="false"} 1');
    expect(text).toContain('kreda_ai_tokens_total{model="gpt-x",kind="prompt"} 150');
    expect(text).toContain('kreda_ai_tokens_total{model="gpt-x",kind="output"} 20');
  });

  it('escape label values, and count nothing when off', () => {
    const on = createMetrics(true);
    on.aiCall({ action: 'A"B', model: 'm\\1\nx', ok: true, promptTokens: 1, outputTokens: 1 });
    expect(on.render()).toContain('kreda_ai_calls_total{action="A\\"B",model="m\\\\1\\nx",ok="true"} 1');
    const off = createMetrics(false);
    off.httpRequest('GET', '/', 200, 0.1);
    off.aiCall({ action: 'CHAT_MESSAGE', model: 'm', ok: true, promptTokens: 1, outputTokens: 1 });
    expect(off.render()).not.toMatch(/^kreda_(http|ai)_\w+\{/m);
  });

  it('write the job queues as gauges', () => {
    expect(jobQueueLines([{ queue: 'quizzes-generate', state: 'failed', count: 2 }])).toEqual([
      '# HELP kreda_jobs Background jobs by queue and state (created, retry, active, failed).',
      '# TYPE kreda_jobs gauge',
      'kreda_jobs{queue="quizzes-generate",state="failed"} 2',
    ]);
  });
});
