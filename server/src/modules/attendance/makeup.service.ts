import { type AttendeeStatus, canBecomeMakeup, makeupUndoable } from '@solve/core';
import { and, asc, count, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client.js';
import { sqlState, UNIQUE_VIOLATION } from '../../db/errors.js';
import { attendees, classrooms, enrollments, lessonPlans, lessons, makeups, students } from '../../db/schema/index.js';
import { DomainError, notFound, requireTextLength } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { Viewer } from '../auth/viewer.js';
import { actingStudentId, makeupCreator, requireMakeupViewer } from '../../authorization/policies.js';

export interface MakeupLesson {
  lessonId: number;
  classroomId: number;
  classroomTitle: string;
  lessonTitle: string;
  startOn: Date | null;
  seatsLeft: number | null;
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type Reader = Db | Tx;

/**
 * Seats a lesson still has: the class's seat limit minus its enrolled students, plus the makeups
 * scheduled into the lesson, minus its own students scheduled away. Null: no limit.
 */
export async function lessonSeatsLeft(db: Reader, lessonId: number): Promise<number | null> {
  const [row] = await db
    .select({
      max: classrooms.enrollmentMax,
      enrolled: sql<number>`(select count(*) from ${enrollments} where ${enrollments.classroomId} = ${classrooms.id} and ${enrollments.withdrawnAt} is null)::int`,
      makeupsIn: sql<number>`(select count(*) from ${makeups} where ${makeups.toLessonId} = ${lessons.id} and ${makeups.status} = 'SCHEDULED')::int`,
      makeupsOut: sql<number>`(select count(*) from ${makeups} where ${makeups.fromLessonId} = ${lessons.id} and ${makeups.status} = 'SCHEDULED')::int`,
    })
    .from(lessons)
    .innerJoin(classrooms, eq(classrooms.id, lessons.classroomId))
    .where(eq(lessons.id, lessonId));
  if (!row || row.max === null) return null;
  return Math.max(0, row.max - Number(row.enrolled) - Number(row.makeupsIn) + Number(row.makeupsOut));
}

async function lessonOf(db: Reader, lessonId: number) {
  const [row] = await db
    .select({ lesson: lessons, planTitle: lessonPlans.title, planId: lessonPlans.id })
    .from(lessons)
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .where(eq(lessons.id, lessonId));
  return row ?? null;
}

/** The student holds a place (not withdrawn) in the lesson's classroom. */
async function requireEnrolledIn(db: Reader, studentId: number, classroomId: number): Promise<void> {
  const [row] = await db
    .select({ n: count() })
    .from(enrollments)
    .where(and(eq(enrollments.studentId, studentId), eq(enrollments.classroomId, classroomId), isNull(enrollments.withdrawnAt)));
  if (!row || row.n === 0) throw notFound();
}

/**
 * Makeup lessons offered for a lesson (classroom.md §5): the same lesson of the course taught in
 * other classrooms, starting in the future, with a seat left.
 */
export async function availableMakeupLessons(
  services: Services,
  viewer: Viewer,
  lessonId: number,
  studentId: number | null,
): Promise<MakeupLesson[]> {
  requireMakeupViewer(viewer);
  const forStudent = await actingStudentId(services, viewer, studentId);
  const from = await lessonOf(services.db, lessonId);
  if (!from) throw notFound();
  await requireEnrolledIn(services.db, forStudent, from.lesson.classroomId);
  return offeredLessons(services.db, from.planId, from.lesson.classroomId, services.now());
}

async function offeredLessons(db: Reader, planId: number, classroomId: number, now: Date): Promise<MakeupLesson[]> {
  const rows = await db
    .select({
      lessonId: lessons.id,
      classroomId: classrooms.id,
      classroomTitle: classrooms.title,
      lessonTitle: lessonPlans.title,
      startOn: lessons.startOn,
    })
    .from(lessons)
    .innerJoin(classrooms, eq(classrooms.id, lessons.classroomId))
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .where(and(eq(lessons.lessonPlanId, planId), ne(lessons.classroomId, classroomId), gt(lessons.startOn, now)))
    .orderBy(asc(lessons.startOn), asc(lessons.id))
    .limit(50);
  const offered: MakeupLesson[] = [];
  for (const row of rows) {
    const seatsLeft = await lessonSeatsLeft(db, row.lessonId);
    if (seatsLeft === null || seatsLeft > 0) offered.push({ ...row, seatsLeft });
  }
  return offered;
}

export interface ScheduleMakeupInput {
  studentId: number | null;
  fromLessonId: number;
  toLessonId: number | null;
  markAbsent: boolean;
  notes: string;
}

/**
 * Schedules a makeup (classroom.md §4): either the student moves to another lesson (a makeup
 * record and an attendee there, the seat counted under a lock on that class like an enrolment),
 * or, for parents only, the student is marked ABSENT from the lesson.
 */
export async function scheduleMakeup(services: Services, viewer: Viewer, input: ScheduleMakeupInput) {
  requireMakeupViewer(viewer);
  const studentId = await actingStudentId(services, viewer, input.studentId);
  if (input.toLessonId === null && !input.markAbsent) throw new DomainError('SELECT_MAKEUP_LESSON');
  if (input.markAbsent && viewer.userType !== 'FAMILY_MEMBER') throw new DomainError('MARK_ABSENT_PARENTS_ONLY');
  const notes = input.notes.trim();
  requireTextLength('MAKEUP_REASON', notes);
  const from = await lessonOf(services.db, input.fromLessonId);
  if (!from) throw notFound();
  await requireEnrolledIn(services.db, studentId, from.lesson.classroomId);
  const now = services.now();
  if (!from.lesson.startOn || from.lesson.startOn <= now) throw new DomainError('MAKEUP_PAST_LESSON');
  try {
    const id = await services.db.transaction(async (tx) => {
      // One makeup per lesson: the student's row serialises two requests of the same student.
      await tx.select({ id: students.id }).from(students).where(eq(students.id, studentId)).for('update');
      const [existing] = await tx
        .select({ id: makeups.id })
        .from(makeups)
        .where(and(eq(makeups.studentId, studentId), eq(makeups.fromLessonId, from.lesson.id)));
      if (existing) throw new DomainError('MAKEUP_EXISTS');
      const [attendee] = await tx
        .select()
        .from(attendees)
        .where(and(eq(attendees.studentId, studentId), eq(attendees.lessonId, from.lesson.id)));
      if (attendee && !canBecomeMakeup(attendee.status)) throw new DomainError('MAKEUP_NOT_ALLOWED');
      const creator = makeupCreator(viewer);
      if (input.markAbsent) {
        await tx
          .insert(attendees)
          .values({ lessonId: from.lesson.id, studentId, status: 'ABSENT', note: notes })
          .onConflictDoUpdate({ target: [attendees.studentId, attendees.lessonId], set: { status: 'ABSENT', note: notes } });
        const [row] = await tx
          .insert(makeups)
          .values({
            studentId,
            fromLessonId: from.lesson.id,
            status: 'ABSENT',
            notes,
            originalAbsent: attendee?.status === 'ABSENT',
            ...creator,
          })
          .returning({ id: makeups.id });
        return row!.id;
      }
      const toLessonId = input.toLessonId!;
      const [target] = await tx.select({ classroomId: lessons.classroomId }).from(lessons).where(eq(lessons.id, toLessonId));
      if (!target) throw new DomainError('MAKEUP_NOT_OFFERED');
      // The target class's row is the seat lock, as for enrolments: the last seat goes to one student.
      await tx.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.id, target.classroomId)).for('update');
      const offered = await offeredLessons(tx, from.planId, from.lesson.classroomId, now);
      if (!offered.some((lesson) => lesson.lessonId === toLessonId)) {
        const left = await lessonSeatsLeft(tx, toLessonId);
        throw new DomainError(left === 0 ? 'MAKEUP_FULL' : 'MAKEUP_NOT_OFFERED');
      }
      const [row] = await tx
        .insert(makeups)
        .values({
          studentId,
          fromLessonId: from.lesson.id,
          toLessonId,
          status: 'SCHEDULED',
          notes,
          originalAbsent: attendee?.status === 'ABSENT',
          ...creator,
        })
        .returning({ id: makeups.id });
      await tx.insert(attendees).values({ lessonId: toLessonId, studentId, isMakeup: true, note: notes }).onConflictDoNothing();
      return row!.id;
    });
    return makeupRecord(services.db, id, services.now());
  } catch (error) {
    if (error instanceof DomainError) throw error;
    if (sqlState(error) === UNIQUE_VIOLATION) throw new DomainError('MAKEUP_EXISTS');
    services.logger.error({ err: error }, 'makeup could not be scheduled');
    throw new DomainError('MAKEUP_FAILED');
  }
}

