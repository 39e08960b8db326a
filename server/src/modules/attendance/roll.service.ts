import { type AttendeeStatus, expectedStudentIds, isAttendeeStatus, rollStatusAllowed } from '@solve/core';
import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  attendees,
  classroomInstructors,
  classrooms,
  enrollments,
  issues,
  lessonPlans,
  lessons,
  makeups,
  students,
} from '../../db/schema/index.js';
import { DomainError, forbidden, notFound, requireTextLength } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.service.js';
import type { EmployeeViewer, Viewer } from '../auth/viewer.js';
import { replyToIssue } from '../message/issues.service.js';
import { notifyRollMarks } from '../notifications/absent-trigger.js';
import { requireTeachingStaff } from '../../authorization/policies.js';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

export interface RollStudent {
  studentId: number;
  name: string;
  username: string;
  status: AttendeeStatus;
  note: string;
  /** The student comes from another class as a makeup. */
  makeup: boolean;
  /** For a makeup: the class the student is enrolled in. */
  makeupFromClassroomTitle: string | null;
  /** A parent marked the student absent from this lesson. */
  markedAbsentByFamily: boolean;
  recordedAt: Date | null;
}

export interface RollAway {
  studentId: number;
  name: string;
  toClassroomTitle: string;
  toStartOn: Date | null;
}

export interface RollCorrection {
  issueId: number;
  studentId: number;
  name: string;
  description: string;
  dateAssigned: Date;
  status: AttendeeStatus;
}

export interface LessonRoll {
  lessonId: number;
  classroomId: number;
  classroomTitle: string;
  lessonNumber: number;
  lessonTitle: string;
  startOn: Date | null;
  endOn: Date | null;
  /** The lesson has begun: every status can be recorded (before it, only absences). */
  started: boolean;
  students: RollStudent[];
  /** Students of the class who make this lesson up elsewhere. */
  away: RollAway[];
  /** Open attendance corrections about this lesson. */
  corrections: RollCorrection[];
}

export interface RollEntry {
  studentId: number;
  status: string;
  note: string;
}

const MAX_ENTRIES = 500;

/** The lesson and its class, for staff of the class: instructors who teach it, and admins. */
async function rollLesson(db: Reader, viewer: Viewer, lessonId: number) {
  if (viewer.userType !== 'EMPLOYEE') throw forbidden();
  const [row] = await db
    .select({
      lessonId: lessons.id,
      classroomId: classrooms.id,
      classroomTitle: classrooms.title,
      lessonNumber: lessonPlans.order,
      lessonTitle: lessonPlans.title,
      startOn: lessons.startOn,
      endOn: lessons.endOn,
      teaches: sql<boolean>`exists (select 1 from ${classroomInstructors} ci
        where ci.classroom_id = ${classrooms.id} and ci.employee_id = ${viewer.employeeId})`,
    })
    .from(lessons)
    .innerJoin(classrooms, eq(classrooms.id, lessons.classroomId))
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .where(eq(lessons.id, lessonId));
  requireTeachingStaff(viewer, Boolean(row?.teaches));
  if (!row) throw notFound();
  return row;
}

const fullName = sql<string>`${students.firstName} || ' ' || ${students.lastName}`;

/** Who the lesson expects (enrolled, plus makeups in, minus makeups out), read in one go. */
async function expected(db: Reader, lessonId: number, classroomId: number) {
  const [enrolled, moves] = await Promise.all([
    db
      .select({ studentId: enrollments.studentId })
      .from(enrollments)
      .where(and(eq(enrollments.classroomId, classroomId), isNull(enrollments.withdrawnAt))),
    db
      .select({ studentId: makeups.studentId, fromLessonId: makeups.fromLessonId, toLessonId: makeups.toLessonId })
      .from(makeups)
      .where(and(eq(makeups.status, 'SCHEDULED'), sql`(${makeups.fromLessonId} = ${lessonId} or ${makeups.toLessonId} = ${lessonId})`)),
  ]);
  const list = expectedStudentIds(
    enrolled.map((row) => row.studentId),
    moves.filter((row) => row.toLessonId === lessonId).map((row) => row.studentId),
    moves.filter((row) => row.fromLessonId === lessonId).map((row) => row.studentId),
  );
  return new Map(list.map((entry) => [entry.studentId, entry.makeup]));
}

