import { and, desc, eq, gt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { perHandle } from '../../db/per-handle.js';
import { academySettings, classrooms, courses, invoices, students } from '../../db/schema/index.js';
import { onSaleInCatalogTerms } from '../catalog/catalog.service.js';
import { NOT_ON_A_PLAN } from '../payment-plans/plan-request.js';

/**
 * What Add to cart checks before its transaction, in one prepared statement: the class with its
 * course's grades, whether it is for sale, the academy's zone and early-bird deadlines, and the
 * student when it is one of the family's (null columns otherwise). No row: the class does not exist.
 * At the opening minute every statement waits for a connection; six of them one after another did.
 */
export const addToCartFacts = perHandle((db) =>
  db
    .select({
      classroomId: classrooms.id,
      code: classrooms.code,
      title: classrooms.title,
      tuitionCents: classrooms.tuitionCents,
      earlyBirdTuitionCents: classrooms.earlyBirdTuitionCents,
      quarter: classrooms.quarter,
      startGrade: courses.startGrade,
      endGrade: courses.endGrade,
      forSale: sql<boolean>`(${onSaleInCatalogTerms()})`,
      timeZone: academySettings.timeZone,
      earlyBirdDeadlines: academySettings.earlyBirdDeadlines,
      studentId: students.id,
      studentFirstName: students.firstName,
      studentGrade: students.grade,
    })
    .from(classrooms)
    .innerJoin(courses, eq(courses.id, classrooms.courseId))
    .innerJoin(academySettings, eq(academySettings.id, 1))
    .leftJoin(
      students,
      and(eq(students.id, sql.placeholder('studentId')), eq(students.familyAccountId, sql.placeholder('familyAccountId'))),
    )
    .where(eq(classrooms.id, sql.placeholder('classroomId')))
    .limit(1)
    .prepare('add_to_cart_facts'),
);

/**
 * Whether a student is enrolled in a class (not withdrawn), and the seats left in it now (null: no
 * limit), counting the seats held by payments under way and by other students' waitlist offers: Add to cart's check under its
 * transaction, one statement. The capacity triggers hold the limit when requests race.
 */
export async function seatAndEnrolment(tx: Db, classroomId: number, studentId: number) {
  const [row] = await tx
    .select({
      // Written out in full: a select from one table names its columns without their table.
      enrolled: sql<boolean>`exists (select 1 from enrollments e
        where e.student_id = ${studentId} and e.classroom_id = classrooms.id and e.withdrawn_at is null)`,
      seatsLeft: sql<number | null>`case when classrooms.enrollment_max is null then null else greatest(0, classrooms.enrollment_max
        - (select count(*) from enrollments e where e.classroom_id = classrooms.id and e.withdrawn_at is null)
        - (select count(*) from seat_holds h where h.classroom_id = classrooms.id)
        - (select count(*) from waitlist_entries w where w.classroom_id = classrooms.id and w.status = 'OFFERED'
            and w.offer_expires_at > now() and w.student_id <> ${studentId}))::int end`,
    })
    .from(classrooms)
    .where(eq(classrooms.id, classroomId));
  return { enrolled: row?.enrolled ?? false, seatsLeft: row?.seatsLeft ?? null };
}

/**
 * The cart badge's count: the live classroom lines of the family's cart (its PENDING invoice, else
 * its newest OPEN one still owing, as `cartInvoiceOf` picks it), in one prepared statement.
 */
export const cartItemCountStatement = perHandle((db) =>
  db
    .select({
      // Written out in full: a select from one table names its columns without their table.
      n: sql<number>`(select count(*)::int from invoice_items line
        where line.invoice_id = invoices.id and line.item_type = 'CLASSROOM' and line.archived_on is null)`,
    })
    .from(invoices)
    .where(
      and(
        eq(invoices.familyAccountId, sql.placeholder('familyAccountId')),
        or(eq(invoices.status, 'PENDING'), and(eq(invoices.status, 'OPEN'), gt(invoices.balanceCents, 0), NOT_ON_A_PLAN)),
      ),
    )
    .orderBy(desc(eq(invoices.status, 'PENDING')), desc(invoices.issueDate), desc(invoices.id))
    .limit(1)
    .prepare('cart_item_count'),
);
