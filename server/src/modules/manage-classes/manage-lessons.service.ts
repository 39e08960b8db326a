import { calendarDate, meetingDates, wallTimeInstant, wallTimeOf } from '@solve/core';
import { and, asc, eq, gte, inArray, lte, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { academyHolidays, assignments, classrooms, lessonPlans, lessons, problemSets, submissions } from '../../db/schema/index.js';
import { DomainError, notFound } from '../../graphql/errors.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { recordAudit, recordAuditAll } from '../audit/audit.service.js';
import { notifyNewAssignments, openToStudents } from '../notifications/new-assignment-trigger.js';
import { getSettings } from '../settings/settings.service.js';
import type { Services } from '../../services.js';
import { checkInt, cleanUrl } from './input-checks.js';
import { getManagedClassroom, weekdaysOf } from './manage-classrooms.service.js';

const WEEK_MS = 7 * 86_400_000;

/** A date and a wall-clock time in the academy's zone, as people enter them. */
export interface LocalDateTime {
  date: string;
  time: string;
}

function instantOf(local: LocalDateTime, timeZone: string): Date {
  try {
    return wallTimeInstant(local.date, local.time, timeZone);
  } catch {
    throw new DomainError('INVALID_INPUT');
  }
}

/** Whether any student has started work in the class (then its lessons are never regenerated). */
async function classHasWork(db: Db, classroomId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: submissions.id })
    .from(submissions)
    .innerJoin(assignments, eq(assignments.id, submissions.assignmentId))
    .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
    .where(eq(lessons.classroomId, classroomId))
    .limit(1);
  return row !== undefined;
}

export interface PlannedLesson {
  lessonPlanId: number;
  startOn: Date;
  endOn: Date;
  dueOn: Date;
}

/**
 * One lesson per lesson plan, in order, on the meeting days from the start date, holidays left
 * out, at the class's wall-clock times in the academy's zone (so 4 PM stays 4 PM across a
 * daylight-saving change). Each is due when the next begins (the last a week after it starts).
 */
export async function planLessons(
  db: Db,
  classroom: typeof classrooms.$inferSelect,
  startDate: string,
  endDate: string,
): Promise<PlannedLesson[]> {
  const { timeZone } = await getSettings(db);
  const plans = await db
    .select({ id: lessonPlans.id })
    .from(lessonPlans)
    .where(eq(lessonPlans.courseId, classroom.courseId))
    .orderBy(asc(lessonPlans.order));
  if (plans.length === 0) throw new DomainError('COURSE_HAS_NO_LESSON_PLANS');
  const holidays = await db
    .select({ date: academyHolidays.date })
    .from(academyHolidays)
    .where(and(gte(academyHolidays.date, startDate), lte(academyHolidays.date, endDate)));
  const dates = meetingDates({
    startDate,
    endDate,
    weekdays: weekdaysOf(classroom),
    holidays: new Set(holidays.map((holiday) => holiday.date)),
  });
  if (dates.length < plans.length) {
    throw new DomainError('LESSONS_DO_NOT_FIT', { startDate, endDate, available: dates.length, needed: plans.length });
  }
  const startTime = classroom.startTime?.slice(0, 5) ?? '16:00';
  const endTime = classroom.endTime?.slice(0, 5) ?? '17:00';
  const starts = plans.map((_, index) => wallTimeInstant(dates[index]!, startTime, timeZone));
  return plans.map((plan, index) => ({
    lessonPlanId: plan.id,
    startOn: starts[index]!,
    endOn: wallTimeInstant(dates[index]!, endTime, timeZone),
    dueOn: starts[index + 1] ?? new Date(starts[index]!.getTime() + WEEK_MS),
  }));
}

/** Writes planned lessons and, for each, its plan's problem sets as not yet assigned. */
export async function insertLessons(db: Db, classroomId: number, planned: PlannedLesson[]) {
  const inserted = await db
    .insert(lessons)
    .values(planned.map((lesson) => ({ classroomId, ...lesson, previewOn: lesson.startOn })))
    .returning({ id: lessons.id, lessonPlanId: lessons.lessonPlanId, startOn: lessons.startOn, dueOn: lessons.dueOn });
  const sets = await db
    .select({ id: problemSets.id, lessonPlanId: problemSets.lessonPlanId })
    .from(problemSets)
    .where(
      inArray(
        problemSets.lessonPlanId,
        planned.map((lesson) => lesson.lessonPlanId),
      ),
    )
    .orderBy(asc(problemSets.order));
  const rows = sets.flatMap((set) => {
    const lesson = inserted.find((row) => row.lessonPlanId === set.lessonPlanId);
    return lesson
      ? [{ lessonId: lesson.id, problemSetId: set.id, status: 'NOT_ASSIGNED' as const, startOn: lesson.startOn, dueOn: lesson.dueOn }]
      : [];
  });
  if (rows.length > 0) await db.insert(assignments).values(rows);
  return inserted;
}