async function readRoll(db: Reader, lesson: Awaited<ReturnType<typeof rollLesson>>, now: Date): Promise<LessonRoll> {
  const expect = await expected(db, lesson.lessonId, lesson.classroomId);
  const ids = [...expect.keys()];
  const [people, marks, origins, away, corrections] = await Promise.all([
    ids.length
      ? db
          .select({ studentId: students.id, name: fullName, username: students.username })
          .from(students)
          .where(inArray(students.id, ids))
          .orderBy(asc(students.lastName), asc(students.firstName), asc(students.id))
      : Promise.resolve([]),
    db.select().from(attendees).where(eq(attendees.lessonId, lesson.lessonId)),
    db
      .select({ studentId: makeups.studentId, status: makeups.status, fromTitle: classrooms.title, toLessonId: makeups.toLessonId })
      .from(makeups)
      .innerJoin(lessons, eq(lessons.id, makeups.fromLessonId))
      .innerJoin(classrooms, eq(classrooms.id, lessons.classroomId))
      .where(sql`(${makeups.toLessonId} = ${lesson.lessonId} and ${makeups.status} = 'SCHEDULED')
        or (${makeups.fromLessonId} = ${lesson.lessonId} and ${makeups.status} = 'ABSENT')`),
    db
      .select({ studentId: makeups.studentId, name: fullName, toClassroomTitle: classrooms.title, toStartOn: lessons.startOn })
      .from(makeups)
      .innerJoin(students, eq(students.id, makeups.studentId))
      .innerJoin(lessons, eq(lessons.id, makeups.toLessonId))
      .innerJoin(classrooms, eq(classrooms.id, lessons.classroomId))
      .where(and(eq(makeups.fromLessonId, lesson.lessonId), eq(makeups.status, 'SCHEDULED')))
      .orderBy(asc(students.lastName), asc(students.firstName)),
    db
      .select({
        issueId: issues.id,
        studentId: issues.studentId,
        name: fullName,
        description: issues.description,
        dateAssigned: issues.dateAssigned,
        status: attendees.status,
      })
      .from(issues)
      .innerJoin(attendees, eq(attendees.id, issues.attendeeId))
      .innerJoin(students, eq(students.id, issues.studentId))
      .where(and(eq(attendees.lessonId, lesson.lessonId), eq(issues.issueType, 'ATTENDANCE'), eq(issues.issueStatus, 'INITIATED')))
      .orderBy(asc(issues.dateAssigned), asc(issues.id)),
  ]);
  const { teaches: _teaches, ...info } = lesson;
  return {
    ...info,
    started: lesson.startOn !== null && lesson.startOn <= now,
    students: people.map((person) => {
      const mark = marks.find((row) => row.studentId === person.studentId);
      const makeup = expect.get(person.studentId) ?? false;
      const origin = origins.filter((row) => row.studentId === person.studentId);
      return {
        ...person,
        status: mark?.status ?? 'UNKNOWN',
        note: mark?.note ?? '',
        makeup,
        makeupFromClassroomTitle: makeup ? (origin.find((row) => row.status === 'SCHEDULED')?.fromTitle ?? null) : null,
        markedAbsentByFamily: origin.some((row) => row.status === 'ABSENT'),
        recordedAt: mark?.recordedAt ?? null,
      };
    }),
    away,
    corrections,
  };
}

/** A lesson's roll for its class's instructors and admins. */
export async function lessonRoll(services: Services, viewer: Viewer, lessonId: number): Promise<LessonRoll> {
  const lesson = await rollLesson(services.db, viewer, lessonId);
  return readRoll(services.db, lesson, services.now());
}

function checkedEntries(entries: readonly RollEntry[], started: boolean) {
  if (entries.length > MAX_ENTRIES) throw new DomainError('ROLL_NOT_EXPECTED');
  const byStudent = new Map<number, { status: AttendeeStatus; note: string }>();
  for (const entry of entries) {
    if (!isAttendeeStatus(entry.status)) throw new DomainError('INVALID_INPUT');
    const note = entry.note.trim();
    requireTextLength('ROLL_NOTE', note);
    if (!rollStatusAllowed(entry.status, started)) throw new DomainError('ROLL_NOT_STARTED');
    byStudent.set(entry.studentId, { status: entry.status, note });
  }
  return byStudent;
}

/**
 * Saves the roll: each expected student's status and note, recorded with who took it. The
 * students and parents read the attendees, so the statuses show at once. Students the lesson does
 * not expect are refused, and before the lesson begins only absences are taken.
 */
