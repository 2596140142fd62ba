import { describe, expect, it } from 'vitest';
import { NO_ROW_ID, toGlobalId, withDatabaseIds } from './global-id.js';

const city = '2f0c6f2e-8a7e-4f57-9a43-0c1c2b7a9d11';
const area = '7d1b9c55-3e0a-4b7e-8f0e-5a6c1d2e3f40';

describe('global ids decoded at the resolver edge', () => {
  it('decodes the named ids of an input, lists included, and leaves the rest of it alone', () => {
    const input = { name: 'Kabwata', cityId: toGlobalId('City', city), areaIds: [toGlobalId('Area', area)] };
    expect(withDatabaseIds(input, { cityId: 'City', areaIds: 'Area' })).toEqual({ name: 'Kabwata', cityId: city, areaIds: [area] });
  });

  it('reads an id of another type or a malformed one as naming no row', () => {
    const input = { cityId: toGlobalId('Area', area), areaIds: ['not an id'] };
    expect(withDatabaseIds(input, { cityId: 'City', areaIds: 'Area' })).toEqual({ cityId: NO_ROW_ID, areaIds: [NO_ROW_ID] });
  });

  it('leaves a blank or absent id as it is, for the rules that say it is required', () => {
    const input: { cityId: string; areaId?: string | null } = { cityId: '  ' };
    expect(withDatabaseIds(input, { cityId: 'City', areaId: 'Area' })).toEqual({ cityId: '  ' });
    expect(withDatabaseIds({ cityId: toGlobalId('City', city), areaId: null }, { cityId: 'City', areaId: 'Area' })).toEqual({
      cityId: city,
      areaId: null,
    });
  });
});
