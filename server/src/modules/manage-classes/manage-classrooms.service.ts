import { CLASS_LIST_PAGE, meetsLabel, minutesOfDay, canChangeStatus, type Quarter } from '@solve/core';
import { and, asc, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import { CLASSROOM_WEEKDAY_COLUMNS } from '../../db/classroom-weekdays.js';
import type { Db } from '../../db/client.js';
import { classroomInstructors, classrooms, courses, employees, enrollments, lessons, locations } from '../../db/schema/index.js';
import { DomainError, notFound } from '../../graphql/errors.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { recordAudit } from '../audit/audit.service.js';
import { checkInt, cleanText } from './input-checks.js';
import { perHandle } from '../../db/per-handle.js';
import { queueOffers, seatsRaised } from '../waitlist/waitlist-offers.js';

export type ClassroomStatus = 'PUBLISHED' | 'OPENED' | 'CLOSED';
export type TeachingStyle = (typeof classrooms.$inferSelect)['teachingStyle'];
type ClassroomRow = typeof classrooms.$inferSelect;

export interface ClassroomInput {
  courseId: number;
  code: string;
  title: string;
  year: number;
  quarter: Quarter;
  session: string;
  teachingStyle: TeachingStyle;
  /** Null: online. */
  centerLocationId: number | null;
  /** 0 Sunday … 6 Saturday. */
  weekdays: number[];
  startTime: string;
  endTime: string;
  startDate: string;
  endDate: string;
  tuitionCents: number;
  earlyBirdTuitionCents: number | null;
  enrollmentMax: number | null;
  leadInstructorId: number;
  instructorIds: number[];
  onCatalog: boolean;
}

/** The weekdays a classroom meets on (0 Sunday). */
export function weekdaysOf(row: ClassroomRow): number[] {
  if (row.meetsEveryday) return [0, 1, 2, 3, 4, 5, 6];
  return CLASSROOM_WEEKDAY_COLUMNS.flatMap((column, day) => (row[column] ? [day] : []));
}

/** Checks the form and turns it into the classroom's columns; bad input changes nothing. */
async function classroomValues(db: Db, input: ClassroomInput) {
  const weekdays = [...new Set(input.weekdays)];
  if (weekdays.length === 0) throw new DomainError('CLASSROOM_NEEDS_MEETING_DAYS');
  for (const day of weekdays) checkInt(day, 0, 6);
  const start = minutesOfDay(input.startTime);
  const end = minutesOfDay(input.endTime);
  if (start === null || end === null) throw new DomainError('INVALID_INPUT');
  if (end <= start) throw new DomainError('CLASSROOM_TIMES_ORDER');
  if (input.endDate < input.startDate) throw new DomainError('CLASSROOM_DATES_ORDER');
  checkInt(input.year, 2000, 2100);
  checkInt(input.tuitionCents, 0, 100_000_00);
  if (input.earlyBirdTuitionCents !== null) {
    checkInt(input.earlyBirdTuitionCents, 0, 100_000_00);
    if (input.earlyBirdTuitionCents > input.tuitionCents) throw new DomainError('EARLY_BIRD_ABOVE_TUITION');
  }
  if (input.enrollmentMax !== null) checkInt(input.enrollmentMax, 0, 10_000);
  const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, input.courseId)).limit(1);
  if (!course) throw notFound();
  if (input.centerLocationId !== null) {
    const [center] = await db.select({ id: locations.id }).from(locations).where(eq(locations.id, input.centerLocationId)).limit(1);
    if (!center) throw notFound();
  }
  const instructorIds = [...new Set([input.leadInstructorId, ...input.instructorIds])];
  const found = await db
    .select({ id: employees.id })
    .from(employees)
    .where(and(inArray(employees.id, instructorIds), eq(employees.active, true), eq(employees.isTeacher, true)));
  if (found.length !== instructorIds.length) throw new DomainError('NOT_AN_INSTRUCTOR_ID');
  return {
    values: {
      courseId: input.courseId,
      code: cleanText(input.code, 40),
      title: cleanText(input.title, 200),
      year: input.year,
      quarter: input.quarter,
      session: cleanText(input.session, 80, true),
      teachingStyle: input.teachingStyle,
      centerLocationId: input.centerLocationId,
      meets: meetsLabel(weekdays),
      meetsEveryday: weekdays.length === 7,
      meetingsPerWeek: weekdays.length,
      ...Object.fromEntries(CLASSROOM_WEEKDAY_COLUMNS.map((column, day) => [column, weekdays.includes(day)])),
      startTime: input.startTime.slice(0, 5),
      endTime: input.endTime.slice(0, 5),
      startDate: input.startDate,
      endDate: input.endDate,
      tuitionCents: input.tuitionCents,
      earlyBirdTuitionCents: input.earlyBirdTuitionCents,
      enrollmentMax: input.enrollmentMax,
      onCatalog: input.onCatalog,
    } satisfies Partial<typeof classrooms.$inferInsert>,
    instructorIds: instructorIds.filter((id) => id !== input.leadInstructorId),
  };
}

