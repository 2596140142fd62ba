/**
 * CSV for spreadsheets (RFC 4180, CRLF). Text a person typed is neutralised against formula injection:
 * a cell starting with =, +, -, @, tab or CR would run as a formula in Excel or LibreOffice, so it gets a
 * leading apostrophe. Amounts are written by the caller as exact decimal strings and are not touched.
 */
export type Cell = string | { exact: string };

const FORMULA_START = /^[=+\-@\t\r]/;

function quote(text: string): string {
  return /[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

export function csvCell(cell: Cell): string {
  if (typeof cell !== 'string') return quote(cell.exact);
  return quote(FORMULA_START.test(cell) ? `'${cell}` : cell);
}

export function csvRow(cells: Cell[]): string {
  return `${cells.map(csvCell).join(',')}\r\n`;
}
