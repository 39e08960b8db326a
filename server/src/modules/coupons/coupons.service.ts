import { calendarDate } from '@solve/core';
import { type Coupon, couponDefinitionProblem, type CouponScope, normalizeCouponCode } from '@solve/core/coupons';
import { type DiscountAmount, discountAmountProblem } from '@solve/core/discounts';
import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { sqlState, UNIQUE_VIOLATION } from '../../db/errors.js';
import { academySettings, classrooms, coupons, courses } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { recordAudit } from '../audit/audit.service.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { cleanText } from '../manage-classes/input-checks.js';
import { getSettings } from '../settings/settings.service.js';
import { type CouponRow, termKey } from './coupon-rules.js';

export type CouponStatus = 'LIVE' | 'NOT_YET' | 'EXPIRED' | 'USED_UP' | 'ARCHIVED';

export interface CouponListItem extends CouponRow {
  /** Paid uses not given back. */
  uses: number;
  status: CouponStatus;
}

/** What an admin types: a percent or an amount off, and what it covers. */
export interface CouponInput {
  code: string;
  description: string;
  percent: number | null;
  cents: number | null;
  scope: 'ALL' | 'COURSE' | 'TERM';
  courseId: number | null;
  term: string | null;
  validFrom: string | null;
  validTo: string | null;
  totalLimit: number | null;
  perFamilyLimit: number | null;
  firstEnrolmentOnly: boolean;
}

const statusOf = (row: CouponRow, uses: number, today: string): CouponStatus => {
  if (row.archivedAt) return 'ARCHIVED';
  if (row.validFrom !== null && today < row.validFrom) return 'NOT_YET';
  if (row.validTo !== null && today > row.validTo) return 'EXPIRED';
  if (row.totalLimit !== null && uses >= row.totalLimit) return 'USED_UP';
  return 'LIVE';
};

/** Every coupon with its counted uses and where it stands today: live ones first, newest first. */
export async function listCoupons(services: Services): Promise<CouponListItem[]> {
  const { db } = services;
  // The table is named in full: inside a subquery a bare column would be the use's own.
  const uses = sql<number>`(select count(*) from coupon_uses u where u.coupon_id = "coupons"."id" and u.returned_at is null)::int`;
  const [settings, rows] = await Promise.all([
    getSettings(db),
    db
      .select({ coupon: coupons, uses })
      .from(coupons)
      .orderBy(sql`${coupons.archivedAt} is not null`, desc(coupons.createdAt), desc(coupons.id)),
  ]);
  const today = calendarDate(services.now(), settings.timeZone);
  return rows.map((row) => ({ ...row.coupon, uses: row.uses, status: statusOf(row.coupon, row.uses, today) }));
}

/** What the coupon form offers: the courses, and the terms classes are in (newest first). */
export async function couponFormOptions(db: Db) {
  const [courseRows, termRows] = await Promise.all([
    db.select({ id: courses.id, code: courses.code, title: courses.title }).from(courses).orderBy(asc(courses.code)),
    db
      .selectDistinct({ year: classrooms.year, quarter: classrooms.quarter })
      .from(classrooms)
      .orderBy(desc(classrooms.year), desc(classrooms.quarter)),
  ]);
  return { courses: courseRows, terms: termRows.map((row) => termKey(row.year, row.quarter)) };
}

/** The amount an admin typed: exactly one of a percent or an amount. */
function amountOf(percent: number | null, cents: number | null): DiscountAmount {
  if ((percent === null) === (cents === null))
    throw new DomainError('COUPON_INVALID', { problem: 'Give either a percent or an amount off.' });
  return percent !== null ? { type: 'PERCENT', percent } : { type: 'AMOUNT', cents: cents! };
}

async function scopeOf(db: Db, input: CouponInput): Promise<CouponScope> {
  if (input.scope === 'ALL') return { type: 'ALL' };
  if (input.scope === 'COURSE') {
    if (input.courseId === null) throw new DomainError('COUPON_SCOPE_MISSING');
    const [course] = await db.select({ id: courses.id }).from(courses).where(eq(courses.id, input.courseId));
    if (!course) throw new DomainError('COUPON_SCOPE_MISSING');
    return { type: 'COURSE', courseId: course.id };
  }
  const term = input.term?.trim() ?? '';
  if (!term) throw new DomainError('COUPON_SCOPE_MISSING');
  return { type: 'TERM', term: cleanText(term, 40) };
}

