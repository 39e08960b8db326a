import { classTitle } from '@solve/core';
import { and, count, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { CLASS_FULL_STATE, sqlState } from '../../db/errors.js';
import { classrooms, enrollments, seatHolds } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import { fullClassError, offersHeldForOthers } from '../waitlist/waitlist-seats.js';

interface SeatLine {
  studentId: number | null;
  classroomId: number | null;
}

/** Lines grouped by class in id order, so two requests lock the same classes in the same order. */
function byClass(lines: SeatLine[]): [number, number[]][] {
  const needed = new Map<number, number[]>();
  for (const line of lines) needed.set(line.classroomId!, [...(needed.get(line.classroomId!) ?? []), line.studentId!]);
  return [...needed].sort(([a], [b]) => a - b);
}

const fullError = (classroom: { code: string; title: string }) =>
  new DomainError('CLASS_FULL_NAMED', { classroom: `${classroom.code}: ${classTitle(classroom.title)}` });

/** The class's name and seat limit, its row locked until the transaction ends: seats are counted under this lock. */
async function lockClass(tx: Db, classroomId: number) {
  const [classroom] = await tx
    .select({ code: classrooms.code, title: classrooms.title, max: classrooms.enrollmentMax })
    .from(classrooms)
    .where(eq(classrooms.id, classroomId))
    .for('update');
  return classroom;
}

/**
 * Holds a seat for each student of the lines still to enrol, for a payment about to go to the
 * card service (in the attempt's transaction). Locks each class row, counts enrolments and the
 * other holds, and refuses the first class without room by name: nobody is charged for a seat
 * they cannot have. Students already enrolled need no seat.
 */
export async function holdSeats(tx: Db, chargeAttemptId: number, lines: SeatLine[]): Promise<void> {
  for (const [classroomId, studentIds] of byClass(lines)) {
    const classroom = await lockClass(tx, classroomId);
    if (!classroom) continue;
    const enrolled = await tx
      .select({ studentId: enrollments.studentId })
      .from(enrollments)
      .where(and(eq(enrollments.classroomId, classroomId), isNull(enrollments.withdrawnAt)));
    const newcomers = studentIds.filter((id) => !enrolled.some((e) => e.studentId === id));
    if (newcomers.length === 0) continue;
    if (classroom.max !== null) {
      const [held] = await tx.select({ n: count() }).from(seatHolds).where(eq(seatHolds.classroomId, classroomId));
      // Seats held by waitlist offers count too, except the seat offered to a student of this payment.
      const offersForOthers = await offersHeldForOthers(tx, classroomId, newcomers);
      if (enrolled.length + (held?.n ?? 0) + offersForOthers + newcomers.length > classroom.max) {
        throw await fullClassError(tx, classroomId, newcomers[0]!, () => fullError(classroom));
      }
    }
    try {
      await tx.insert(seatHolds).values(newcomers.map((studentId) => ({ chargeAttemptId, classroomId, studentId })));
    } catch (error) {
      // The capacity trigger counted the same seats under the same lock; its refusal names the class too.
      if (sqlState(error) === CLASS_FULL_STATE) throw await fullClassError(tx, classroomId, newcomers[0]!, () => fullError(classroom));
      throw error;
    }
  }
}

/**
 * When the payment commits: locks the classes of the lines (in id order, so two payments never
 * wait on each other in a circle) and checks each still has a seat for every student to enrol,
 * counting enrolments and the holds of other payments (this payment's holds are its own seats);
 * names the first class that has not.
 */
export async function takeSeats(tx: Db, chargeAttemptId: number, lines: SeatLine[]): Promise<void> {
  for (const [classroomId, studentIds] of byClass(lines)) {
    const classroom = await lockClass(tx, classroomId);
    if (!classroom || classroom.max === null) continue;
    const [seats] = await tx
      .select({
        taken: sql<number>`count(*) filter (where ${enrollments.withdrawnAt} is null)::int`,
        alreadyIn: sql<number>`count(*) filter (where ${enrollments.withdrawnAt} is null and ${inArray(enrollments.studentId, studentIds)})::int`,
      })
      .from(enrollments)
      .where(eq(enrollments.classroomId, classroomId));
    const [othersHeld] = await tx
      .select({ n: count() })
      .from(seatHolds)
      .where(
        and(
          eq(seatHolds.classroomId, classroomId),
          ne(seatHolds.chargeAttemptId, chargeAttemptId),
          notInArray(seatHolds.studentId, studentIds),
        ),
      );
    const newSeats = studentIds.length - (seats?.alreadyIn ?? 0);
    const offered = await offersHeldForOthers(tx, classroomId, studentIds);
    if ((seats?.taken ?? 0) + (othersHeld?.n ?? 0) + offered + newSeats > classroom.max) throw fullError(classroom);
  }
}
