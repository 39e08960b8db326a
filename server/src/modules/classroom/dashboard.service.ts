import {
  CLASS_SECTION_PAGE,
  calendarDate,
  type ClassCardAction,
  classCardAction,
  classCardFigures,
  classroomAccessOpen,
  classroomMode,
  type ClassroomMode,
  isActiveClassroom,
  unavailableTabs,
} from '@solve/core';
import { asc, count, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  academySettings,
  classroomInstructors,
  classrooms,
  classroomStatusEnum,
  courses,
  enrollments,
  enrollmentStatusEnum,
  issues,
  leaderboardPoints,
  locations,
  teachingStyleEnum,
} from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import type { EmployeeViewer, StudentViewer, Viewer } from '../auth/viewer.js';
import { type EnrollmentStatus, trialToLessonOrderOf } from './classroom-context.service.js';
import { isStaffViewer, requireStudentOrStaff, type StaffMode, staffModeOf } from '../../authorization/policies.js';
import { perHandle } from '../../db/per-handle.js';
import { coalescedReads } from '../../db/coalesced-reads.js';
import { idList, idRows } from '../../db/id-list.js';
import { contentVersion } from '../../db/content-version.js';
import { classLessons } from './class-lessons.js';
import { dashboardAssignments, type DashboardAssignment, studentWorkJson, workByAssignment } from './work.service.js';
import { jsonValue } from '../../db/json-value.js';
import { DomainError, notFound } from '../../graphql/errors.js';

export type DashboardTab = 'ENROLLED' | 'ACTIVE' | 'COMPLETED' | 'RECOMMENDED';

/**
 * One class on the dashboard. Students get their grade, overdue count, points and unread messages;
 * staff cards keep those places empty (classroom.md §2: placeholders).
 */
export interface ClassCard {
  classroomId: number;
  code: string;
  title: string;
  imageUrl: string | null;
  /** Null: online. */
  locationName: string | null;
  startDate: string;
  endDate: string;
  status: 'OPENED' | 'PUBLISHED' | 'CLOSED';
  teachingStyle: (typeof classrooms.$inferSelect)['teachingStyle'];
  onSolve: boolean;
  enrollmentStatus: EnrollmentStatus | null;
  mode: ClassroomMode;
  grade: number | null;
  overdueCount: number | null;
  points: number | null;
  /** Unread replies in the class (the Messages tab's badge); null for staff. */
  unreadMessages: number | null;
  action: ClassCardAction;
}

/** A section of class cards: one page of its classes (CLASS_SECTION_PAGE at a time) and how many it has in all. */
export interface ClassSection {
  key: string;
  title: string;
  total: number;
  classes: ClassCard[];
}

export interface Dashboard {
  tabs: DashboardTab[];
  /** The Enrolled (students) or Active (staff) tab. */
  active: ClassSection[];
  /** Closed classes grouped by the month and year of their end date, newest first. */
  completed: ClassSection[];
}

const classroomColumns = {
  classroomId: classrooms.id,
  code: classrooms.code,
  title: classrooms.title,
  status: classrooms.status,
  startDate: classrooms.startDate,
  endDate: classrooms.endDate,
  finalAccessDate: classrooms.finalAccessDate,
  teachingStyle: classrooms.teachingStyle,
  onSolve: classrooms.onSolve,
  imageUrl: courses.imageUrl,
  locationName: locations.name,
  timeZone: academySettings.timeZone,
};

const byStart = (a: ClassCard, b: ClassCard) => a.startDate.localeCompare(b.startDate) || a.code.localeCompare(b.code);

function section(key: string, title: string, classes: ClassCard[]): ClassSection[] {
  return classes.length ? [{ key, title, total: classes.length, classes: classes.sort(byStart) }] : [];
}

/** The page of a section's classes that starts at `offset`. */
const pageOf = (whole: ClassSection, offset: number): ClassSection => ({
  ...whole,
  classes: whole.classes.slice(offset, offset + CLASS_SECTION_PAGE),
});

const STAFF_TITLES = { OPENED: 'OPENED CLASSES', PUBLISHED: 'PUBLISHED CLASSES' } as const;

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** 'November 2026' by '2026-11'. */
function monthTitle(key: string): string {
  return MONTH.format(new Date(`${key}-01T00:00:00Z`));
}

