import type { Db } from '../../client.js';
import { attendees, makeups, tutorSessions } from '../../schema/index.js';
import { attendeeValues, type NewAttendee } from '../factories/attendance.js';
import { tutorSessionValues } from '../factories/catalog.js';
import { insertAll, insertOne } from '../factories/insert.js';
import { addDays, localDate, mondayOf, zonedInstant } from './calendar.js';
import type { DemoCatalog, DemoLesson } from './catalog.js';
import { mix } from './deterministic.js';
import type { DemoPeople } from './people.js';
import type { DemoEnrollment } from './roster.js';
import { progressKey, type DemoProgress } from './work/grades.js';

type AttendeeStatus = NonNullable<NewAttendee['status']>;

/** Mostly on time; now and then late, early, absent or not taken. */
function usualStatus(studentId: number, lessonId: number): AttendeeStatus {
  const roll = mix(studentId, lessonId) % 100;
  if (roll < 70) return 'ONTIME';
  if (roll < 82) return 'LATE';
  if (roll < 90) return 'EARLY';
  if (roll < 96) return 'ABSENT';
  return 'UNKNOWN';
}

/** Alice's own story: absent (ill) at lesson 3, marked late at lesson 2 (she asks for a correction). */
const ALICE_MARKS: Record<number, { status: AttendeeStatus; note: string }> = {
  2: { status: 'LATE', note: 'Arrived 10 minutes after the start.' },
  3: { status: 'ABSENT', note: 'Sick with a cold.' },
};

/**
 * The lesson of the week the academy is seeded in (Monday to Sunday in its zone), else the next
 * one (a live lesson seeded late on a Sunday starts in the next week).
 */
function lessonOfThisWeek(lessons: DemoLesson[], now: Date, timeZone: string): DemoLesson {
  const week = mondayOf(localDate(now, timeZone));
  const inWeek = lessons.find(({ lesson }) => lesson.startOn !== null && mondayOf(localDate(lesson.startOn, timeZone)) === week);
  return inWeek ?? lessons.find(({ lesson }) => lesson.startOn !== null && lesson.startOn > now)!;
}

/**
 * Attendance for every enrolment, Alice's two makeups, and Bob's tutoring sessions. Both makeups
 * fall in the week of seeding, so the family's SCHEDULE shows them on first open: this week's
 * campus pre-algebra lesson made up in the online section two days later, and this week's AMC 8
 * lesson marked absent by her parent.
 */
export async function seedAttendance(
  db: Db,
  people: DemoPeople,
  catalog: DemoCatalog,
  enrollments: DemoEnrollment[],
  progress: DemoProgress,
  now: Date,
) {
  const alice = people.williams.alice;
  const timeZone = people.settings.timeZone;
  const scheduledFrom = lessonOfThisWeek(catalog.lessonsOf('preAlgebraCampus'), now, timeZone);
  const scheduledTo = catalog.lessonsOf('preAlgebraOnline').find(({ plan }) => plan.order === scheduledFrom.plan.order)!;
  const absentFrom = lessonOfThisWeek(catalog.lessonsOf('amc8'), now, timeZone);
  const absenceNote = 'Family trip that weekend.';

  const rows = enrollments.flatMap(({ student, classroomKey }) => {
    const classroom = catalog.classroom(classroomKey);
    if (classroom.teachingStyle === 'TUTORED') return [];
    return catalog.lessonsOf(classroomKey).map(({ lesson, plan }) => {
      const lessonProgress = progress.byLesson.get(progressKey(student.id, lesson.id));
      const past = lesson.startOn !== null && lesson.startOn <= now;
      let status: AttendeeStatus = past && classroom.teachingStyle !== 'SELF_PACED' ? usualStatus(student.id, lesson.id) : 'UNKNOWN';
      let note = '';
      if (student.id === alice.id && classroomKey === 'preAlgebraCampus' && ALICE_MARKS[plan.order]) {
        ({ status, note } = ALICE_MARKS[plan.order]!);
      }
      if (student.id === alice.id && lesson.id === absentFrom.lesson.id) [status, note] = ['ABSENT', absenceNote];
      // She went to the online section instead: nothing to take here.
      if (student.id === alice.id && lesson.id === scheduledFrom.lesson.id) [status, note] = ['UNKNOWN', ''];
      return attendeeValues({
        lessonId: lesson.id,
        studentId: student.id,
        status,
        note,
        overallGrade: lessonProgress?.overall ?? null,
        percentCompleted: lessonProgress?.percentCompleted ?? 0,
      });
    });
  });
  const madeUp = scheduledTo.lesson.startOn !== null && scheduledTo.lesson.startOn <= now;
  rows.push(
    attendeeValues({ lessonId: scheduledTo.lesson.id, studentId: alice.id, isMakeup: true, status: madeUp ? 'ONTIME' : 'UNKNOWN' }),
  );
  const attendeeRows = await insertAll(db, attendees, rows);

  const scheduled = await insertOne(db, makeups, {
    studentId: alice.id,
    fromLessonId: scheduledFrom.lesson.id,
    toLessonId: scheduledTo.lesson.id,
    status: 'SCHEDULED',
    notes: 'Piano recital that evening; joining the Thursday online section instead.',
    createdByStudentId: alice.id,
  });
  const absent = await insertOne(db, makeups, {
    studentId: alice.id,
    fromLessonId: absentFrom.lesson.id,
    status: 'ABSENT',
    notes: absenceNote,
    createdByFamilyMemberId: people.williams.parent.id,
  });

  const tutoring = catalog.classroom('tutoring');
  const firstSession = localDate(catalog.lessonsOf('tutoring')[0]!.lesson.startOn!, timeZone);
  const sessions = await insertAll(
    db,
    tutorSessions,
    Array.from({ length: 8 }, (_, index) => {
      const startDateTime = zonedInstant(addDays(firstSession, index * 7), tutoring.startTime!.slice(0, 5), timeZone);
      const past = startDateTime < now;
      const status = !past ? 'SCHEDULED' : index === 1 ? 'CANCELED' : index === 2 ? 'ABSENT' : 'COMPLETED';
      return tutorSessionValues({
        classroomId: tutoring.id,
        studentId: people.williams.bob.id,
        tutorId: people.staff.teacher.id,
        order: index + 1,
        startDateTime,
        status,
        locationId: people.centers.campus.id,
        notes: status === 'COMPLETED' ? 'Practised multi-digit multiplication and word problems.' : '',
      });
    }),
  );

  const aliceAttendee = (key: string, order: number) => {
    const lesson = catalog.lessonsOf(key).find(({ plan }) => plan.order === order)!.lesson;
    return attendeeRows.find((row) => row.studentId === alice.id && row.lessonId === lesson.id)!;
  };
  return { attendees: attendeeRows, makeups: { scheduled, absent }, tutorSessions: sessions, aliceAttendee };
}

export type DemoAttendance = Awaited<ReturnType<typeof seedAttendance>>;