/**
 * Undoes a makeup (classroom.md §4): a scheduled one is deleted with the student's place in the
 * other lesson; a marked absence resets the attendee to UNKNOWN with an empty note. Right after
 * scheduling or later, until its lessons begin (core's makeupUndoable).
 */
export async function undoMakeup(services: Services, viewer: Viewer, makeupId: number, studentId: number | null): Promise<boolean> {
  requireMakeupViewer(viewer);
  const owner = await actingStudentId(services, viewer, studentId);
  try {
    return await services.db.transaction(async (tx) => {
      const [makeup] = await tx
        .select()
        .from(makeups)
        .where(and(eq(makeups.id, makeupId), eq(makeups.studentId, owner)))
        .for('update');
      if (!makeup) throw notFound();
      const [record] = await makeupRecords(tx, [eq(makeups.id, makeup.id)], services.now());
      if (!record?.undoable) throw new DomainError('MAKEUP_UNDO_STARTED');
      await tx.delete(makeups).where(eq(makeups.id, makeup.id));
      if (makeup.status === 'SCHEDULED' && makeup.toLessonId !== null) {
        await tx
          .delete(attendees)
          .where(and(eq(attendees.studentId, owner), eq(attendees.lessonId, makeup.toLessonId), eq(attendees.isMakeup, true)));
      } else {
        await tx
          .update(attendees)
          .set({ status: 'UNKNOWN', note: '' })
          .where(and(eq(attendees.studentId, owner), eq(attendees.lessonId, makeup.fromLessonId)));
      }
      return true;
    });
  } catch (error) {
    if (error instanceof DomainError) throw error;
    services.logger.error({ err: error }, 'makeup could not be undone');
    throw new DomainError('MAKEUP_UNDO_FAILED');
  }
}