/** Creates a coupon (id null) or changes one; the code's rules are core's (couponDefinitionProblem). */
export async function saveCoupon(services: Services, viewer: EmployeeViewer, id: number | null, input: CouponInput): Promise<CouponRow> {
  const { db } = services;
  const coupon: Coupon = {
    code: normalizeCouponCode(input.code),
    amount: amountOf(input.percent, input.cents),
    scope: await scopeOf(db, input),
    validFrom: input.validFrom || null,
    validTo: input.validTo || null,
    totalLimit: input.totalLimit,
    perFamilyLimit: input.perFamilyLimit,
    firstEnrolmentOnly: input.firstEnrolmentOnly,
  };
  const problem = couponDefinitionProblem(coupon);
  if (problem) throw new DomainError('COUPON_INVALID', { problem });
  const values = { ...coupon, description: cleanText(input.description, 200, true) };
  try {
    return await db.transaction(async (tx) => {
      if (id === null) {
        const [created] = await tx
          .insert(coupons)
          .values({ ...values, createdByEmployeeId: viewer.employeeId })
          .returning();
        await recordAudit(tx, viewer, {
          action: 'coupon.create',
          entityType: 'coupon',
          entityId: created!.id,
          before: null,
          after: created!,
        });
        return created!;
      }
      const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
      if (!before) throw new DomainError('COUPON_MISSING');
      const [after] = await tx.update(coupons).set(values).where(eq(coupons.id, id)).returning();
      await recordAudit(tx, viewer, { action: 'coupon.update', entityType: 'coupon', entityId: id, before, after: after! });
      return after!;
    });
  } catch (error) {
    if (sqlState(error) === UNIQUE_VIOLATION) throw new DomainError('COUPON_CODE_TAKEN', { code: coupon.code });
    throw error;
  }
}

/** Retires a coupon: no longer accepted; its uses and the invoices that used it stay. */
export async function archiveCoupon(services: Services, viewer: EmployeeViewer, id: number): Promise<CouponRow> {
  return services.db.transaction(async (tx) => {
    const [before] = await tx.select().from(coupons).where(eq(coupons.id, id)).for('update');
    if (!before) throw new DomainError('COUPON_MISSING');
    if (before.archivedAt) return before;
    const [after] = await tx.update(coupons).set({ archivedAt: services.now() }).where(eq(coupons.id, id)).returning();
    await recordAudit(tx, viewer, { action: 'coupon.archive', entityType: 'coupon', entityId: id, before, after: after! });
    return after!;
  });
}

/** The automatic discounts an admin sets (null: off), checked by core's rule. */
export async function updateDiscountSettings(
  services: Services,
  viewer: EmployeeViewer,
  input: { sibling: DiscountAmount | null; multiClass: DiscountAmount | null },
) {
  for (const amount of [input.sibling, input.multiClass]) {
    const problem = amount && discountAmountProblem(amount);
    if (problem) throw new DomainError('DISCOUNT_SETTING_INVALID', { problem });
  }
  return services.db.transaction(async (tx) => {
    const before = await getSettings(tx);
    const [after] = await tx
      .update(academySettings)
      .set({ siblingDiscount: input.sibling, multiClassDiscount: input.multiClass })
      .where(eq(academySettings.id, 1))
      .returning({ siblingDiscount: academySettings.siblingDiscount, multiClassDiscount: academySettings.multiClassDiscount });
    await recordAudit(tx, viewer, {
      action: 'academy.discounts',
      entityType: 'academy',
      entityId: 1,
      before: { siblingDiscount: before.siblingDiscount, multiClassDiscount: before.multiClassDiscount },
      after: after!,
    });
    return { sibling: after!.siblingDiscount, multiClass: after!.multiClassDiscount };
  });
}
