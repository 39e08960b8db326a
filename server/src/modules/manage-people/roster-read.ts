import {
  checkRosterFamilies,
  checkRosterHeader,
  checkRosterRecord,
  ROSTER_MAX_ROWS,
  rosterColumnName,
  type RosterProblem,
  type RosterRow,
} from '@solve/core';
import { type CsvError, parse } from 'csv-parse/sync';

export interface ReadRoster {
  rows: RosterRow[];
  /** Records read, good or bad. */
  records: number;
  problems: RosterProblem[];
}

/** The line csv-parse gives a refused record (0 when it gives none). */
const lineOf = (error: Partial<CsvError>) => (typeof error.lines === 'number' ? error.lines : 0);

/** The line a record starts on: csv-parse counts to its end, and a quoted field may hold line breaks. */
function startLine(endLine: number, raw: string): number {
  const body = raw.replace(/^[\r\n]+/, '').replace(/\r?\n$/, '');
  return endLine - (body.match(/\n/g)?.length ?? 0);
}

/**
 * Reads a roster CSV (core/roster.ts): the header, then each record with its line. A record the
 * CSV grammar refuses (a wrong number of fields, a stray quote) is a problem of its line, and the
 * rest of the file is still read; every row's problems are listed.
 */
export function readRoster(source: string, today: Date): ReadRoster {
  const problems: RosterProblem[] = [];
  let columns: string[] = [];
  let skipped = 0;
  type Parsed = { record: Record<string, string>; raw: string; info: { lines: number } };
  let records: Parsed[];
  try {
    records = parse<Parsed>(source, {
      columns: (header: string[]) => (columns = header.map(rosterColumnName)),
      bom: true,
      // A quote inside an unquoted field is a character, as spreadsheets write it. Refused instead,
      // each stray quote was an error that csv-parse answered by reading its record again: a
      // 200 kB line of quotes took minutes and gigabytes.
      relax_quotes: true,
      trim: true,
      skip_empty_lines: true,
      info: true,
      raw: true,
      skip_records_with_error: true,
      on_skip: (error: CsvError | undefined) => {
        skipped += 1;
        if (error) problems.push({ line: lineOf(error), message: error.message });
        return undefined;
      },
    });
  } catch (error) {
    const csvError = error as Partial<CsvError>;
    problems.push({ line: lineOf(csvError), message: csvError.message ?? 'The file could not be read as CSV.' });
    return { rows: [], records: 0, problems };
  }
  if (columns.length === 0) return { rows: [], records: 0, problems: [{ line: 1, message: 'the file has no header row' }] };
  const headerProblems = checkRosterHeader(columns);
  if (headerProblems.length) return { rows: [], records: records.length, problems: headerProblems };
  if (records.length + skipped > ROSTER_MAX_ROWS) {
    return {
      rows: [],
      records: records.length,
      problems: [{ line: 0, message: `a roster holds at most ${ROSTER_MAX_ROWS} rows: split the file` }],
    };
  }
  const rows: RosterRow[] = [];
  for (const { record, raw, info } of records) {
    const checked = checkRosterRecord(record, startLine(info.lines, raw), today);
    problems.push(...checked.problems);
    if (checked.row) rows.push(checked.row);
  }
  problems.push(...checkRosterFamilies(rows));
  return { rows, records: records.length + skipped, problems: byLine(problems) };
}

export const byLine = (problems: RosterProblem[]) => [...problems].sort((a, b) => a.line - b.line);
