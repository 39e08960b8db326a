import { classTitle } from '@solve/core';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, enrollments, students } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.service.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { closeEnrolled, queueOffers } from '../waitlist/waitlist-offers.js';

/** PostgreSQL's code of the enrolments trigger that holds a class's seat limit. */
const CLASS_FULL_SQLSTATE = 'SV001';

function isClassFull(error: unknown): boolean {
  for (let e: unknown = error; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === CLASS_FULL_SQLSTATE) return true;
  }
  return false;
}

/** The class a code names: the newest one not closed. */
async function classroomOfCode(tx: Db, code: string) {
  const [row] = await tx
    .select({ id: classrooms.id, code: classrooms.code, title: classrooms.title, max: classrooms.enrollmentMax })
    .from(classrooms)
    .where(and(sql`lower(${classrooms.code}) = ${code.trim().toLowerCase()}`, ne(classrooms.status, 'CLOSED')))
    .orderBy(desc(classrooms.startDate), desc(classrooms.id))
    .limit(1);
  return row ?? null;
}

/**
 * An admin enrols a student by hand (paid at the office, a scholarship): the same seat rule as
 * payment (the class row is locked and its seats counted, and the enrolments trigger holds the
 * limit whatever races). A withdrawn enrolment in the class is taken up again.
 */
export async function enrolByHand(services: Services, viewer: EmployeeViewer, studentId: number, classroomCode: string) {
  if (!classroomCode.trim() || classroomCode.length > 50) throw new DomainError('REQUIRED_FIELDS');
  try {
    return await services.db.transaction(async (tx) => {
      const [student] = await tx.select().from(students).where(eq(students.id, studentId));
      if (!student) throw new DomainError('STUDENT_NOT_FOUND');
      const found = await classroomOfCode(tx, classroomCode);
      if (!found) throw new DomainError('CLASSROOM_NOT_FOUND');
      const [classroom] = await tx
        .select({ id: classrooms.id, max: classrooms.enrollmentMax })
        .from(classrooms)
        .where(eq(classrooms.id, found.id))
        .for('update');
      const named = `${found.code}: ${classTitle(found.title)}`;
      const [existing] = await tx
        .select()
        .from(enrollments)
        .where(and(eq(enrollments.studentId, studentId), eq(enrollments.classroomId, found.id)));
      if (existing && existing.withdrawnAt === null) {
        throw new DomainError('STUDENT_ALREADY_IN_CLASS', { student: `${student.firstName} ${student.lastName}`, classroom: named });
      }
      if (classroom?.max !== null && classroom?.max !== undefined) {
        const [seats] = await tx
          .select({ taken: sql<number>`count(*)::int` })
          .from(enrollments)
          .where(and(eq(enrollments.classroomId, found.id), sql`${enrollments.withdrawnAt} is null`));
        if ((seats?.taken ?? 0) >= classroom.max) throw new DomainError('CLASS_FULL_NAMED', { classroom: named });
      }
      const [row] = existing
        ? await tx
            .update(enrollments)
            .set({ withdrawnAt: null, status: 'PAID', invoiceItemId: null })
            .where(eq(enrollments.id, existing.id))
            .returning()
        : await tx.insert(enrollments).values({ studentId, classroomId: found.id, status: 'PAID' }).returning();
      // A student waiting for the class leaves its line enrolled.
      await closeEnrolled(tx, [{ studentId, classroomId: found.id }], services.now());
      await recordAudit(tx, viewer, {
        action: 'enrollment.create',
        entityType: 'enrollment',
        entityId: row!.id,
        before: existing ? { studentId, classroomId: found.id, withdrawnAt: existing.withdrawnAt } : null,
        after: { studentId, classroomId: found.id, code: found.code, byHand: true },
      });
      return row!;
    });
  } catch (error) {
    if (isClassFull(error)) throw new DomainError('CLASS_FULL');
    throw error;
  }
}

/**
 * Withdraws an enrolment made by hand (nothing was paid through the cart, so nothing is refunded);
 * a paid one goes through withdrawEnrollment and its refund policy instead.
 */
export async function withdrawByHand(services: Services, viewer: EmployeeViewer, enrollmentId: number) {
  return services.db.transaction(async (tx) => {
    const [row] = await tx.select().from(enrollments).where(eq(enrollments.id, enrollmentId)).for('update');
    if (!row || row.withdrawnAt !== null) throw new DomainError('NOT_ENROLLED_ACTIVE');
    if (row.invoiceItemId !== null) throw new DomainError('ENROLMENT_HAS_PAYMENT');
    const [after] = await tx.update(enrollments).set({ withdrawnAt: services.now() }).where(eq(enrollments.id, enrollmentId)).returning();
    // The freed seat goes to the class's waitlist once this commits.
    await queueOffers(tx, row.classroomId, services.now());
    await recordAudit(tx, viewer, {
      action: 'enrollment.withdraw',
      entityType: 'enrollment',
      entityId: enrollmentId,
      before: { studentId: row.studentId, classroomId: row.classroomId, withdrawnAt: null },
      after: { studentId: row.studentId, classroomId: row.classroomId, withdrawnAt: after!.withdrawnAt },
    });
    return after!;
  });
}