async function checkCodeFree(db: Db, code: string, year: number, quarter: Quarter, exceptId: number | null) {
  const conditions = [eq(classrooms.code, code), eq(classrooms.year, year), eq(classrooms.quarter, quarter)];
  if (exceptId !== null) conditions.push(ne(classrooms.id, exceptId));
  const [taken] = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(and(...conditions))
    .limit(1);
  if (taken) throw new DomainError('CLASSROOM_CODE_TAKEN', { code });
}

async function writeInstructors(db: Db, classroomId: number, leadId: number, otherIds: number[]) {
  await db.delete(classroomInstructors).where(eq(classroomInstructors.classroomId, classroomId));
  await db
    .insert(classroomInstructors)
    .values([
      { classroomId, employeeId: leadId, isLead: true, order: 0 },
      ...otherIds.map((employeeId, index) => ({ classroomId, employeeId, isLead: false, order: index + 1 })),
    ]);
}

async function instructorIdsOf(db: Db, classroomId: number) {
  const rows = await db
    .select({ employeeId: classroomInstructors.employeeId, isLead: classroomInstructors.isLead })
    .from(classroomInstructors)
    .where(eq(classroomInstructors.classroomId, classroomId))
    .orderBy(asc(classroomInstructors.order));
  return {
    lead: rows.find((row) => row.isLead)?.employeeId ?? null,
    others: rows.filter((row) => !row.isLead).map((row) => row.employeeId),
  };
}

/** A new classroom of a course, published (on sale once on the catalog); its lessons come next. */
export async function createClassroom(db: Db, viewer: EmployeeViewer, input: ClassroomInput): Promise<number> {
  return db.transaction(async (tx) => {
    const { values, instructorIds } = await classroomValues(tx, input);
    await checkCodeFree(tx, values.code, values.year, values.quarter, null);
    const [row] = await tx
      .insert(classrooms)
      .values({ ...values, status: 'PUBLISHED' })
      .returning();
    await writeInstructors(tx, row!.id, input.leadInstructorId, instructorIds);
    await recordAudit(tx, viewer, {
      action: 'classroom.create',
      entityType: 'classroom',
      entityId: row!.id,
      after: { ...row, leadInstructorId: input.leadInstructorId, instructorIds },
    });
    return row!.id;
  });
}

async function lockClassroom(db: Db, id: number): Promise<ClassroomRow> {
  const [row] = await db.select().from(classrooms).where(eq(classrooms.id, id)).for('update').limit(1);
  if (!row) throw notFound();
  return row;
}

export async function updateClassroom(db: Db, viewer: EmployeeViewer, id: number, input: ClassroomInput): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockClassroom(tx, id);
    const beforeInstructors = await instructorIdsOf(tx, id);
    const { values, instructorIds } = await classroomValues(tx, input);
    // The course decides the lessons: once lessons exist, the class keeps its course.
    if (values.courseId !== before.courseId) {
      const [lesson] = await tx.select({ id: lessons.id }).from(lessons).where(eq(lessons.classroomId, id)).limit(1);
      if (lesson) throw new DomainError('INVALID_INPUT');
    }
    await checkCodeFree(tx, values.code, values.year, values.quarter, id);
    const [after] = await tx.update(classrooms).set(values).where(eq(classrooms.id, id)).returning();
    // More seats (or no limit): the waitlist's next students are offered them once this commits.
    if (seatsRaised(before.enrollmentMax, after!.enrollmentMax)) await queueOffers(tx, id, new Date());
    await writeInstructors(tx, id, input.leadInstructorId, instructorIds);
    await recordAudit(tx, viewer, {
      action: 'classroom.update',
      entityType: 'classroom',
      entityId: id,
      before: { ...before, leadInstructorId: beforeInstructors.lead, instructorIds: beforeInstructors.others },
      after: { ...after, leadInstructorId: input.leadInstructorId, instructorIds },
    });
  });
}

