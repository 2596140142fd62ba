import { describe, expect, it } from 'vitest';
import { DataExportState, stateOf } from './data-export-rules.js';

const now = new Date('2026-05-10T12:00:00Z');
const later = new Date('2026-05-17T12:00:00Z');
const earlier = new Date('2026-05-03T12:00:00Z');

describe('stateOf', () => {
  it('reads preparing, ready, used and expired', () => {
    expect(stateOf({ status: 'preparing', expires_at: null, downloaded_at: null }, now)).toBe(DataExportState.PREPARING);
    expect(stateOf({ status: 'ready', expires_at: later, downloaded_at: null }, now)).toBe(DataExportState.READY);
    expect(stateOf({ status: 'ready', expires_at: earlier, downloaded_at: null }, now)).toBe(DataExportState.EXPIRED);
  });

  it('says used rather than expired once downloaded', () => {
    expect(stateOf({ status: 'ready', expires_at: earlier, downloaded_at: earlier }, now)).toBe(DataExportState.USED);
  });

  it('counts the last instant as expired', () => {
    expect(stateOf({ status: 'ready', expires_at: now, downloaded_at: null }, now)).toBe(DataExportState.EXPIRED);
  });
});
