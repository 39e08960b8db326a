import { describe, expect, it } from 'vitest';
import {
  attended,
  canBecomeMakeup,
  expectedStudentIds,
  makeupUndoable,
  missed,
  ROLL_STATUSES,
  rollStatusAllowed,
  statusLabel,
} from './attendance.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const BEFORE = new Date('2026-11-24T12:00:00Z');
const AFTER = new Date('2026-11-26T12:00:00Z');

describe('attendance statuses', () => {
  it.each([
    ['ONTIME', 'Present'],
    ['LATE', 'Late'],
    ['EARLY', 'Left early'],
    ['ABSENT', 'Absent'],
    ['EXCUSED', 'Excused'],
    ['UNKNOWN', 'Unknown'],
    ['SOMETHING', 'Unknown'],
  ])('%s reads %s', (status, label) => {
    expect(statusLabel(status)).toBe(label);
  });

  it('offers the roll Present, Late, Absent and Excused', () => {
    expect(ROLL_STATUSES.map(statusLabel)).toEqual(['Present', 'Late', 'Absent', 'Excused']);
  });

  it.each([
    ['UNKNOWN', false, false, true],
    [null, false, false, true],
    ['ABSENT', false, true, true],
    ['EXCUSED', false, true, true],
    ['ONTIME', true, false, false],
    ['LATE', true, false, false],
    ['EARLY', true, false, false],
  ] as const)('%s: attended %s, missed %s, can become a makeup %s', (status, wasThere, wasMissed, makeup) => {
    expect(attended(status)).toBe(wasThere);
    expect(missed(status)).toBe(wasMissed);
    expect(canBecomeMakeup(status)).toBe(makeup);
  });

  it.each([
    ['ONTIME', false, false],
    ['LATE', false, false],
    ['EARLY', false, false],
    ['ABSENT', false, true],
    ['EXCUSED', false, true],
    ['UNKNOWN', false, true],
    ['ONTIME', true, true],
    ['LATE', true, true],
    ['ABSENT', true, true],
  ] as const)('the roll records %s before the start (%s → %s)', (status, started, allowed) => {
    expect(rollStatusAllowed(status, started)).toBe(allowed);
  });
});

describe('the students a lesson expects', () => {
  it('takes the enrolled students, adds makeups in and drops makeups out', () => {
    expect(expectedStudentIds([1, 2, 3], [7, 8], [2])).toEqual([
      { studentId: 1, makeup: false },
      { studentId: 3, makeup: false },
      { studentId: 7, makeup: true },
      { studentId: 8, makeup: true },
    ]);
  });

  it('lists a student once, as enrolled, whatever the records repeat', () => {
    expect(expectedStudentIds([1, 1], [1, 9, 9], [])).toEqual([
      { studentId: 1, makeup: false },
      { studentId: 9, makeup: true },
    ]);
  });

  it('expects nobody in an empty class', () => {
    expect(expectedStudentIds([], [], [4])).toEqual([]);
  });
});

describe('undoing a makeup later', () => {
  it.each([
    ['a marked absence before its lesson', { status: 'ABSENT', fromStartOn: AFTER, toStartOn: null }, true],
    ['a marked absence once its lesson began', { status: 'ABSENT', fromStartOn: BEFORE, toStartOn: null }, false],
    ['a makeup with both lessons to come', { status: 'SCHEDULED', fromStartOn: AFTER, toStartOn: AFTER }, true],
    ['a makeup whose own lesson has passed', { status: 'SCHEDULED', fromStartOn: BEFORE, toStartOn: AFTER }, false],
    ['a makeup already attended', { status: 'SCHEDULED', fromStartOn: AFTER, toStartOn: BEFORE }, false],
    ['a makeup starting right now', { status: 'SCHEDULED', fromStartOn: AFTER, toStartOn: NOW }, false],
  ] as const)('%s: %s', (_name, makeup, undoable) => {
    expect(makeupUndoable(makeup, NOW)).toBe(undoable);
  });
});
