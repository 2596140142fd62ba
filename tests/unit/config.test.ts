import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../server/config.js';

describe('defaults that differ in production', () => {
  it('seeds the demo only outside production, unless a demo site asks for it', () => {
    expect(loadConfig({}).seedDemoData).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).seedDemoData).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO_DATA: 'true' }).seedDemoData).toBe(true);
    expect(loadConfig({ SEED_DEMO_DATA: 'false' }).seedDemoData).toBe(false);
  });

  it('keeps answering for 5 s after SIGTERM in production only (a balancer has to notice), as told otherwise', () => {
    expect(loadConfig({}).shutdownDelaySeconds).toBe(0);
    expect(loadConfig({ NODE_ENV: 'production' }).shutdownDelaySeconds).toBe(5);
    expect(loadConfig({ NODE_ENV: 'production', SHUTDOWN_DELAY_SECONDS: '15' }).shutdownDelaySeconds).toBe(15);
  });
});
