import { calendarDate, classPrice } from '@solve/core';
import { and, eq } from 'drizzle-orm';
import { CLASS_FULL_STATE, sqlState, UNIQUE_VIOLATION } from '../../db/errors.js';
import { classrooms, enrollments } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import type { FamilyViewer, StudentViewer } from '../auth/viewer.js';
import { isForSale } from '../catalog/catalog.service.js';
import { getSettings } from '../settings/settings.service.js';
import { familyStudent } from './cart-commands.service.js';
import { requireGradeFits } from './grade-rule.js';
import { closeEnrolled } from '../waitlist/waitlist-offers.js';

/**
 * Free enrolment (§2 "Catalog"): a parent chooses one of the family's students whose grade the
 * class takes, a student enrols themself. Only classes sold on the catalog whose price today is 0.
 * The page shows 'This class is full!' for any refusal, as the spec says (§8); enrolling again
 * answers the enrolment that exists.
 */
export async function enrollFree(
  services: Services,
  viewer: FamilyViewer | StudentViewer,
  classroomId: number,
  studentId: number | null,
): Promise<{ studentId: number; classroomId: number }> {
  const { db } = services;
  // A parent's choice is one of the family's students; a student enrols themself.
  let chosen: Awaited<ReturnType<typeof familyStudent>> | null = null;
  let student: { id: number };
  if (viewer.userType === 'STUDENT') student = { id: viewer.studentId };
  else student = chosen = await familyStudent(db, viewer, studentId);
  const [classroom] = await db.select().from(classrooms).where(eq(classrooms.id, classroomId));
  if (!classroom || !(await isForSale(db, classroomId))) throw new DomainError('CLASS_FULL');
  const settings = await getSettings(db);
  if (classPrice(classroom, settings.earlyBirdDeadlines, calendarDate(services.now(), settings.timeZone)).cents !== 0) {
    throw new DomainError('CLASS_FULL');
  }
  if (chosen) await requireGradeFits(db, chosen, classroomId);
  try {
    await db.transaction(async (tx) => {
      const [existing] = await tx
        .select({ id: enrollments.id, withdrawnAt: enrollments.withdrawnAt })
        .from(enrollments)
        .where(and(eq(enrollments.studentId, student.id), eq(enrollments.classroomId, classroomId)));
      if (existing && !existing.withdrawnAt) return;
      if (existing) {
        await tx.update(enrollments).set({ withdrawnAt: null, status: 'PAID' }).where(eq(enrollments.id, existing.id));
      } else {
        await tx.insert(enrollments).values({ studentId: student.id, classroomId, status: 'PAID' });
      }
      // A student waiting for the class leaves its line enrolled.
      await closeEnrolled(tx, [{ studentId: student.id, classroomId }], services.now());
    });
  } catch (error) {
    if (sqlState(error) === CLASS_FULL_STATE) throw new DomainError('CLASS_FULL');
    // The same enrolment made by a request at the same moment: it exists, which is what was asked.
    if (sqlState(error) !== UNIQUE_VIOLATION) throw error;
  }
  return { studentId: student.id, classroomId };
}
