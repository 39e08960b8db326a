import { describe, expect, it } from 'vitest';
import { MAKEUP_ENTRY_TITLE, mondayOf, type ScheduleMakeup, type ScheduleRow, scheduleEntries } from './family-schedule.js';

const NOW = new Date('2026-11-25T12:00:00Z');
const START = new Date('2026-11-26T17:00:00Z');
const LATER = new Date('2026-11-27T17:00:00Z');
const PAST = new Date('2026-11-24T17:00:00Z');
const row = (values: Partial<ScheduleRow>): ScheduleRow => ({
  lessonId: 1,
  classroomTitle: 'Pre-Algebra',
  hostClassroomTitle: 'Pre-Algebra',
  startOn: START,
  endOn: new Date('2026-11-26T18:30:00Z'),
  location: 'Online',
  attendeeStatus: null,
  makeupFrom: null,
  makeupTo: null,
  ...values,
});
const moved = (values: Partial<ScheduleMakeup> = {}): ScheduleMakeup => ({
  id: 5,
  status: 'SCHEDULED',
  notes: 'Recital',
  fromStartOn: START,
  toStartOn: LATER,
  toClassroomTitle: 'Pre-Algebra B',
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
    ['a lesson to come', {}, { title: 'Pre-Algebra', absent: false, makeup: false, past: false, status: 'UNKNOWN', makeupRecord: null }],
    ['a past lesson', { startOn: PAST }, { absent: false, past: true }],
    ['a lesson marked absent', { attendeeStatus: 'ABSENT' }, { absent: true, status: 'ABSENT', makeupRecord: null }],
    ['an excused absence', { attendeeStatus: 'EXCUSED' }, { absent: true, status: 'EXCUSED' }],
    ['a lesson attended late', { startOn: PAST, attendeeStatus: 'LATE' }, { absent: false, status: 'LATE' }],
    ['an unknown status from older records', { attendeeStatus: 'MAYBE' }, { status: 'UNKNOWN' }],
    [
      'a lesson left for a makeup',
      { makeupFrom: moved() },
      {
        absent: true,
        makeupRecord: { id: 5, status: 'SCHEDULED', notes: 'Recital', toClassroomTitle: 'Pre-Algebra B', toStartOn: LATER, undoable: true },
      },
    ],
    [
      'a lesson the parent marked missed',
      { attendeeStatus: 'ABSENT', makeupFrom: moved({ status: 'ABSENT', toStartOn: null, toClassroomTitle: null }) },
      {
        absent: true,
        makeupRecord: { id: 5, status: 'ABSENT', notes: 'Recital', toClassroomTitle: null, toStartOn: null, undoable: true },
      },
    ],
    [
      'a lesson marked missed where the teacher then recorded the student present',
      { startOn: PAST, attendeeStatus: 'ONTIME', makeupFrom: moved({ status: 'ABSENT', fromStartOn: PAST, toStartOn: null }) },
      { absent: false, makeupRecord: expect.objectContaining({ undoable: false }) },
    ],
    [
      'the makeup lesson itself, under the original class title',
      { startOn: LATER, hostClassroomTitle: 'Pre-Algebra B', makeupTo: moved() },
      {
        title: MAKEUP_ENTRY_TITLE,
        classroomTitle: 'Pre-Algebra',
        hostClassroomTitle: 'Pre-Algebra B',
        makeup: true,
        absent: false,
        makeupRecord: expect.objectContaining({ id: 5 }),
      },
    ],
    [
      'a makeup whose original lesson has passed',
      { startOn: LATER, makeupTo: moved({ fromStartOn: PAST }) },
      { makeup: true, makeupRecord: expect.objectContaining({ undoable: false }) },
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