const paidCountSql = (classroomId: number) =>
  sql<number>`(select count(*)::int from ${enrollments} where ${enrollments.classroomId} = ${classroomId}
    and ${enrollments.withdrawnAt} is null and ${enrollments.status} = 'PAID')`;

/** Published → opened → closed, never back. */
export async function changeClassroomStatus(db: Db, viewer: EmployeeViewer, id: number, status: ClassroomStatus): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockClassroom(tx, id);
    if (!canChangeStatus(before.status, status)) throw new DomainError('CLASSROOM_BAD_TRANSITION', { from: before.status, to: status });
    await tx.update(classrooms).set({ status }).where(eq(classrooms.id, id));
    await recordAudit(tx, viewer, {
      action: `classroom.${status === 'OPENED' ? 'open' : 'close'}`,
      entityType: 'classroom',
      entityId: id,
      before: { status: before.status },
      after: { status },
    });
  });
}

/** Only a class nobody has paid for may go; a class with paid students is closed instead. */
export async function deleteClassroom(db: Db, viewer: EmployeeViewer, id: number): Promise<void> {
  await db.transaction(async (tx) => {
    const before = await lockClassroom(tx, id);
    const [paid] = await tx.select({ count: paidCountSql(id) }).from(sql`(select 1) as one`);
    if ((paid?.count ?? 0) > 0) throw new DomainError('CLASSROOM_HAS_PAID_STUDENTS');
    await tx.delete(classrooms).where(eq(classrooms.id, id));
    await recordAudit(tx, viewer, { action: 'classroom.delete', entityType: 'classroom', entityId: id, before });
  });
}

export interface ManagedClassroomSummary {
  id: number;
  code: string;
  title: string;
  status: ClassroomStatus;
  year: number;
  quarter: Quarter;
  session: string;
  startDate: string;
  endDate: string;
  meets: string;
  startTime: string | null;
  endTime: string | null;
  onCatalog: boolean;
  leadInstructor: string | null;
  enrollmentCount: number;
  enrollmentMax: number | null;
  lessonCount: number;
}

export interface ClassroomFilter {
  year?: number | null;
  quarter?: Quarter | null;
  status?: ClassroomStatus | null;
  search?: string | null;
}

/** Past any academy's list: a larger offset is refused rather than scanned. */
const CLASS_LIST_MAX_OFFSET = 100_000;

/**
 * The class list (admins every class, instructors the ones they teach; newest terms first) in one
 * prepared statement: every filter is a parameter that is null when unused,
 * so PostgreSQL plans it once per connection (planning its seat, lesson and lead subqueries cost
 * about as much as running them).
 */
const managedClassroomList = perHandle((db) => {
  const param = <T>(name: string) => sql<T>`${sql.placeholder(name)}`;
  return (
    db
      .select({
        id: classrooms.id,
        code: classrooms.code,
        title: classrooms.title,
        status: classrooms.status,
        year: classrooms.year,
        quarter: classrooms.quarter,
        session: classrooms.session,
        startDate: classrooms.startDate,
        endDate: classrooms.endDate,
        meets: classrooms.meets,
        startTime: classrooms.startTime,
        endTime: classrooms.endTime,
        onCatalog: classrooms.onCatalog,
        leadInstructor: sql<string | null>`(select ${employees.firstName} || ' ' || ${employees.lastName}
        from ${classroomInstructors} join ${employees} on ${employees.id} = ${classroomInstructors.employeeId}
        where ${classroomInstructors.classroomId} = ${classrooms.id} and ${classroomInstructors.isLead} limit 1)`,
        enrollmentCount: sql<number>`(select count(*)::int from ${enrollments}
        where ${enrollments.classroomId} = ${classrooms.id} and ${enrollments.withdrawnAt} is null)`,
        enrollmentMax: classrooms.enrollmentMax,
        lessonCount: sql<number>`(select count(*)::int from ${lessons} where ${lessons.classroomId} = ${classrooms.id})`,
      })
      .from(classrooms)
      // The join makes Drizzle qualify every column, which the correlated subqueries need.
      .innerJoin(courses, eq(courses.id, classrooms.courseId))
      .where(
        and(
          sql`(${param('year')}::int is null or ${classrooms.year} = ${param('year')}::int)`,
          sql`(${param('quarter')}::text is null or ${classrooms.quarter}::text = ${param('quarter')}::text)`,
          sql`(${param('status')}::text is null or ${classrooms.status}::text = ${param('status')}::text)`,
          sql`(${param('words')}::text is null or ${classrooms.code} ilike ${param('words')}::text or ${classrooms.title} ilike ${param('words')}::text)`,
          sql`(${param('teacher')}::int is null or exists (select 1 from ${classroomInstructors}
          where ${classroomInstructors.classroomId} = ${classrooms.id} and ${classroomInstructors.employeeId} = ${param('teacher')}::int))`,
        ),
      )
      // The id last, so that pages never overlap.
      .orderBy(desc(classrooms.year), desc(classrooms.startDate), asc(classrooms.code), asc(classrooms.id))
      .limit(CLASS_LIST_PAGE)
      .offset(sql.placeholder('offset'))
      .prepare('manage_classroom_list')
  );
});

