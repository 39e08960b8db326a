// What the database says after the morning: every seat limit kept, every family charged once at
// most, every charge recorded with its enrolments, and no seat held by a payment that is over.
import { RECONCILE_AFTER_MS } from '../../server/dist/modules/payment/reconciler.js';

/**
 * @typedef {{
 *   oversold: { code: string; max: number; enrolled: number }[];
 *   fullClasses: number;
 *   enrolments: number;
 *   approvedCharges: number;
 *   voidedCharges: number;
 *   doubleCharged: { familyAccountId: number; charges: number }[];
 *   chargesWithoutPayment: number;
 *   paymentsWithoutCharge: number;
 *   paidLinesNotEnrolled: number;
 *   paidInvoices: number;
 *   pendingAttempts: { id: number; heldSeats: number; releasedBy: Date }[];
 *   holdsOfClosedAttempts: number;
 *   abandonedWithHoldsOrSeats: number;
 * }} Checks
 */

/**
 * @param {import('pg').Pool} pool
 * @param {number[]} abandonedFamilies families that left with a cart and never paid
 * @returns {Promise<Checks>}
 */
export async function checkAfterTheMorning(pool, abandonedFamilies) {
  const one = async (/** @type {string} */ text, /** @type {unknown[]} */ values = []) => (await pool.query(text, values)).rows;
  const oversold = await one(
    `select c.code, c.enrollment_max as max, count(e.id)::int as enrolled from classrooms c
      join enrollments e on e.classroom_id = c.id and e.withdrawn_at is null
      where c.enrollment_max is not null group by c.id having count(e.id) > c.enrollment_max order by c.code`,
  );
  const [{ full_classes: fullClasses, enrolments }] = await one(
    `select count(*) filter (where n >= enrollment_max)::int as full_classes, coalesce(sum(n), 0)::int as enrolments from (
      select c.enrollment_max, (select count(*) from enrollments e where e.classroom_id = c.id and e.withdrawn_at is null) as n from classrooms c) t`,
  );
  // The card service's own record: approved charges of this morning's payments (I<invoice>-A<attempt>).
  const charged = `select t.id, a.family_account_id, a.invoice_id from sandbox_transactions t
      join charge_attempts a on a.gateway_invoice_number = t.invoice_number
      where t.kind = 'authCapture' and t.status = 'capturedPendingSettlement'`;
  const [{ approved, voided }] = await one(
    `select count(*) filter (where status = 'capturedPendingSettlement')::int as approved, count(*) filter (where status = 'voided')::int as voided
      from sandbox_transactions where kind = 'authCapture'`,
  );
  const doubleCharged = await one(
    `select family_account_id as "familyAccountId", count(*)::int as charges from (${charged}) c group by family_account_id having count(*) > 1`,
  );
  const [{ n: chargesWithoutPayment }] = await one(
    `select count(*)::int as n from (${charged}) c where not exists (select 1 from payments p where p.transaction_id = c.id::text)`,
  );
  const [{ n: paymentsWithoutCharge }] = await one(
    `select count(*)::int as n from payments p where p.transaction_id is not null and not exists (
      select 1 from sandbox_transactions t where t.id::text = p.transaction_id and t.status = 'capturedPendingSettlement')`,
  );
  // Every class line of a paid invoice is enrolled, and the enrolment is there.
  const [{ n: paidLinesNotEnrolled }] = await one(
    `select count(*)::int as n from invoice_items i join invoices v on v.id = i.invoice_id
      where v.status = 'PAID' and i.item_type = 'CLASSROOM' and i.archived_on is null and (not i.enrolled or not exists (
        select 1 from enrollments e where e.student_id = i.student_id and e.classroom_id = i.classroom_id and e.withdrawn_at is null))`,
  );
  const [{ n: paidInvoices }] = await one(`select count(*)::int as n from invoices where status = 'PAID'`);
  // A hold lives while its payment is with the card service; a payment left PENDING (its process
  // gone) is settled by the reconciler once it is RECONCILE_AFTER_MS old, which frees its seats.
  const pending = await one(
    `select a.id, a.created_at, (select count(*) from seat_holds h where h.charge_attempt_id = a.id)::int as held
      from charge_attempts a where a.status = 'PENDING' order by a.id`,
  );
  const [{ n: holdsOfClosedAttempts }] = await one(
    `select count(*)::int as n from seat_holds h join charge_attempts a on a.id = h.charge_attempt_id where a.status <> 'PENDING'`,
  );
  const [{ n: abandonedWithHoldsOrSeats }] = await one(
    `select count(*)::int as n from students s where s.family_account_id = any($1::int[]) and (
      exists (select 1 from seat_holds h where h.student_id = s.id) or exists (select 1 from enrollments e where e.student_id = s.id))`,
    [abandonedFamilies],
  );
  return {
    oversold,
    fullClasses,
    enrolments,
    approvedCharges: approved,
    voidedCharges: voided,
    doubleCharged,
    chargesWithoutPayment,
    paymentsWithoutCharge,
    paidLinesNotEnrolled,
    paidInvoices,
    pendingAttempts: pending.map((row) => ({
      id: Number(row.id),
      heldSeats: row.held,
      releasedBy: new Date(new Date(row.created_at).getTime() + RECONCILE_AFTER_MS),
    })),
    holdsOfClosedAttempts,
    abandonedWithHoldsOrSeats,
  };
}
