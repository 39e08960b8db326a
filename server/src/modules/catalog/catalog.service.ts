import { calendarDate, type CatalogFilter, classPrice, classTitle, gradeBand, isFull, seatsLeft } from '@solve/core';
import { and, asc, eq, inArray, isNull, or, type SQLWrapper, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { Db } from '../../db/client.js';
import {
  academySettings,
  classroomInstructors,
  classrooms,
  courses,
  employees,
  enrollments,
  lessonPlans,
  lessons,
  locations,
  seatHolds,
  students,
  waitlistEntries,
} from '../../db/schema/index.js';
import { perHandle } from '../../db/per-handle.js';
import { joinInFlight } from '../../memory/in-flight.js';
import type { Viewer } from '../auth/viewer.js';
import { type AcademySettings, getSettings } from '../settings/settings.service.js';

/** A class as the catalog shows it, priced for today. */
export interface CatalogClass {
  id: number;
  code: string;
  title: string;
  courseCode: string;
  courseTitle: string;
  description: string;
  subject: string;
  category: string;
  startGrade: number;
  endGrade: number;
  imageUrl: string | null;
  session: string;
  status: 'OPENED' | 'PUBLISHED' | 'CLOSED';
  teachingStyle: string;
  year: number;
  quarter: string;
  startDate: string;
  endDate: string;
  startTime: string | null;
  endTime: string | null;
  meets: string;
  location: string;
  leadInstructor: string | null;
  tuitionCents: number;
  earlyBirdTuitionCents: number | null;
  priceCents: number;
  earlyBird: boolean;
  enrollmentCount: number;
  enrollmentMax: number | null;
  full: boolean;
  seatsLeft: number | null;
}

/**
 * Non-withdrawn enrolments of any status hold a seat (the same count the recommendations use), and
 * so do the seats held by payments with the card service and by live waitlist offers.
 */
export const seatsTakenSql = sql<number>`((select count(*)::int from ${enrollments}
  where ${enrollments.classroomId} = ${classrooms.id} and ${enrollments.withdrawnAt} is null)
  + (select count(*)::int from ${seatHolds} where ${seatHolds.classroomId} = ${classrooms.id})
  + (select count(*)::int from ${waitlistEntries} where ${waitlistEntries.classroomId} = ${classrooms.id}
      and ${waitlistEntries.status} = 'OFFERED' and ${waitlistEntries.offerExpiresAt} > now()))`;

const leadInstructorSql = sql<string | null>`(select ${employees.firstName} || ' ' || ${employees.lastName}
  from ${classroomInstructors} join ${employees} on ${employees.id} = ${classroomInstructors.employeeId}
  where ${classroomInstructors.classroomId} = ${classrooms.id} and ${classroomInstructors.isLead} limit 1)`;

/** The terms the catalog sells: the academy's catalog term and its next term. */
function catalogTerms(settings: AcademySettings) {
  return [
    { year: settings.catalogYear, quarter: settings.catalogQuarter },
    { year: settings.nextYear, quarter: settings.nextQuarter },
  ];
}

export const ONLINE = 'Online';

const selectedCatalogColumns = {
  id: classrooms.id,
  code: classrooms.code,
  title: classrooms.title,
  courseCode: courses.code,
  courseTitle: courses.title,
  description: courses.description,
  subject: courses.subject,
  category: courses.category,
  startGrade: courses.startGrade,
  endGrade: courses.endGrade,
  imageUrl: courses.imageUrl,
  session: classrooms.session,
  status: classrooms.status,
  teachingStyle: classrooms.teachingStyle,
  year: classrooms.year,
  quarter: classrooms.quarter,
  startDate: classrooms.startDate,
  endDate: classrooms.endDate,
  startTime: classrooms.startTime,
  endTime: classrooms.endTime,
  meets: classrooms.meets,
  locationName: locations.name,
  leadInstructor: leadInstructorSql,
  tuitionCents: classrooms.tuitionCents,
  earlyBirdTuitionCents: classrooms.earlyBirdTuitionCents,
  enrollmentCount: seatsTakenSql,
  enrollmentMax: classrooms.enrollmentMax,
};

/** A row of the catalog's statement (the checkout page's holds the same columns and more). */
type CatalogRow = Awaited<ReturnType<ReturnType<typeof classesForSale>['execute']>>[number];

/** A row as the catalog shows it; each field named, as the catalog's 300 rows are presented on every read. */
function present(row: CatalogRow, earlyBirdDeadlines: AcademySettings['earlyBirdDeadlines'], today: string): CatalogClass {
  const price = classPrice(row, earlyBirdDeadlines, today);
  return {
    id: row.id,
    code: row.code,
    title: classTitle(row.title),
    courseCode: row.courseCode,
    courseTitle: row.courseTitle,
    description: row.description,
    subject: row.subject,
    category: row.category,
    startGrade: row.startGrade,
    endGrade: row.endGrade,
    imageUrl: row.imageUrl,
    session: row.session,
    status: row.status,
    teachingStyle: row.teachingStyle,
    year: row.year,
    quarter: row.quarter,
    startDate: row.startDate,
    endDate: row.endDate,
    startTime: row.startTime?.slice(0, 5) ?? null,
    endTime: row.endTime?.slice(0, 5) ?? null,
    meets: row.meets,
    location: row.locationName ?? ONLINE,
    leadInstructor: row.leadInstructor,
    tuitionCents: row.tuitionCents,
    earlyBirdTuitionCents: row.earlyBirdTuitionCents,
    priceCents: price.cents,
    earlyBird: price.earlyBird,
    enrollmentCount: row.enrollmentCount,
    enrollmentMax: row.enrollmentMax,
    full: isFull(row.enrollmentMax, row.enrollmentCount),
    seatsLeft: seatsLeft(row.enrollmentMax, row.enrollmentCount),
  };
}

/** A term given by its values or by the academy settings' columns (in a statement prepared once). */
interface SaleTerm {
  year: number | SQLWrapper;
  quarter: AcademySettings['catalogQuarter'] | SQLWrapper;
}

/** On sale: opened or published, on the catalog, in one of these terms. */
export function onSaleIn(terms: SaleTerm[]) {
  return and(
    inArray(classrooms.status, ['OPENED', 'PUBLISHED']),
    eq(classrooms.onCatalog, true),
    or(...terms.map((term) => and(eq(classrooms.year, term.year), eq(classrooms.quarter, term.quarter)))),
  );
}

/**
 * On sale in the catalog's terms as the academy settings' columns name them: for statements
 * prepared once that join the settings row.
 */
export function onSaleInCatalogTerms() {
  return onSaleIn([
    { year: academySettings.catalogYear, quarter: academySettings.catalogQuarter },
    { year: academySettings.nextYear, quarter: academySettings.nextQuarter },
  ]);
}

/** Sold on the catalog: on sale in one of the catalog's terms. */
function forSale(settings: AcademySettings) {
  return onSaleIn(catalogTerms(settings));
}

export interface Catalog {
  classrooms: CatalogClass[];
  /** What the category cards offer (from every class for sale, not only the matching ones). */
  sessions: string[];
  locations: string[];
  categories: string[];
  subjects: string[];
}

/**
 * Every class for sale with the academy's time zone and early-bird deadlines, in one prepared
 * statement: the catalog is the most read public page, and planning this join anew each time
 * cost more than running it.
 */
const classesForSale = perHandle((db) =>
  db
    .select({
      ...selectedCatalogColumns,
      timeZone: academySettings.timeZone,
      earlyBirdDeadlines: academySettings.earlyBirdDeadlines,
    })
    .from(classrooms)
    .innerJoin(courses, eq(courses.id, classrooms.courseId))
    .leftJoin(locations, eq(locations.id, classrooms.centerLocationId))
    .innerJoin(academySettings, eq(academySettings.id, 1))
    .where(onSaleInCatalogTerms())
    .orderBy(asc(classrooms.code), asc(classrooms.id))
    .prepare('catalog_classes_for_sale'),
);
/**
 * The classes for sale being read now, by database handle: on a registration morning the signed-in
 * crowd asks for the same 300 rows many times a second, and requests that ask while a read is under
 * way share its rows (each prices them for its own day and adds its own family's enrolments).
 * Nothing is kept once the read settles, so nobody gets rows older than a read that was running
 * when they asked.
 */
export const classesForSaleInFlight = new Map<Db, Promise<CatalogRow[]>>();

/** Every class for sale, priced for today, with the choices the category cards offer. */
interface ClassesForSale {
  all: CatalogClass[];
  sessions: string[];
  locations: string[];
  categories: string[];
  subjects: string[];
}

/** Every class for sale, priced for the academy's day at `now`, with the choices of each filter. */
async function readClassesForSale(db: Db, now: Date): Promise<ClassesForSale> {
  const rows = await joinInFlight(classesForSaleInFlight, db, () => classesForSale(db).execute());
  const today = rows[0] ? calendarDate(now, rows[0].timeZone) : '';
  const all = rows.map((row) => present(row, row.earlyBirdDeadlines, today));
  const distinct = (values: string[]) => [...new Set(values.filter((v) => v !== ''))].sort();
  return {
    all,
    sessions: distinct(all.map((c) => c.session)),
    locations: distinct(all.map((c) => c.location)),
    categories: distinct(all.map((c) => c.category)),
    subjects: distinct(all.map((c) => c.subject)),
  };
}

/** The public catalog (family-catalog-payment.md §2): sorted by code, filtered as asked. */
export async function readCatalog(db: Db, filter: CatalogFilter, now: Date): Promise<Catalog> {
  const { all, ...choices } = await readClassesForSale(db, now);
  const band = filter.grade ? gradeBand(filter.grade) : null;
  const matching = all.filter(
    (c) =>
      (!filter.subject || c.subject === filter.subject) &&
      (!band || (c.startGrade <= band.endGrade && c.endGrade >= band.startGrade)) &&
      (!filter.session || filter.session.includes(c.session)) &&
      (!filter.location || c.location === filter.location) &&
      (!filter.program || c.category === filter.program),
  );
  return { classrooms: matching, ...choices };
}

export interface CheckoutClass extends CatalogClass {
  longDescription: string;
  timeZone: string;
  instructors: string[];
  lessons: { order: number; title: string; startOn: Date | null }[];
  /** Whether it can be bought now (for sale, with a seat). */
  forSale: boolean;
}

/** A lesson of the checkout page as its statement's JSON holds it: the start in epoch milliseconds. */
export interface CheckoutLessonJson {
  order: number;
  title: string;
  startOn: number | null;
}

/**
 * The checkout page's lessons and instructors as its statement builds them. Rows are not parsed at
 * run time; a test parses the demo academy's with these (db/hot-reads.test.ts).
 */
export const checkoutLessonsJsonSchema = z.array(
  z.strictObject({ order: z.int(), title: z.string(), startOn: z.number().nullable() }),
) satisfies z.ZodType<CheckoutLessonJson[]>;
export const checkoutInstructorsJsonSchema = z.array(z.string());

/**
 * One class in full with the academy's zone and early-bird deadlines, whether it is for sale, its
 * instructors and its lessons: one prepared statement, as a crowd opens checkout pages at the
 * opening minute (six statements one after another waited for a connection six times).
 */
export const checkoutClassStatement = perHandle((db) =>
  db
    .select({
      ...selectedCatalogColumns,
      timeZone: academySettings.timeZone,
      earlyBirdDeadlines: academySettings.earlyBirdDeadlines,
      longDescription: courses.longDescription,
      forSale: sql<boolean>`(${onSaleInCatalogTerms()})`,
      instructors: sql<string[]>`coalesce((select json_agg(${employees.firstName} || ' ' || ${employees.lastName}
        order by ${classroomInstructors.order})
        from ${classroomInstructors} join ${employees} on ${employees.id} = ${classroomInstructors.employeeId}
        where ${classroomInstructors.classroomId} = ${classrooms.id}), '[]'::json)`,
      lessons: sql<
        CheckoutLessonJson[]
      >`coalesce((select json_agg(json_build_object('order', ${lessonPlans.order}, 'title', ${lessonPlans.title},
          'startOn', (extract(epoch from ${lessons.startOn}) * 1000)::float8) order by ${lessonPlans.order})
        from ${lessons} join ${lessonPlans} on ${lessonPlans.id} = ${lessons.lessonPlanId}
        where ${lessons.classroomId} = ${classrooms.id}), '[]'::json)`,
    })
    .from(classrooms)
    .innerJoin(courses, eq(courses.id, classrooms.courseId))
    .leftJoin(locations, eq(locations.id, classrooms.centerLocationId))
    .innerJoin(academySettings, eq(academySettings.id, 1))
    .where(eq(classrooms.id, sql.placeholder('classroomId')))
    .limit(1)
    .prepare('checkout_class'),
);

/** One class in full for the checkout page; null when it does not exist. */
export async function readCheckoutClass(db: Db, classroomId: number, now: Date): Promise<CheckoutClass | null> {
  const [row] = await checkoutClassStatement(db).execute({ classroomId });
  if (!row) return null;
  const presented = present(row, row.earlyBirdDeadlines, calendarDate(now, row.timeZone));
  return {
    ...presented,
    longDescription: row.longDescription,
    timeZone: row.timeZone,
    instructors: row.instructors,
    lessons: row.lessons.map((lesson) => ({
      order: lesson.order,
      title: lesson.title,
      startOn: lesson.startOn === null ? null : new Date(lesson.startOn),
    })),
    forSale: row.forSale && !presented.full,
  };
}

/** The ids of a viewer's own students enrolled (not withdrawn) in these classes, by class. */
export async function enrolledStudentsOf(db: Db, viewer: Viewer | null, classroomIds: number[]): Promise<Map<number, number[]>> {
  const result = new Map<number, number[]>();
  if (!viewer || viewer.userType === 'EMPLOYEE' || classroomIds.length === 0) return result;
  const mine =
    viewer.userType === 'STUDENT'
      ? eq(enrollments.studentId, viewer.studentId)
      : inArray(
          enrollments.studentId,
          db.select({ id: students.id }).from(students).where(eq(students.familyAccountId, viewer.familyAccountId)),
        );
  const rows = await db
    .select({ classroomId: enrollments.classroomId, studentId: enrollments.studentId })
    .from(enrollments)
    .where(and(mine, inArray(enrollments.classroomId, classroomIds), isNull(enrollments.withdrawnAt)));
  for (const row of rows) result.set(row.classroomId, [...(result.get(row.classroomId) ?? []), row.studentId]);
  return result;
}

/** Whether a class is sold on the catalog now (opened or published, on the catalog, a catalog term). */
export async function isForSale(db: Db, classroomId: number): Promise<boolean> {
  const settings = await getSettings(db);
  const rows = await db
    .select({ id: classrooms.id })
    .from(classrooms)
    .where(and(eq(classrooms.id, classroomId), forSale(settings)));
  return rows.length > 0;
}
