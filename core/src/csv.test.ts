import { describe, expect, it } from 'vitest';
import { csvCell, csvDocument, csvRow, type CsvValue } from './csv.js';

describe('CSV cells', () => {
  it.each<[CsvValue, string]>([
    // Text a spreadsheet would run as a formula gets a leading single quote.
    ['=SUM(A1)', "'=SUM(A1)"],
    ["=cmd|' /C calc'!A0", "'=cmd|' /C calc'!A0"],
    ['+1', "'+1"],
    ['-3', "'-3"],
    ['@SUM(A1)', "'@SUM(A1)"],
    ['\t=1', "'\t=1"],
    ['\r=1', `"'\r=1"`],
    ['＝1+1', "'＝1+1"],
    ['＋1', "'＋1"],
    ['－1', "'－1"],
    ['＠A1', "'＠A1"],
    // Guarded, then quoted when the cell holds a comma, a quote or a line break.
    ['=HYPERLINK("http://x.example","a")', `"'=HYPERLINK(""http://x.example"",""a"")"`],
    ['-2,3', `"'-2,3"`],
    // Only the first character matters.
    ['a=b', 'a=b'],
    ['Ana-Maria', 'Ana-Maria'],
    [' =1', ' =1'],
    // Quotes, commas and line breaks.
    ['Lee, Ann', '"Lee, Ann"'],
    ['say "hi"', '"say ""hi"""'],
    ['two\nlines', '"two\nlines"'],
    ['two\r\nlines', '"two\r\nlines"'],
    ["O'Brien", "O'Brien"],
    // Unicode is written as it is.
    ['José Núñez', 'José Núñez'],
    ['李小龙', '李小龙'],
    ['😀 Emoji', '😀 Emoji'],
    // Numbers are numbers: a negative one is no formula.
    [95.5, '95.5'],
    [0, '0'],
    [-3, '-3'],
    [-0.25, '-0.25'],
    // Nothing is an empty cell.
    [null, ''],
    [undefined, ''],
    ['', ''],
  ])('%j → %j', (value, cell) => {
    expect(csvCell(value)).toBe(cell);
  });
});

describe('CSV numbers', () => {
  it('writes a number that is not finite as text, guarded like any other', () => {
    expect(csvCell(Number.NEGATIVE_INFINITY)).toBe("'-Infinity");
    expect(csvCell(Number.NaN)).toBe('NaN');
  });
});

describe('CSV rows and documents', () => {
  it('joins cells with commas', () => {
    expect(csvRow(['Lee, Ann', 'say "hi"', '=SUM(A1)', 95.5, null])).toBe('"Lee, Ann","say ""hi""",\'=SUM(A1),95.5,');
  });

  it('writes the header, then each row, every line ending in CRLF', () => {
    expect(
      csvDocument(
        ['name', 'grade'],
        [
          ['=cmd', -3],
          ['two\nlines', ''],
        ],
      ),
    ).toBe('name,grade\r\n\'=cmd,-3\r\n"two\nlines",\r\n');
    expect(csvDocument(['only', 'header'], [])).toBe('only,header\r\n');
  });
});