export interface MakeupRecord {
  id: number;
  studentId: number;
  fromLessonId: number;
  toLessonId: number | null;
  status: 'SCHEDULED' | 'ABSENT';
  notes: string;
  originalAbsent: boolean;
  fromStartOn: Date | null;
  toClassroomTitle: string | null;
  toStartOn: Date | null;
  /** The student's status at the makeup lesson, once the roll is taken there. */
  toStatus: AttendeeStatus | null;
  /** It can still be undone: its lessons have not begun. */
  undoable: boolean;
}

export async function makeupRecord(db: Reader, id: number, now: Date): Promise<MakeupRecord> {
  const list = await makeupRecords(db, [eq(makeups.id, id)], now);
  if (!list[0]) throw notFound();
  return list[0];
}

const fromLessons = alias(lessons, 'from_lessons');

export async function makeupRecords(db: Reader, where: ReturnType<typeof eq>[], now: Date): Promise<MakeupRecord[]> {
  const rows = await db
    .select({
      id: makeups.id,
      studentId: makeups.studentId,
      fromLessonId: makeups.fromLessonId,
      toLessonId: makeups.toLessonId,
      status: makeups.status,
      notes: makeups.notes,
      originalAbsent: makeups.originalAbsent,
      fromStartOn: fromLessons.startOn,
      toClassroomTitle: classrooms.title,
      toStartOn: lessons.startOn,
      toStatus: attendees.status,
    })
    .from(makeups)
    .innerJoin(fromLessons, eq(fromLessons.id, makeups.fromLessonId))
    .leftJoin(lessons, eq(lessons.id, makeups.toLessonId))
    .leftJoin(classrooms, eq(classrooms.id, lessons.classroomId))
    .leftJoin(attendees, and(eq(attendees.lessonId, makeups.toLessonId), eq(attendees.studentId, makeups.studentId)))
    .where(and(...where));
  return rows.map((row) => ({ ...row, undoable: makeupUndoable(row, now) }));
}

export const makeupsOfLessons = (db: Reader, studentId: number, lessonIds: number[], now: Date) =>
  lessonIds.length
    ? makeupRecords(db, [eq(makeups.studentId, studentId), inArray(makeups.fromLessonId, lessonIds)], now)
    : Promise.resolve([]);