/** Makes (or makes again, while nobody has worked in the class) the class's lessons from its course. */
export async function generateLessons(db: Db, viewer: EmployeeViewer, classroomId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [classroom] = await tx.select().from(classrooms).where(eq(classrooms.id, classroomId)).for('update').limit(1);
    if (!classroom) throw notFound();
    if (await classHasWork(tx, classroomId)) throw new DomainError('LESSONS_HAVE_WORK');
    const planned = await planLessons(tx, classroom, classroom.startDate, classroom.endDate);
    const before = await tx
      .select({ id: lessons.id, lessonPlanId: lessons.lessonPlanId, startOn: lessons.startOn })
      .from(lessons)
      .where(eq(lessons.classroomId, classroomId));
    await tx.delete(lessons).where(eq(lessons.classroomId, classroomId));
    const inserted = await insertLessons(tx, classroomId, planned);
    await recordAudit(tx, viewer, {
      action: 'classroom.generate_lessons',
      entityType: 'classroom',
      entityId: classroomId,
      before: before.length > 0 ? { lessons: before } : null,
      after: { lessons: inserted.map(({ id, lessonPlanId, startOn }) => ({ id, lessonPlanId, startOn })) },
    });
  });
}

export interface LessonInput {
  date: string;
  startTime: string;
  endTime: string;
  webinarUrl: string | null;
  /** The recording shown after the lesson. */
  videoUrl: string | null;
  officeHourDuration: number | null;
  primaryOfficeHour: LocalDateTime | null;
  makeupOfficeHour: LocalDateTime | null;
}

/** The classroom a lesson belongs to (for the policy), or not found. */
export async function classroomOfLesson(db: Db, lessonId: number): Promise<number> {
  const [row] = await db.select({ classroomId: lessons.classroomId }).from(lessons).where(eq(lessons.id, lessonId)).limit(1);
  if (!row) throw notFound();
  return row.classroomId;
}

export async function classroomOfAssignment(db: Db, assignmentId: number): Promise<number> {
  const [row] = await db
    .select({ classroomId: lessons.classroomId })
    .from(assignments)
    .innerJoin(lessons, eq(lessons.id, assignments.lessonId))
    .where(eq(assignments.id, assignmentId))
    .limit(1);
  if (!row) throw notFound();
  return row.classroomId;
}

/** One lesson's date, times, links and office hours, entered in the academy's zone. */
export async function updateLesson(db: Db, viewer: EmployeeViewer, lessonId: number, input: LessonInput): Promise<void> {
  const { timeZone } = await getSettings(db);
  const startOn = instantOf({ date: input.date, time: input.startTime }, timeZone);
  const endOn = instantOf({ date: input.date, time: input.endTime }, timeZone);
  if (endOn <= startOn) throw new DomainError('LESSON_TIMES_ORDER');
  if (input.officeHourDuration !== null) checkInt(input.officeHourDuration, 0, 600);
  const values = {
    startOn,
    endOn,
    previewOn: startOn,
    webinarUrl: cleanUrl(input.webinarUrl),
    webinarReplay: cleanUrl(input.videoUrl),
    officeHourDuration: input.officeHourDuration,
    primaryOfficeHourOn: input.primaryOfficeHour ? instantOf(input.primaryOfficeHour, timeZone) : null,
    makeupOfficeHourOn: input.makeupOfficeHour ? instantOf(input.makeupOfficeHour, timeZone) : null,
  };
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(lessons).where(eq(lessons.id, lessonId)).for('update').limit(1);
    if (!before) throw notFound();
    const [after] = await tx.update(lessons).set(values).where(eq(lessons.id, lessonId)).returning();
    await recordAudit(tx, viewer, { action: 'lesson.update', entityType: 'lesson', entityId: lessonId, before, after });
  });
}

export type AssignmentStatus = 'ASSIGNED' | 'NOT_ASSIGNED';

export interface AssignmentInput {
  status: AssignmentStatus;
  start: LocalDateTime | null;
  due: LocalDateTime | null;
  graded: boolean;
}