export async function listManagedClassrooms(
  db: Db,
  viewer: EmployeeViewer,
  filter: ClassroomFilter,
  offset = 0,
): Promise<ManagedClassroomSummary[]> {
  const search = filter.search?.trim();
  return managedClassroomList(db).execute({
    offset: checkInt(offset, 0, CLASS_LIST_MAX_OFFSET),
    year: filter.year ?? null,
    quarter: filter.quarter ?? null,
    status: filter.status ?? null,
    words: search ? `%${cleanText(search, 100).replace(/[\\%_]/g, (c) => `\\${c}`)}%` : null,
    // Instructors see the classes they teach.
    teacher: viewer.isAdmin ? null : viewer.employeeId,
  });
}

export interface ManagedClassroom extends ClassroomRow {
  weekdays: number[];
  leadInstructorId: number | null;
  instructorIds: number[];
  courseTitle: string;
  paidCount: number;
  enrollmentCount: number;
}

export async function getManagedClassroom(db: Db, id: number): Promise<ManagedClassroom> {
  const [row] = await db
    .select({
      classroom: classrooms,
      courseTitle: courses.title,
      paidCount: paidCountSql(id),
      enrollmentCount: sql<number>`(select count(*)::int from ${enrollments}
        where ${enrollments.classroomId} = ${classrooms.id} and ${enrollments.withdrawnAt} is null)`,
    })
    .from(classrooms)
    .innerJoin(courses, eq(courses.id, classrooms.courseId))
    .where(eq(classrooms.id, id))
    .limit(1);
  if (!row) throw notFound();
  const instructors = await instructorIdsOf(db, id);
  return {
    ...row.classroom,
    weekdays: weekdaysOf(row.classroom),
    leadInstructorId: instructors.lead,
    instructorIds: instructors.others,
    courseTitle: row.courseTitle,
    paidCount: row.paidCount,
    enrollmentCount: row.enrollmentCount,
  };
}

/** Who may teach: active employees marked as teachers. */
export async function listInstructors(db: Db) {
  return db
    .select({ id: employees.id, name: sql<string>`${employees.firstName} || ' ' || ${employees.lastName}`, email: employees.workEmail })
    .from(employees)
    .where(and(eq(employees.active, true), eq(employees.isTeacher, true)))
    .orderBy(asc(employees.firstName), asc(employees.lastName))
    .limit(500);
}

export async function listCenters(db: Db) {
  return db
    .select({ id: locations.id, name: sql<string>`coalesce(${locations.name}, ${locations.city})` })
    .from(locations)
    .where(eq(locations.isCenter, true))
    .orderBy(asc(locations.name))
    .limit(200);
}

export async function listCourses(db: Db) {
  return db
    .select({
      id: courses.id,
      code: courses.code,
      title: courses.title,
      subject: courses.subject,
      lessonPlanCount: sql<number>`(select count(*)::int from lesson_plans where lesson_plans.course_id = ${courses.id})`,
    })
    .from(courses)
    .orderBy(asc(courses.code))
    .limit(1000);
}
