import {
  ageOn,
  calendarDate,
  isBirthday,
  SCHEDULE_WINDOW_DAYS,
  type ScheduleEntry,
  scheduleEntries,
  sortFamilyStudents,
} from '@solve/core';
import { lessonName } from '@solve/core/lesson-names';
import { asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { familyMembers } from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { loadStudentsOfFamilies, type FamilyMemberRecord } from '../profile/people.records.js';
import { familyStudent, requireFamilyReader } from '../../authorization/policies.js';
import { getSettings } from '../settings/settings.service.js';
import { studentLessonRows } from '../attendance/student-lessons.js';

const DAY_MS = 86_400_000;

/** One class of the selected student's coming week on HOME. */
export interface UpcomingClass extends ScheduleEntry {
  classroomId: number;
  classroomCode: string;
  /** 'Lesson 3: Ratios'. */
  lessonTitle: string;
}

const entryKey = (entry: { lessonId: number; makeup: boolean }) => `${entry.lessonId}:${entry.makeup}`;

/**
 * HOME's upcoming classes of a parent's student (family-catalog-payment.md §2, §7): the lessons
 * of their classes, and the lessons they make up elsewhere, that have not ended and start within
 * the next 7 days, by start time. A lesson left for a makeup or marked absent is struck through,
 * as on SCHEDULE (the same rows and core's scheduleEntries).
 */
export async function upcomingClasses(services: Services, viewer: Viewer | null, studentId: number): Promise<UpcomingClass[]> {
  const student = await familyStudent(services, requireFamilyReader(viewer), studentId);
  const now = services.now();
  const rows = await studentLessonRows(services.db, student.id, now, new Date(now.getTime() + SCHEDULE_WINDOW_DAYS * DAY_MS), {
    running: true,
  });
  const extras = new Map(
    rows.map((row) => [
      entryKey({ lessonId: row.lessonId, makeup: row.makeupTo !== null }),
      {
        classroomId: row.classroomId,
        classroomCode: row.classroomCode,
        lessonTitle: lessonName({ number: row.lessonNumber, title: row.lessonTitle }),
      },
    ]),
  );
  return scheduleEntries(rows, now).map((entry) => ({ ...entry, ...extras.get(entryKey(entry))! }));
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