export async function saveRoll(services: Services, viewer: Viewer, lessonId: number, entries: readonly RollEntry[]): Promise<LessonRoll> {
  const lesson = await rollLesson(services.db, viewer, lessonId);
  const now = services.now();
  const started = lesson.startOn !== null && lesson.startOn <= now;
  const wanted = checkedEntries(entries, started);
  const employee = viewer as EmployeeViewer;
  const announces = await services.db.transaction(async (tx) => {
    // One roll of a lesson at a time, so the audit record tells what each save changed.
    await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.id, lessonId)).for('update');
    const expect = await expected(tx, lessonId, lesson.classroomId);
    for (const studentId of wanted.keys()) if (!expect.has(studentId)) throw new DomainError('ROLL_NOT_EXPECTED');
    const before = await tx.select().from(attendees).where(eq(attendees.lessonId, lessonId));
    const changed = [...wanted].filter(([studentId, { status, note }]) => {
      const row = before.find((mark) => mark.studentId === studentId);
      return !row || row.status !== status || row.note !== note;
    });
    if (changed.length === 0) return [];
    await tx
      .insert(attendees)
      .values(
        changed.map(([studentId, { status, note }]) => ({
          lessonId,
          studentId,
          status,
          note,
          isMakeup: expect.get(studentId) ?? false,
          recordedByEmployeeId: employee.employeeId,
          recordedAt: now,
        })),
      )
      .onConflictDoUpdate({
        target: [attendees.studentId, attendees.lessonId],
        set: {
          status: sql`excluded.status`,
          note: sql`excluded.note`,
          recordedByEmployeeId: sql`excluded.recorded_by_employee_id`,
          recordedAt: sql`excluded.recorded_at`,
        },
      });
    const marks = (rows: { studentId: number; status: string; note: string }[]) =>
      rows.map(({ studentId, status, note }) => ({ studentId, status, note }));
    await recordAudit(tx, viewer, {
      action: 'attendance.roll',
      entityType: 'lesson',
      entityId: lessonId,
      before: marks(before.filter((row) => wanted.has(row.studentId) && changed.some(([id]) => id === row.studentId))),
      after: marks(changed.map(([studentId, value]) => ({ studentId, ...value }))),
    });
    // Families hear of an absence or lateness only if the roll commits.
    return notifyRollMarks(
      services,
      tx,
      lesson,
      changed.map(([studentId, { status }]) => ({ studentId, status })),
    );
  });
  for (const announce of announces) await announce();
  return readRoll(services.db, lesson, now);
}

/**
 * Resolves a student's attendance correction from the roll: the attendee's new status (or none,
 * when the record stands) and the reply, which lands in the student's Messages as an inbox reply
 * does. Both in one transaction.
 */
export async function resolveAttendanceCorrection(
  services: Services,
  viewer: Viewer,
  issueId: number,
  status: string | null,
  reply: string,
): Promise<LessonRoll> {
  if (viewer.userType !== 'EMPLOYEE') throw forbidden();
  const [issue] = await services.db
    .select({ issueType: issues.issueType, issueStatus: issues.issueStatus, attendeeId: issues.attendeeId, lessonId: attendees.lessonId })
    .from(issues)
    .leftJoin(attendees, eq(attendees.id, issues.attendeeId))
    .where(eq(issues.id, issueId));
  if (!issue) throw notFound();
  if (issue.issueType !== 'ATTENDANCE' || issue.attendeeId === null || issue.lessonId === null)
    throw new DomainError('CORRECTION_NOT_OPEN');
  const lesson = await rollLesson(services.db, viewer, issue.lessonId);
  if (issue.issueStatus !== 'INITIATED') throw new DomainError('CORRECTION_NOT_OPEN');
  const now = services.now();
  let next: AttendeeStatus | null = null;
  if (status !== null) {
    if (!isAttendeeStatus(status)) throw new DomainError('INVALID_INPUT');
    if (!rollStatusAllowed(status, lesson.startOn !== null && lesson.startOn <= now)) throw new DomainError('ROLL_NOT_STARTED');
    next = status;
  }
  const attendeeId = issue.attendeeId;
  await replyToIssue(services, viewer, issueId, reply, async (tx) => {
    // Resolved once: a second resolution racing this one finds the issue answered and changes nothing.
    const [open] = await tx
      .select({ id: issues.id })
      .from(issues)
      .where(and(eq(issues.id, issueId), eq(issues.issueStatus, 'INITIATED')))
      .for('update');
    if (!open) throw new DomainError('CORRECTION_NOT_OPEN');
    if (next === null) return;
    const [before] = await tx.select().from(attendees).where(eq(attendees.id, attendeeId));
    await tx
      .update(attendees)
      .set({ status: next, recordedByEmployeeId: viewer.employeeId, recordedAt: now })
      .where(eq(attendees.id, attendeeId));
    await recordAudit(tx, viewer, {
      action: 'attendance.correct',
      entityType: 'attendee',
      entityId: attendeeId,
      before: { status: before?.status, issueId },
      after: { status: next, issueId },
    });
  });
  return readRoll(services.db, lesson, now);
}
