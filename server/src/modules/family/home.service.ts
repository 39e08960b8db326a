import {
  ageOn,
  calendarDate,
  isBirthday,
  SCHEDULE_WINDOW_DAYS,
  type ScheduleEntry,
  scheduleEntries,
  type ScheduleRow,
  sortFamilyStudents,
} from '@solve/core';
import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { familyMembers } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { loadStudentsOfFamilies, type FamilyMemberRecord } from '../profile/people.records.js';
import { familyStudent, requireFamilyReader } from '../report/report.policy.js';
import { getSettings } from '../settings/settings.service.js';

const DAY_MS = 86_400_000;

/** One class of the selected student's coming week on HOME. */
export interface UpcomingClass extends ScheduleEntry {
  classroomId: number;
  classroomCode: string;
  /** 'Lesson 3: Ratios'. */
  lessonTitle: string;
}

type UpcomingRow = {
  lesson_id: number;
  classroom_id: number;
  classroom_code: string;
  classroom_title: string;
  lesson_number: number;
  lesson_title: string;
  start_on: Date | string;
  end_on: Date | string | null;
  location: string;
  attendee_status: string | null;
  makeup_from: 'SCHEDULED' | 'ABSENT' | null;
  makeup_target: boolean;
};

const instant = (value: Date | string | null) => (value === null ? null : new Date(value));
const entryKey = (entry: { lessonId: number; makeup: boolean }) => `${entry.lessonId}:${entry.makeup}`;

/**
 * HOME's upcoming classes of a parent's student (family-catalog-payment.md §2, §7): the lessons
 * of their classes, and the lessons they make up elsewhere, that have not ended and start within
 * the next 7 days, by start time. A lesson left for a makeup or marked absent is struck through,
 * as on SCHEDULE (core's scheduleEntries).
 */
export async function upcomingClasses(services: Services, viewer: Viewer | null, studentId: number): Promise<UpcomingClass[]> {
  const student = await familyStudent(services, requireFamilyReader(viewer), studentId);
  const now = services.now();
  const from = now.toISOString();
  const to = new Date(now.getTime() + SCHEDULE_WINDOW_DAYS * DAY_MS).toISOString();
  const window = sql`l.start_on < ${to}::timestamptz and coalesce(l.end_on, l.start_on) > ${from}::timestamptz`;
  const result = await services.db.execute(sql`
    select l.id as lesson_id, k.id as classroom_id, k.code as classroom_code, k.title as classroom_title,
           p."order" as lesson_number, p.title as lesson_title, l.start_on, l.end_on, coalesce(loc.name, 'Online') as location,
           a.status as attendee_status, m.status as makeup_from, false as makeup_target
    from enrollments e
    join classrooms k on k.id = e.classroom_id
    join lessons l on l.classroom_id = k.id
    join lesson_plans p on p.id = l.lesson_plan_id
    left join locations loc on loc.id = k.center_location_id
    left join attendees a on a.lesson_id = l.id and a.student_id = e.student_id
    left join makeups m on m.from_lesson_id = l.id and m.student_id = e.student_id
    where e.student_id = ${student.id} and e.withdrawn_at is null and ${window}
    union all
    select l.id, k.id, k.code, k.title, p."order", p.title, l.start_on, l.end_on, coalesce(loc.name, 'Online'), a.status, null, true
    from makeups m
    join lessons l on l.id = m.to_lesson_id
    join lesson_plans p on p.id = l.lesson_plan_id
    join classrooms k on k.id = l.classroom_id
    left join locations loc on loc.id = k.center_location_id
    left join attendees a on a.lesson_id = l.id and a.student_id = m.student_id
    where m.student_id = ${student.id} and m.status = 'SCHEDULED' and ${window}`);
  const rows = (result as { rows: UpcomingRow[] }).rows;
  const extras = new Map(
    rows.map((row) => [
      entryKey({ lessonId: Number(row.lesson_id), makeup: Boolean(row.makeup_target) }),
      {
        classroomId: Number(row.classroom_id),
        classroomCode: row.classroom_code,
        lessonTitle: `Lesson ${Number(row.lesson_number)}: ${row.lesson_title}`,
      },
    ]),
  );
  const entries = scheduleEntries(
    rows.map((row): ScheduleRow => ({
      lessonId: Number(row.lesson_id),
      classroomTitle: row.classroom_title,
      startOn: instant(row.start_on),
      endOn: instant(row.end_on),
      location: row.location,
      attendeeStatus: row.attendee_status,
      makeupFrom: row.makeup_from,
      makeupTarget: Boolean(row.makeup_target),
    })),
    now,
  );
  return entries.map((entry) => ({ ...entry, ...extras.get(entryKey(entry))! }));
}

export interface BirthdayStudent {
  id: number;
  firstName: string;
  lastName: string;
  age: number | null;
}

/**
 * The family's students whose birthday it is today in the academy's time zone (the birthday
 * greeting, §2), with the academy's date: the greeting runs once a day, counted by that date.
 */
export async function familyBirthdays(services: Services, viewer: Viewer | null): Promise<{ date: string; students: BirthdayStudent[] }> {
  const family = requireFamilyReader(viewer);
  const [{ timeZone }, [students = []]] = await Promise.all([
    getSettings(services.db),
    loadStudentsOfFamilies(services.db, [family.familyAccountId]),
  ]);
  const today = calendarDate(services.now(), timeZone);
  return {
    date: today,
    students: sortFamilyStudents(students)
      .filter((student) => isBirthday(student.birthdate, today))
      .map((student) => ({
        id: student.id,
        firstName: student.firstName,
        lastName: student.lastName,
        age: student.birthdate ? ageOn(student.birthdate, today) : null,
      })),
  };
}

/** The members of a family account, the earliest first (the PROFILE card). */
export function membersOfFamily(db: Db, familyAccountId: number): Promise<FamilyMemberRecord[]> {
  return db.select().from(familyMembers).where(eq(familyMembers.familyAccountId, familyAccountId)).orderBy(asc(familyMembers.id));
}
