import { describe, expect, it } from 'vitest';
import { MAKEUP_ENTRY_TITLE, mondayOf, type ScheduleRow, scheduleEntries } from './family-schedule.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const row = (values: Partial<ScheduleRow>): ScheduleRow => ({
  lessonId: 1,
  classroomTitle: 'Pre-Algebra',
  startOn: new Date('2026-11-26T17:00:00Z'),
  endOn: new Date('2026-11-26T18:30:00Z'),
  location: 'Online',
  attendeeStatus: null,
  makeupFrom: null,
  makeupTarget: false,
  ...values,
});

describe('the family week', () => {
  it.each([
    ['2026-11-23', '2026-11-23'],
    ['2026-11-25', '2026-11-23'],
    ['2026-11-29', '2026-11-23'],
    ['2026-11-30', '2026-11-30'],
    ['2027-01-01', '2026-12-28'],
  ])('the week of %s starts on Monday %s', (date, monday) => {
    expect(mondayOf(date)).toBe(monday);
  });

  it.each([
    ['a lesson to come', {}, { title: 'Pre-Algebra', absent: false, makeup: false, past: false }],
    ['a past lesson', { startOn: new Date('2026-11-24T17:00:00Z') }, { absent: false, past: true }],
    ['a lesson marked absent', { attendeeStatus: 'ABSENT' }, { absent: true }],
    ['a lesson left for a makeup', { makeupFrom: 'SCHEDULED' as const }, { absent: true }],
    ['a lesson the parent marked missed', { makeupFrom: 'ABSENT' as const }, { absent: true }],
    [
      'the makeup lesson itself',
      { makeupTarget: true, classroomTitle: 'Pre-Algebra B' },
      { title: MAKEUP_ENTRY_TITLE, makeup: true, absent: false },
    ],
  ])('%s', (_name, values, expected) => {
    expect(scheduleEntries([row(values)], NOW)[0]).toMatchObject(expected);
  });

  it('lists the week in time order', () => {
    const entries = scheduleEntries(
      [row({ lessonId: 2, startOn: new Date('2026-11-28T17:00:00Z') }), row({ lessonId: 3, startOn: new Date('2026-11-24T17:00:00Z') })],
      NOW,
    );
    expect(entries.map((entry) => entry.lessonId)).toEqual([3, 2]);
  });
});