/** Completed classes by the month and year of their end date, the latest month first. */
function byEndMonth(cards: ClassCard[]): ClassSection[] {
  const groups = new Map<string, ClassCard[]>();
  for (const card of cards) {
    const key = card.endDate.slice(0, 7);
    groups.set(key, [...(groups.get(key) ?? []), card]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([key, classes]) => ({ key, title: monthTitle(key), total: classes.length, classes: classes.sort(byStart) }));
}

/** Only lessons a student may open count toward their overdue work (previews and trials open few). */
function opensInMode(assignment: DashboardAssignment, mode: ClassroomMode, trialToLessonOrder: number | null): boolean {
  if (assignment.lessonOrder === 0 || assignment.isIntroduction || mode === 'NORMAL') return true;
  return mode === 'TRIAL_TO_LESSON' && trialToLessonOrder !== null && assignment.lessonOrder <= trialToLessonOrder;
}

interface CardJson {
  classroomId: number;
  code: string;
  title: string;
  status: ClassCard['status'];
  startDate: string;
  endDate: string;
  finalAccessDate: string | null;
  teachingStyle: ClassCard['teachingStyle'];
  onSolve: boolean;
  imageUrl: string | null;
  locationName: string | null;
  enrollmentStatus: EnrollmentStatus | null;
  trialToLessonOrder: number | null;
  points: number;
  unreadMessages: number;
}

/**
 * A card as the statement's JSON holds it. Rows are not parsed at run time (the dashboard is the
 * hottest read); a test parses the demo academy's rows with it, so a changed column fails there.
 */
export const cardJsonSchema = z.strictObject({
  classroomId: z.int(),
  code: z.string(),
  title: z.string(),
  status: z.enum(classroomStatusEnum.enumValues),
  startDate: z.iso.date(),
  endDate: z.iso.date(),
  finalAccessDate: z.iso.date().nullable(),
  teachingStyle: z.enum(teachingStyleEnum.enumValues),
  onSolve: z.boolean(),
  imageUrl: z.string().nullable(),
  locationName: z.string().nullable(),
  enrollmentStatus: z.enum(enrollmentStatusEnum.enumValues).nullable(),
  trialToLessonOrder: z.int().nullable(),
  points: z.number(),
  unreadMessages: z.int(),
}) satisfies z.ZodType<CardJson>;

/**
 * Students' classes, their work and the content version, one row per student of `studentIds`, each
 * part one JSON value built by PostgreSQL; the classes' lessons come from class-lessons.ts. Exported
 * for the test that parses its JSON (db/hot-reads.test.ts).
 */
export const studentDashboardsStatement = perHandle((db) => {
  const studentId = sql`dashboard_student.id`;
  return db
    .select({
      studentId: sql<number>`${studentId}`,
      timeZone: academySettings.timeZone,
      cards: sql<CardJson[] | string>`(
        select coalesce(json_agg(json_build_object(
          'classroomId', k.id, 'code', k.code, 'title', k.title, 'status', k.status, 'startDate', k.start_date, 'endDate', k.end_date,
          'finalAccessDate', k.final_access_date, 'teachingStyle', k.teaching_style, 'onSolve', k.on_solve, 'imageUrl', c.image_url,
          'locationName', loc.name, 'enrollmentStatus', e.status,
          'trialToLessonOrder', ${trialToLessonOrderOf(studentId, sql`k.id`)},
          'points', (select coalesce(sum(lp.points), 0) from ${leaderboardPoints} lp where lp.classroom_id = k.id and lp.student_id = ${studentId}),
          'unreadMessages', (select count(*)::int from ${issues} i where i.student_id = ${studentId} and i.classroom_id = k.id
            and i.issue_status = 'RESOLVED' and not i.is_read)
        )), '[]'::json)
        from ${enrollments} e
        join ${classrooms} k on k.id = e.classroom_id
        join ${courses} c on c.id = k.course_id
        left join ${locations} loc on loc.id = k.center_location_id
        where e.student_id = ${studentId} and e.withdrawn_at is null)`.mapWith(jsonValue<CardJson[]>),
      work: studentWorkJson(studentId),
      contentVersion,
    })
    .from(sql`${idRows('studentIds')} as dashboard_student`)
    .innerJoin(academySettings, eq(academySettings.id, 1))
    .prepare('student_dashboards');
});

type StudentDashboardRow = Awaited<ReturnType<ReturnType<typeof studentDashboardsStatement>['execute']>>[number];

/**
 * The statement's row of one student: students who open their dashboards in the same turn of the
 * event loop are read in one statement, which under load costs the database a fraction of one each.
 */
const studentDashboardRows = perHandle((db) =>
  coalescedReads<number, StudentDashboardRow>(async (studentIds) => {
    const rows = await studentDashboardsStatement(db).execute({ studentIds: idList(studentIds) });
    return new Map(rows.map((row) => [row.studentId, row]));
  }),
);

/**
 * A student's class cards, every enrolment that is not withdrawn, with the grade, overdue count
 * and points of the dashboard's rules: the student's own dashboard, and their family's grades.
 */
export async function studentClassCards(db: Db, studentId: number, now: Date): Promise<ClassCard[]> {
  const result = await studentDashboardRows(db).load(studentId);
  const rows = result?.cards ?? [];
  const timeZone = result?.timeZone ?? 'UTC';
  const lessons = await classLessons(
    db,
    rows.map((row) => row.classroomId),
    result?.contentVersion ?? null,
  );
  const work = workByAssignment(result?.work ?? []);
  const workOf = (assignment: DashboardAssignment) => work.get(assignment.id);
  const today = calendarDate(now, timeZone);

  return rows.map((row): ClassCard => {
    const mode = classroomMode({ isStaff: false, enrollmentStatus: row.enrollmentStatus, trialToLessonOrder: row.trialToLessonOrder });
    const active = isActiveClassroom(row.status);
    const accessOpen = classroomAccessOpen({ status: row.status, endDate: row.endDate, finalAccessDate: row.finalAccessDate, today });
    const opens =
      mode === 'NORMAL' ? undefined : (assignment: DashboardAssignment) => opensInMode(assignment, mode, row.trialToLessonOrder);
    const figures = classCardFigures(dashboardAssignments(lessons.get(row.classroomId) ?? []), workOf, now, active, opens);
    // Named fields: a spread of the parsed row and more fields built a new object shape per card.
    return {
      classroomId: row.classroomId,
      code: row.code,
      title: row.title,
      imageUrl: row.imageUrl,
      locationName: row.locationName,
      startDate: row.startDate,
      endDate: row.endDate,
      status: row.status,
      teachingStyle: row.teachingStyle,
      onSolve: row.onSolve,
      enrollmentStatus: row.enrollmentStatus,
      mode,
      grade: figures.grade,
      overdueCount: active ? figures.overdueCount : 0,
      points: row.points,
      // The badge of the Messages tab, which previews and trials to a lesson do not open.
      unreadMessages: unavailableTabs(mode).includes('MESSAGES') ? 0 : row.unreadMessages,
      action: classCardAction({ isStaff: false, status: row.status, accessOpen }),
    };
  });
}

async function studentDashboard(db: Db, viewer: StudentViewer, now: Date): Promise<Dashboard> {
  const cards = await studentClassCards(db, viewer.studentId, now);
  const paid = (card: ClassCard) => card.enrollmentStatus === 'PAID' || card.enrollmentStatus === null;
  const live = cards.filter((card) => isActiveClassroom(card.status));
  return {
    tabs: ['ENROLLED', 'COMPLETED', 'RECOMMENDED'],
    active: [
      ...section(
        'OPENED',
        'OPENED CLASSES',
        live.filter((card) => paid(card) && card.status === 'OPENED'),
      ),
      ...section(
        'PUBLISHED',
        'PUBLISHED CLASSES',
        live.filter((card) => paid(card) && card.status === 'PUBLISHED'),
      ),
      ...section(
        'PREVIEW',
        'PREVIEW CLASSES',
        live.filter((card) => card.enrollmentStatus === 'QUALIFY'),
      ),
      ...section(
        'TRIAL',
        'TRIAL CLASSES',
        live.filter((card) => card.enrollmentStatus === 'TRIAL'),
      ),
    ],
    // A preview or trial of a class that has closed is not a finished class.
    completed: byEndMonth(cards.filter((card) => card.status === 'CLOSED' && paid(card))),
  };
}

/** The classes of the staff dashboard: every opened and published one (admins), or the ones an instructor teaches. */
const staffDashboardStatements = perHandle((db) => {
  const query = () =>
    db
      .select(classroomColumns)
      .from(classrooms)
      .innerJoin(courses, eq(courses.id, classrooms.courseId))
      .leftJoin(locations, eq(locations.id, classrooms.centerLocationId))
      .innerJoin(academySettings, eq(academySettings.id, 1))
      .$dynamic();
  return {
    // Admins see every opened and published class, which can be hundreds: read a page at a time.
    adminPage: query()
      .where(eq(classrooms.status, sql.placeholder('status')))
      .orderBy(asc(classrooms.startDate), sql`${classrooms.code} collate "C"`, asc(classrooms.id))
      .limit(sql.placeholder('limit'))
      .offset(sql.placeholder('offset'))
      .prepare('staff_dashboard_admin_page'),
    adminTotals: db
      .select({ status: classrooms.status, total: count() })
      .from(classrooms)
      .where(inArray(classrooms.status, ['OPENED', 'PUBLISHED']))
      .groupBy(classrooms.status)
      .prepare('staff_dashboard_admin_totals'),
    instructor: query()
      .innerJoin(classroomInstructors, eq(classroomInstructors.classroomId, classrooms.id))
      .where(eq(classroomInstructors.employeeId, sql.placeholder('employeeId')))
      .prepare('staff_dashboard_instructor'),
  };
});

type StaffRow = Awaited<ReturnType<ReturnType<typeof staffDashboardStatements>['instructor']['execute']>>[number];

const staffCard = (row: StaffRow): ClassCard => ({
  ...row,
  enrollmentStatus: null,
  mode: 'NORMAL',
  grade: null,
  overdueCount: null,
  points: null,
  unreadMessages: null,
  action: 'ENTER',
});

/** How many opened and published classes there are, by status. */
const adminTotals = async (db: Db) =>
  new Map((await staffDashboardStatements(db).adminTotals.execute()).map((row) => [row.status, row.total]));

/** An admin's section of opened or published classes, the page from `offset`; null when it has none. */
async function adminSection(
  db: Db,
  status: keyof typeof STAFF_TITLES,
  offset: number,
  totals: Promise<Map<string, number>>,
): Promise<ClassSection | null> {
  const [known, rows] = await Promise.all([
    totals,
    staffDashboardStatements(db).adminPage.execute({ status, limit: CLASS_SECTION_PAGE, offset }),
  ]);
  const total = known.get(status) ?? 0;
  return total > 0 ? { key: status, title: STAFF_TITLES[status], total, classes: rows.map(staffCard) } : null;
}

async function adminDashboard(db: Db): Promise<Dashboard> {
  const totals = adminTotals(db);
  const sections = await Promise.all((['OPENED', 'PUBLISHED'] as const).map((status) => adminSection(db, status, 0, totals)));
  return { tabs: ['ACTIVE'], active: sections.filter((found): found is ClassSection => found !== null), completed: [] };
}

/** An instructor's classes in full (one person teaches few; the answer still goes a page per section). */
async function instructorDashboard(db: Db, viewer: EmployeeViewer): Promise<Dashboard> {
  const cards = (await staffDashboardStatements(db).instructor.execute({ employeeId: viewer.employeeId })).map(staffCard);
  return {
    tabs: ['ACTIVE', 'COMPLETED'],
    active: [
      ...section(
        'OPENED',
        STAFF_TITLES.OPENED,
        cards.filter((card) => card.status === 'OPENED'),
      ),
      ...section(
        'PUBLISHED',
        STAFF_TITLES.PUBLISHED,
        cards.filter((card) => card.status === 'PUBLISHED'),
      ),
    ],
    completed: byEndMonth(cards.filter((card) => card.status === 'CLOSED')),
  };
}

/**
 * The dashboard (classroom.md §2 "Dashboard", §6): students see their enrolments, in opened then
 * published classes, then previews and trials, and their completed classes by month; instructors
 * the classes they teach; admins every opened and published class.
 */
export async function dashboardFor(services: Services, viewer: Viewer, askedMode: StaffMode | null): Promise<Dashboard> {
  const whole = await wholeDashboard(services, viewer, askedMode);
  const firstPages = (sections: ClassSection[]) => sections.map((found) => pageOf(found, 0));
  return { ...whole, active: firstPages(whole.active), completed: firstPages(whole.completed) };
}

/** Every section in full, except an admin's, which is read a page at a time. */
function wholeDashboard(services: Services, viewer: Viewer, askedMode: StaffMode | null): Promise<Dashboard> {
  requireStudentOrStaff(viewer);
  if (!isStaffViewer(viewer)) return studentDashboard(services.db, viewer as StudentViewer, services.now());
  return staffModeOf(viewer, askedMode) === 'ADMIN' ? adminDashboard(services.db) : instructorDashboard(services.db, viewer);
}

/**
 * The page from `offset` of one section of the viewer's dashboard, for "Show more": the same
 * classes, order and rules as the dashboard itself. A section the viewer does not have is not found.
 */
export async function dashboardSectionFor(
  services: Services,
  viewer: Viewer,
  askedMode: StaffMode | null,
  key: string,
  offset: number,
): Promise<ClassSection> {
  if (!Number.isInteger(offset) || offset < 0) throw new DomainError('INVALID_INPUT');
  requireStudentOrStaff(viewer);
  const admin = isStaffViewer(viewer) && staffModeOf(viewer, askedMode) === 'ADMIN';
  if (admin) {
    const found = key === 'OPENED' || key === 'PUBLISHED' ? await adminSection(services.db, key, offset, adminTotals(services.db)) : null;
    if (!found) throw notFound();
    return found;
  }
  const whole = await wholeDashboard(services, viewer, askedMode);
  const found = [...whole.active, ...whole.completed].find((candidate) => candidate.key === key);
  if (!found) throw notFound();
  return pageOf(found, offset);
}
