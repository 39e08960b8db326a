import {
  calendarDate,
  type ClassCardAction,
  classCardAction,
  classroomAccessOpen,
  classroomGrade,
  classroomMode,
  type ClassroomMode,
  isActiveClassroom,
  overdueCount,
} from '@solve/core';
import { asc, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import {
  academySettings,
  classroomInstructors,
  classrooms,
  courses,
  enrollments,
  leaderboardPoints,
  locations,
} from '../../db/schema/index.js';
import type { Services } from '../../services.js';
import type { EmployeeViewer, StudentViewer, Viewer } from '../auth/viewer.js';
import { type EnrollmentStatus, trialToLessonOrderOf } from './classroom-context.service.js';
import { isStaffViewer, requireStudentOrStaff, type StaffMode, staffModeOf } from './classroom.policy.js';
import { preparedPerDb } from '../../db/prepared.js';
import { dashboardWorkFromJson, dashboardWorkJson, type DashboardWork } from './work.service.js';
import { parsedJson } from '../../db/json-rows.js';

export type DashboardTab = 'ENROLLED' | 'ACTIVE' | 'COMPLETED' | 'RECOMMENDED';

/** One class on the dashboard. Students get their grade, overdue count and points; staff the class size. */
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
  studentCount: number | null;
  action: ClassCardAction;
}

export interface ClassSection {
  key: string;
  title: string;
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
  return classes.length ? [{ key, title, classes: classes.sort(byStart) }] : [];
}

const MONTH = new Intl.DateTimeFormat('en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' });

/** Completed classes by the month and year of their end date, the latest month first. */
function byEndMonth(cards: ClassCard[]): ClassSection[] {
  const groups = new Map<string, ClassCard[]>();
  for (const card of cards) {
    const key = card.endDate.slice(0, 7);
    groups.set(key, [...(groups.get(key) ?? []), card]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) => b.localeCompare(a))
    .map(([key, classes]) => ({ key, title: MONTH.format(new Date(`${key}-01T00:00:00Z`)), classes: classes.sort(byStart) }));
}

/** Only lessons a student may open count toward their overdue work (previews and trials open few). */
function opensInMode(work: DashboardWork, mode: ClassroomMode, trialToLessonOrder: number | null): boolean {
  if (work.lessonOrder === 0 || work.isIntroduction || mode === 'NORMAL') return true;
  return mode === 'TRIAL_TO_LESSON' && trialToLessonOrder !== null && work.lessonOrder <= trialToLessonOrder;
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
}

/** The student's classes and their work in one statement: each part one JSON value built by PostgreSQL. */
const studentDashboardStatement = preparedPerDb((db) => {
  const studentId = sql.placeholder('studentId');
  return db
    .select({
      timeZone: academySettings.timeZone,
      cards: sql<CardJson[] | string>`(
        select coalesce(json_agg(json_build_object(
          'classroomId', k.id, 'code', k.code, 'title', k.title, 'status', k.status, 'startDate', k.start_date, 'endDate', k.end_date,
          'finalAccessDate', k.final_access_date, 'teachingStyle', k.teaching_style, 'onSolve', k.on_solve, 'imageUrl', c.image_url,
          'locationName', loc.name, 'enrollmentStatus', e.status,
          'trialToLessonOrder', ${trialToLessonOrderOf(studentId, sql`k.id`)},
          'points', (select coalesce(sum(lp.points), 0) from ${leaderboardPoints} lp where lp.classroom_id = k.id and lp.student_id = ${studentId})
        )), '[]'::json)
        from ${enrollments} e
        join ${classrooms} k on k.id = e.classroom_id
        join ${courses} c on c.id = k.course_id
        left join ${locations} loc on loc.id = k.center_location_id
        where e.student_id = ${studentId} and e.withdrawn_at is null)`,
      work: dashboardWorkJson(studentId),
    })
    .from(academySettings)
    .where(eq(academySettings.id, 1))
    .prepare('student_dashboard');
});

