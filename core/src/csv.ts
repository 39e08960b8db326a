/**
 * The one CSV writer of every download (the gradebook, new students' sign-ins, the roster
 * template): RFC 4180 text with CRLF line ends, guarded against formula injection as OWASP's
 * CSV injection guidance advises, because names and titles come from people and a spreadsheet
 * runs a cell that starts like a formula.
 */
// Our own few lines, not csv-stringify: its browser build adds about 32 KB (10 KB gzipped) to the web app.

/** A cell: text, a number, or nothing (an empty cell). */
export type CsvValue = string | number | null | undefined;

/**
 * Leading characters a spreadsheet takes as the start of a formula: OWASP's = + - @ tab and
 * carriage return, and the full-width = + - @ that some spreadsheets fold into them.
 */
const FORMULA_START = /^[=+\-@\t\r\uFF1D\uFF0B\uFF0D\uFF20]/;
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * One cell. Text that starts like a formula gets a leading single quote, which spreadsheets show
 * as text; then a cell holding a comma, quote or line break is quoted, its quotes doubled. A
 * finite number is written as it is: -3 is minus three to a spreadsheet, not a formula, while the
 * text '-3' is guarded like any other text.
 */
export function csvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  const text = String(value);
  const guarded = FORMULA_START.test(text) ? `'${text}` : text;
  return NEEDS_QUOTES.test(guarded) ? `"${guarded.replace(/"/g, '""')}"` : guarded;
}

/** One line, without its line end. */
export function csvRow(cells: readonly CsvValue[]): string {
  return cells.map(csvCell).join(',');
}

/** A whole file: the header row, then the rows, each ending in CRLF. */
export function csvDocument(header: readonly CsvValue[], rows: readonly (readonly CsvValue[])[]): string {
  return [header, ...rows].map((row) => `${csvRow(row)}\r\n`).join('');
}