async function assignmentValues(db: Db, input: AssignmentInput) {
  const { timeZone } = await getSettings(db);
  const startOn = input.start ? instantOf(input.start, timeZone) : null;
  const dueOn = input.due ? instantOf(input.due, timeZone) : null;
  if (startOn && dueOn && dueOn <= startOn) throw new DomainError('ASSIGNMENT_DATES_ORDER');
  return { status: input.status, startOn, dueOn, graded: input.graded };
}

/** Adds a problem set to a lesson; one open to students at once is told to them (NEW_ASSIGNMENT). */
export async function addAssignment(
  services: Services,
  viewer: EmployeeViewer,
  lessonId: number,
  problemSetId: number,
  input: AssignmentInput,
): Promise<number> {
  const values = await assignmentValues(services.db, input);
  const { id, told } = await services.db.transaction(async (tx) => {
    const [set] = await tx.select({ id: problemSets.id }).from(problemSets).where(eq(problemSets.id, problemSetId)).limit(1);
    if (!set) throw notFound();
    const [row] = await tx
      .insert(assignments)
      .values({ lessonId, problemSetId, ...values })
      .onConflictDoNothing()
      .returning();
    if (!row) throw new DomainError('ASSIGNMENT_EXISTS');
    await recordAudit(tx, viewer, { action: 'assignment.create', entityType: 'assignment', entityId: row.id, after: row });
    const open = openToStudents(row, services.now());
    return { id: row.id, told: open ? await notifyNewAssignments(services, tx, [row.id]) : null };
  });
  await told?.();
  return id;
}

/** Changes an assignment; one it makes open to students (published, or its start moved to now) is told to them. */
export async function updateAssignment(
  services: Services,
  viewer: EmployeeViewer,
  assignmentId: number,
  input: AssignmentInput,
): Promise<void> {
  const values = await assignmentValues(services.db, input);
  const told = await services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(assignments).where(eq(assignments.id, assignmentId)).for('update').limit(1);
    if (!before) throw notFound();
    const [after] = await tx.update(assignments).set(values).where(eq(assignments.id, assignmentId)).returning();
    await recordAudit(tx, viewer, { action: 'assignment.update', entityType: 'assignment', entityId: assignmentId, before, after });
    const now = services.now();
    const opened = !openToStudents(before, now) && openToStudents(after!, now);
    return opened ? notifyNewAssignments(services, tx, [assignmentId]) : null;
  });
  await told?.();
}

/** Removes an assignment nobody has worked on; one with work is set to not assigned instead. */
export async function removeAssignment(db: Db, viewer: EmployeeViewer, assignmentId: number): Promise<void> {
  await db.transaction(async (tx) => {
    const [before] = await tx.select().from(assignments).where(eq(assignments.id, assignmentId)).for('update').limit(1);
    if (!before) throw notFound();
    const [work] = await tx.select({ id: submissions.id }).from(submissions).where(eq(submissions.assignmentId, assignmentId)).limit(1);
    if (work) throw new DomainError('ASSIGNMENT_HAS_WORK');
    await tx.delete(assignments).where(eq(assignments.id, assignmentId));
    await recordAudit(tx, viewer, { action: 'assignment.delete', entityType: 'assignment', entityId: assignmentId, before });
  });
}

/** Every assignment of the class at once: assigned (or not), each keeping its own dates; those now open are told to the students. */
export async function setClassAssignmentsStatus(
  services: Services,
  viewer: EmployeeViewer,
  classroomId: number,
  status: AssignmentStatus,
): Promise<number> {
  const { count, told } = await services.db.transaction(async (tx) => {
    const [classroom] = await tx.select({ id: classrooms.id }).from(classrooms).where(eq(classrooms.id, classroomId)).limit(1);
    if (!classroom) throw notFound();
    const changed = await tx
      .update(assignments)
      .set({ status })
      .where(
        and(
          sql`${assignments.lessonId} in (select ${lessons.id} from ${lessons} where ${lessons.classroomId} = ${classroomId})`,
          sql`${assignments.status} <> ${status}`,
        ),
      )
      .returning({ id: assignments.id, status: assignments.status, startOn: assignments.startOn });
    await recordAuditAll(
      tx,
      viewer,
      changed.map((row) => ({
        action: 'assignment.update',
        entityType: 'assignment',
        entityId: row.id,
        before: { status: status === 'ASSIGNED' ? 'NOT_ASSIGNED' : 'ASSIGNED' },
        after: { status },
      })),
    );
    const now = services.now();
    const opened = changed.filter((row) => openToStudents(row, now)).map((row) => row.id);
    return { count: changed.length, told: opened.length ? await notifyNewAssignments(services, tx, opened) : null };
  });
  await told?.();
  return count;
}

