import { ROSTER_COLUMNS } from '@solve/core/roster';
import { describe, expect, it } from 'vitest';
import { ROSTER_TEMPLATE_CSV, signInsCsv } from './rosterCsv';

describe("new students' sign-ins file", () => {
  it('writes a name that starts like a formula as text', () => {
    const csv = signInsCsv([
      { line: 2, name: "=cmd|' /C calc'!A0", username: 'cmd1', password: 'tulip-river-42' },
      { line: 3, name: 'Lee, Max', username: 'maxlee', password: 'oak-stone-7' },
    ]);
    expect(csv).toBe(
      "line,student,username,first password\r\n2,'=cmd|' /C calc'!A0,cmd1,tulip-river-42\r\n3,\"Lee, Max\",maxlee,oak-stone-7\r\n",
    );
  });
});

describe('roster template', () => {
  it('has the header and a cell for every column in each row', () => {
    const lines = ROSTER_TEMPLATE_CSV.split('\r\n');
    expect(lines[0]).toBe(ROSTER_COLUMNS.join(','));
    expect(lines.at(-1)).toBe('');
    for (const line of lines.slice(1, -1)) expect(line.split(',')).toHaveLength(ROSTER_COLUMNS.length);
  });
});
