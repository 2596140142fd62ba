import { describe, expect, it } from 'vitest';
import { csvRow } from './csv.js';

describe('csvRow', () => {
  it('quotes commas, quotes and line breaks', () => {
    expect(csvRow(['a,b', 'say "hi"', 'two\nlines', 'plain'])).toBe('"a,b","say ""hi""","two\nlines",plain\r\n');
  });

  it('neutralises text that a spreadsheet would run as a formula, but not exact amounts', () => {
    expect(csvRow(['=HYPERLINK("http://x")', '+260 97', '-1', '@SUM(A1)', { exact: '-12.50' }])).toBe(
      `"'=HYPERLINK(""http://x"")",'+260 97,'-1,'@SUM(A1),-12.50\r\n`,
    );
  });
});
