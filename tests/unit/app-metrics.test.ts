import { describe, expect, it } from 'vitest';
import { AppMetrics } from '../../server/observability/app-metrics.js';

async function operationLabels(metrics: AppMetrics): Promise<Set<string>> {
  const metric = await metrics.registry.getSingleMetric('marketplace_graphql_operation_duration_seconds')!.get();
  return new Set(metric.values.map((value) => String(value.labels.operation)));
}

describe('operation names in the metrics', () => {
  it('stay a bounded set however many names clients make up', async () => {
    const metrics = new AppMetrics();
    for (let n = 0; n < 1000; n += 1) metrics.observeOperation(`Made_up_${n}`, false, 0.01);
    metrics.observeOperation('Made_up_0', false, 0.01);
    metrics.observeOperation('x'.repeat(65), false, 0.01);
    metrics.observeOperation(null, false, 0.01);
    metrics.observeOperation(undefined, true, 0.01);
    const labels = await operationLabels(metrics);
    expect(labels.size).toBe(200 + 3);
    expect(labels).toContain('Made_up_0');
    expect(labels).toContain('Made_up_199');
    expect(labels).not.toContain('Made_up_200');
    expect([...labels].filter((label) => !label.startsWith('Made_up_')).sort()).toEqual(['anonymous', 'other', 'unresolved']);
  });
});