export interface ManagedAssignment {
  id: number;
  lessonId: number;
  problemSetId: number;
  title: string;
  kind: string;
  feedbackType: string;
  timeLimit: number;
  allowedAttempts: number | null;
  status: AssignmentStatus;
  startOn: Date | null;
  dueOn: Date | null;
  graded: boolean;
  start: LocalDateTime | null;
  due: LocalDateTime | null;
}

export interface ManagedLesson {
  id: number;
  order: number;
  title: string;
  startOn: Date | null;
  endOn: Date | null;
  date: string | null;
  startTime: string | null;
  endTime: string | null;
  webinarUrl: string | null;
  videoUrl: string | null;
  officeHourDuration: number | null;
  primaryOfficeHour: LocalDateTime | null;
  makeupOfficeHour: LocalDateTime | null;
  assignments: ManagedAssignment[];
}

const localOf = (instant: Date | null, timeZone: string): LocalDateTime | null =>
  instant ? { date: calendarDate(instant, timeZone), time: wallTimeOf(instant, timeZone) } : null;

/** The classroom as the back office shows it, its lessons read when asked for. */
export async function presentClassroom(db: Db, id: number) {
  const classroom = await getManagedClassroom(db, id);
  return { ...classroom, lessons: () => listManagedLessons(db, id) };
}

/** The class's lessons in order with their assignments, times read in the academy's zone. */
export async function listManagedLessons(db: Db, classroomId: number): Promise<ManagedLesson[]> {
  const { timeZone } = await getSettings(db);
  const rows = await db
    .select({ lesson: lessons, order: lessonPlans.order, title: lessonPlans.title })
    .from(lessons)
    .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId))
    .where(eq(lessons.classroomId, classroomId))
    .orderBy(asc(lessonPlans.order));
  const ids = rows.map((row) => row.lesson.id);
  const sets =
    ids.length === 0
      ? []
      : await db
          .select({
            assignment: assignments,
            title: problemSets.title,
            kind: problemSets.kind,
            feedbackType: problemSets.feedbackType,
            timeLimit: problemSets.timeLimit,
            allowedAttempts: problemSets.allowedAttempts,
          })
          .from(assignments)
          .innerJoin(problemSets, eq(problemSets.id, assignments.problemSetId))
          .where(inArray(assignments.lessonId, ids))
          .orderBy(asc(problemSets.order), asc(assignments.id));
  return rows.map(({ lesson, order, title }) => ({
    id: lesson.id,
    order,
    title,
    startOn: lesson.startOn,
    endOn: lesson.endOn,
    date: lesson.startOn ? calendarDate(lesson.startOn, timeZone) : null,
    startTime: lesson.startOn ? wallTimeOf(lesson.startOn, timeZone) : null,
    endTime: lesson.endOn ? wallTimeOf(lesson.endOn, timeZone) : null,
    webinarUrl: lesson.webinarUrl,
    videoUrl: lesson.webinarReplay,
    officeHourDuration: lesson.officeHourDuration,
    primaryOfficeHour: localOf(lesson.primaryOfficeHourOn, timeZone),
    makeupOfficeHour: localOf(lesson.makeupOfficeHourOn, timeZone),
    assignments: sets
      .filter((set) => set.assignment.lessonId === lesson.id)
      .map((set) => ({
        id: set.assignment.id,
        lessonId: lesson.id,
        problemSetId: set.assignment.problemSetId,
        title: set.title,
        kind: set.kind,
        feedbackType: set.feedbackType,
        timeLimit: set.timeLimit,
        allowedAttempts: set.allowedAttempts,
        status: set.assignment.status,
        startOn: set.assignment.startOn,
        dueOn: set.assignment.dueOn,
        graded: set.assignment.graded,
        start: localOf(set.assignment.startOn, timeZone),
        due: localOf(set.assignment.dueOn, timeZone),
      })),
  }));
}

/** Problem sets an admin may add to a lesson: its plan's sets first, then any by title or code. */
export async function searchProblemSets(db: Db, search: string) {
  const words = `%${search.trim().replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
  return db
    .select({ id: problemSets.id, code: problemSets.code, title: problemSets.title, kind: problemSets.kind })
    .from(problemSets)
    .where(sql`${problemSets.title} ilike ${words} or ${problemSets.code} ilike ${words}`)
    .orderBy(asc(problemSets.code))
    .limit(20);
}