async function studentDashboard(db: Db, viewer: StudentViewer, now: Date): Promise<Dashboard> {
  const [result] = await studentDashboardStatement(db).execute({ studentId: viewer.studentId });
  const rows = result ? parsedJson(result.cards) : [];
  const work = result ? dashboardWorkFromJson(result.work) : [];
  const timeZone = result?.timeZone ?? 'UTC';

  const workByClassroom = new Map<number, DashboardWork[]>();
  for (const item of work) {
    const list = workByClassroom.get(item.classroomId);
    if (list) list.push(item);
    else workByClassroom.set(item.classroomId, [item]);
  }
  const today = calendarDate(now, timeZone);

  const cards = rows.map((row): ClassCard => {
    const mode = classroomMode({ isStaff: false, enrollmentStatus: row.enrollmentStatus, trialToLessonOrder: row.trialToLessonOrder });
    const works = workByClassroom.get(row.classroomId) ?? [];
    const active = isActiveClassroom(row.status);
    const accessOpen = classroomAccessOpen({ ...row, today });
    return {
      ...row,
      mode,
      grade: classroomGrade(works, active),
      overdueCount: active ? overdueCount(works.filter((item) => opensInMode(item, mode, row.trialToLessonOrder)), now) : 0,
      points: row.points,
      studentCount: null,
      action: classCardAction({ isStaff: false, status: row.status, accessOpen }),
    };
  });
  const paid = (card: ClassCard) => card.enrollmentStatus === 'PAID' || card.enrollmentStatus === null;
  const live = cards.filter((card) => isActiveClassroom(card.status));
  return {
    tabs: ['ENROLLED', 'COMPLETED', 'RECOMMENDED'],
    active: [
      ...section('OPENED', 'OPENED CLASSES', live.filter((card) => paid(card) && card.status === 'OPENED')),
      ...section('PUBLISHED', 'PUBLISHED CLASSES', live.filter((card) => paid(card) && card.status === 'PUBLISHED')),
      ...section('PREVIEW', 'PREVIEW CLASSES', live.filter((card) => card.enrollmentStatus === 'QUALIFY')),
      ...section('TRIAL', 'TRIAL CLASSES', live.filter((card) => card.enrollmentStatus === 'TRIAL')),
    ],
    // A preview or trial of a class that has closed is not a finished class.
    completed: byEndMonth(cards.filter((card) => card.status === 'CLOSED' && paid(card))),
  };
}

/** The classes of the staff dashboard: every opened and published one (admins), or the ones an instructor teaches. */
const staffDashboardStatements = preparedPerDb((db) => {
  const studentCount = sql<number>`(select count(*) from ${enrollments}
    where ${enrollments.classroomId} = ${classrooms.id} and ${enrollments.withdrawnAt} is null)`.mapWith(Number);
  const query = () =>
    db
      .select({ ...classroomColumns, studentCount })
      .from(classrooms)
      .innerJoin(courses, eq(courses.id, classrooms.courseId))
      .leftJoin(locations, eq(locations.id, classrooms.centerLocationId))
      .innerJoin(academySettings, eq(academySettings.id, 1))
      .$dynamic();
  return {
    admin: query().where(inArray(classrooms.status, ['OPENED', 'PUBLISHED'])).orderBy(asc(classrooms.startDate)).prepare('staff_dashboard_admin'),
    instructor: query()
      .innerJoin(classroomInstructors, eq(classroomInstructors.classroomId, classrooms.id))
      .where(eq(classroomInstructors.employeeId, sql.placeholder('employeeId')))
      .prepare('staff_dashboard_instructor'),
  };
});

async function staffDashboard(db: Db, viewer: EmployeeViewer, mode: StaffMode): Promise<Dashboard> {
  const statements = staffDashboardStatements(db);
  const rows = mode === 'ADMIN' ? await statements.admin.execute() : await statements.instructor.execute({ employeeId: viewer.employeeId });
  const cards = rows.map(
    (row): ClassCard => ({
      ...row,
      enrollmentStatus: null,
      mode: 'NORMAL',
      grade: null,
      overdueCount: null,
      points: null,
      action: 'ENTER',
    }),
  );
  return {
    tabs: mode === 'ADMIN' ? ['ACTIVE'] : ['ACTIVE', 'COMPLETED'],
    active: [
      ...section('OPENED', 'OPENED CLASSES', cards.filter((card) => card.status === 'OPENED')),
      ...section('PUBLISHED', 'PUBLISHED CLASSES', cards.filter((card) => card.status === 'PUBLISHED')),
    ],
    completed: mode === 'ADMIN' ? [] : byEndMonth(cards.filter((card) => card.status === 'CLOSED')),
  };
}

/**
 * The dashboard (classroom.md §2 "Dashboard", §6): students see their enrolments, in opened then
 * published classes, then previews and trials, and their completed classes by month; instructors
 * the classes they teach; admins every opened and published class.
 */
export async function dashboardFor(services: Services, viewer: Viewer, askedMode: StaffMode | null): Promise<Dashboard> {
  requireStudentOrStaff(viewer);
  if (isStaffViewer(viewer)) return staffDashboard(services.db, viewer, staffModeOf(viewer, askedMode));
  return studentDashboard(services.db, viewer as StudentViewer, services.now());
}
