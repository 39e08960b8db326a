import { eq } from 'drizzle-orm';
import type { Db } from '../db/client.js';
import { createLesson } from '../db/seed/factories/catalog.js';
import { createFamily } from '../db/seed/factories/people.js';
import { nextSequence } from '../db/seed/factories/sequence.js';
import { students } from '../db/schema/index.js';
import { createSession } from '../modules/auth/sessions.service.js';
import { buildClassroom, type BuiltClassroom, DAY, enroll, signedInStudent } from './classroom-fixtures.js';

/**
 * One course taught in three classrooms: `home` (lesson 1 a week after `firstLessonAt`, by default
 * three days before `now`, lesson 2 a week later), and `other` and `full` (one seat) teaching the
 * same lessons two days after home's.
 */
export async function threeSections(
  db: Db,
  now: Date,
  {
    firstLessonAt = new Date(now.getTime() - 10 * DAY),
    titles = { home: 'Home class', other: 'Other class', full: 'Full class' },
  }: { firstLessonAt?: Date; titles?: { home: string; other: string; full: string } } = {},
) {
  const home = await buildClassroom(db, {
    classroom: { startDate: '2026-11-01', endDate: '2026-12-20', title: titles.home, enrollmentMax: null },
    firstLessonAt,
    lessons: [{ order: 1 }, { order: 2 }],
  });
  const sameCourse = async (title: string, max: number | null): Promise<BuiltClassroom> => {
    const room = await buildClassroom(db, {
      classroom: { startDate: '2026-11-01', endDate: '2026-12-20', title, enrollmentMax: max },
      firstLessonAt,
      lessons: [],
    });
    const built = [];
    for (const { lesson, plan } of home.lessons) {
      built.push({
        plan,
        assignments: [],
        lesson: await createLesson(db, {
          classroomId: room.classroom.id,
          lessonPlanId: plan.id,
          startOn: new Date(lesson.startOn!.getTime() + 2 * DAY),
          endOn: new Date(lesson.startOn!.getTime() + 2 * DAY + 90 * 60_000),
        }),
      });
    }
    return { ...room, lessons: built };
  };
  return { home, other: await sameCourse(titles.other, null), full: await sameCourse(titles.full, 1) };
}

/** A student enrolled in the classroom, signed in. */
export async function pupilOf(db: Db, now: Date, classroomId: number) {
  const s = await signedInStudent(db, now);
  await enroll(db, s.student.id, classroomId);
  return s;
}

/** A family made for the student, and its parent's session token. */
export async function parentOf(db: Db, now: Date, studentId: number) {
  const n = nextSequence();
  const { family, parent } = await createFamily(db, {
    phoneNumber: `+1555${String(n).padStart(7, '0')}`,
    email: `parent-att${n}@solve.test`,
  });
  await db.update(students).set({ familyAccountId: family.id }).where(eq(students.id, studentId));
  const { token } = await createSession(
    db,
    { userType: 'FAMILY_MEMBER', familyMemberId: parent.id },
    { lifetimeSeconds: 60 * 86_400, now },
  );
  return { token, familyAccountId: family.id, parentId: parent.id };
}
