import { type Coupon, type CouponProblem, couponProblem, normalizeCouponCode } from '@solve/core/coupons';
import type { DiscountedClassLine } from '@solve/core/discounts';
import { and, count, eq, gt, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, couponUses, coupons, enrollments, students } from '../../db/schema/index.js';

export type CouponRow = typeof coupons.$inferSelect;

/** The term a class is in, as coupons and the automatic discounts name it: "2026 FALL". */
export const termKey = (year: number, quarter: string) => `${year} ${quarter}`;

/** What core's rules read of a coupon row. */
export const couponOf = (row: CouponRow): Coupon => ({
  code: row.code,
  amount: row.amount,
  scope: row.scope,
  validFrom: row.validFrom,
  validTo: row.validTo,
  totalLimit: row.totalLimit,
  perFamilyLimit: row.perFamilyLimit,
  firstEnrolmentOnly: row.firstEnrolmentOnly,
});

/**
 * A live (not archived) coupon by the code as typed; with `lock`, its row is locked until the
 * transaction ends; with `archived`, an archived one too.
 */
export async function liveCoupon(db: Db, code: string, options: { lock?: boolean; archived?: boolean } = {}): Promise<CouponRow | null> {
  const query = db
    .select()
    .from(coupons)
    .where(and(eq(coupons.code, normalizeCouponCode(code)), options.archived ? undefined : isNull(coupons.archivedAt)));
  const [row] = options.lock ? await query.for('update') : await query;
  return row ?? null;
}

/** A coupon's counted uses (paid, not given back), by everyone and by one family, in one statement. */
export async function couponUseOf(db: Db, couponId: number, familyAccountId: number) {
  const [row] = await db
    .select({
      total: count(),
      byFamily: sql<number>`count(*) filter (where ${couponUses.familyAccountId} = ${familyAccountId})::int`,
    })
    .from(couponUses)
    .where(and(eq(couponUses.couponId, couponId), isNull(couponUses.returnedAt)));
  return { total: row?.total ?? 0, byFamily: row?.byFamily ?? 0 };
}

/** Whether a family has paid for a class with tuition (then it is not its first enrolment). */
export async function familyHasPaidClass(db: Db, familyAccountId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: enrollments.id })
    .from(enrollments)
    .innerJoin(students, eq(students.id, enrollments.studentId))
    .innerJoin(classrooms, eq(classrooms.id, enrollments.classroomId))
    .where(and(eq(students.familyAccountId, familyAccountId), eq(enrollments.status, 'PAID'), gt(classrooms.tuitionCents, 0)))
    .limit(1);
  return row !== undefined;
}

/** Why a coupon may not be used on a family's order today (core's couponProblem with the counted uses), or null. */
export async function couponProblemFor(
  db: Db,
  coupon: CouponRow | null,
  context: { familyAccountId: number; today: string; lines: readonly Pick<DiscountedClassLine, 'courseId' | 'term' | 'priceCents'>[] },
): Promise<CouponProblem | null> {
  if (!coupon) return 'UNKNOWN';
  const [use, familyHasPaid] = await Promise.all([
    couponUseOf(db, coupon.id, context.familyAccountId),
    coupon.firstEnrolmentOnly ? familyHasPaidClass(db, context.familyAccountId) : Promise.resolve(false),
  ]);
  return couponProblem(couponOf(coupon), { today: context.today, use, familyHasPaidClass: familyHasPaid, lines: context.lines });
}

/** The catalogue's code for each problem, whose text is core's message. */
export const COUPON_PROBLEM_CODES = {
  UNKNOWN: 'COUPON_UNKNOWN',
  NOT_YET: 'COUPON_NOT_YET',
  EXPIRED: 'COUPON_EXPIRED',
  USED_UP: 'COUPON_USED_UP',
  FAMILY_USED_UP: 'COUPON_FAMILY_USED_UP',
  FIRST_ENROLMENT_ONLY: 'COUPON_FIRST_ENROLMENT_ONLY',
  NOT_FOR_THESE_CLASSES: 'COUPON_NOT_FOR_THESE_CLASSES',
} as const satisfies Record<CouponProblem, string>;
