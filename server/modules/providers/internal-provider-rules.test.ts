import { describe, expect, it } from 'vitest';
import { problem } from '../../../tests/helpers/form-rule-reading.js';
import { internalProviderFields as fields, NO_CATEGORY } from './internal-provider-rules.js';

describe('internal provider rules shared by the server and the admin form', () => {
  it('needs at least one category', () => {
    expect(problem(fields.categoryIds, [])).toBe(NO_CATEGORY);
    expect(problem(fields.categoryIds, ['c1'])).toBeUndefined();
  });

  it('needs a name, phone, city and NRC/ID within their lengths', () => {
    expect(problem(fields.name, '')).toBe('Name is required.');
    expect(problem(fields.name, 'x'.repeat(121))).toBe('At most 120 characters.');
    expect(problem(fields.phone, ' ')).toBe('Phone is required.');
    expect(problem(fields.cityId, '')).toBe('City is required.');
    expect(problem(fields.nrc, '')).toBe('NRC/ID is required.');
    expect(problem(fields.nrc, 'x'.repeat(41))).toBe('At most 40 characters.');
  });
});
