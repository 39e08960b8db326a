import { describe, expect, it } from 'vitest';
import type { ScheduleEntryData } from './schedule.documents';
import { detailsOf, entriesByDay, tapOf, weekSpan } from './scheduleEntries';

type MakeupRecord = NonNullable<ScheduleEntryData['makeupRecord']>;

const record = (overrides: Partial<MakeupRecord> = {}): MakeupRecord => ({
  id: 9,
  status: 'SCHEDULED',
  notes: '',
  toClassroomTitle: 'Algebra B',
  toStartOn: '2026-03-12T17:00:00Z',
  undoable: true,
  ...overrides,
});

const entry = (overrides: Partial<ScheduleEntryData> = {}): ScheduleEntryData => ({
  lessonId: 1,
  title: 'Lesson 3',
  classroomTitle: 'Algebra A',
  hostClassroomTitle: '',
  startOn: '2026-03-10T17:00:00Z',
  endOn: '2026-03-10T18:00:00Z',
  location: 'Room 1',
  status: 'UNKNOWN',
  absent: false,
  makeup: false,
  past: false,
  makeupRecord: null,
  ...overrides,
});

describe('tapOf', () => {
  it('does nothing for a past class, even one with a makeup', () => {
    expect(tapOf(entry({ past: true }))).toBeNull();
    expect(tapOf(entry({ past: true, makeupRecord: record() }))).toBeNull();
  });

  it('offers a makeup for a future class of the student’s own', () => {
    expect(tapOf(entry())).toBe('schedule');
  });

  it('opens the details of a future makeup that can still be undone, and nothing otherwise', () => {
    expect(tapOf(entry({ makeupRecord: record() }))).toBe('details');
    expect(tapOf(entry({ makeup: true, makeupRecord: record() }))).toBe('details');
    expect(tapOf(entry({ makeupRecord: record({ undoable: false }) }))).toBeNull();
  });

  it('offers nothing on a makeup lesson without its record', () => {
    expect(tapOf(entry({ makeup: true }))).toBeNull();
  });
});

describe('detailsOf', () => {
  it('names the details by the lesson missed, or by the class made up for on a makeup lesson', () => {
    expect(detailsOf(entry({ makeupRecord: record() }))).toEqual({ ...record(), title: 'Lesson 3' });
    expect(detailsOf(entry({ makeup: true, makeupRecord: record() }))).toEqual({ ...record(), title: 'Algebra A' });
  });

  it('has no details without a makeup record', () => {
    expect(detailsOf(entry())).toBeNull();
  });
});

describe('entriesByDay', () => {
  it('groups the entries by their calendar day, keeping the order of days and of entries', () => {
    const dayOf = (instant: string) => instant.slice(0, 10);
    const a = entry({ lessonId: 1, startOn: '2026-03-10T17:00:00Z' });
    const b = entry({ lessonId: 2, startOn: '2026-03-12T17:00:00Z' });
    const c = entry({ lessonId: 3, startOn: '2026-03-10T19:00:00Z' });
    const days = entriesByDay([a, b, c], dayOf);
    expect([...days.keys()]).toEqual(['2026-03-10', '2026-03-12']);
    expect(days.get('2026-03-10')).toEqual([a, c]);
    expect(days.get('2026-03-12')).toEqual([b]);
  });

  it('reads the day in the time zone given, and puts entries without a start under one empty key', () => {
    const late = entry({ startOn: '2026-03-11T02:00:00Z' });
    const unscheduled = entry({ lessonId: 5, startOn: null });
    // Pacific standard time, eight hours behind UTC.
    const inLosAngeles = (instant: string) => new Date(Date.parse(instant) - 8 * 3_600_000).toISOString().slice(0, 10);
    const days = entriesByDay([late, unscheduled], inLosAngeles);
    expect(days.get('2026-03-10')).toEqual([late]);
    expect(days.get('')).toEqual([unscheduled]);
  });
});

describe('weekSpan', () => {
  it('runs seven days from the week’s start; Prev and Next week move by seven days', () => {
    expect(weekSpan('2026-03-09')).toEqual({ first: '2026-03-09', last: '2026-03-15', previous: '2026-03-02', next: '2026-03-16' });
  });

  it('crosses months, years and the daylight-saving change without losing a day', () => {
    expect(weekSpan('2026-12-28')).toEqual({ first: '2026-12-28', last: '2027-01-03', previous: '2026-12-21', next: '2027-01-04' });
    expect(weekSpan('2026-02-23').last).toBe('2026-03-01');
    expect(weekSpan('2026-03-02').next).toBe('2026-03-09');
  });
});
