import { addMonths, planSchedule } from '@solve/core/payment-plans';
import { eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { academySettings, chargeAttempts, paymentPlans, planInstalments, type paymentProfiles } from '../../schema/index.js';
import { createInvoice, createInvoiceItem, createPayment } from '../factories/billing.js';
import { createEnrollment } from '../factories/learning.js';
import { addDays, DAY, localDate } from './calendar.js';
import type { DemoCatalog } from './catalog.js';
import type { DemoPeople } from './people.js';

const TERMS = { depositPercent: 25, instalments: 3 };
const BILL_TO = { address: '1900 Camden Ave', city: 'San Jose', state: 'CA', zip: '95124', country: 'USA' };

/**
 * Payment plans to look at: the academy offers them above $500 (25 % deposit, 3 monthly
 * payments, enrolments kept when a plan is not paid). Bob's two classes (INV-1021) are on a plan
 * started a month ago: the deposit paid with the saved Visa, the first instalment refused twice
 * with its next try in two days, two more due. FINANCE shows it with Pay now.
 */
export async function seedPaymentPlans(
  db: Db,
  people: DemoPeople,
  catalog: DemoCatalog,
  visa: typeof paymentProfiles.$inferSelect,
  now: Date,
) {
  const { settings } = people;
  await db
    .update(academySettings)
    .set({ paymentPlanThresholdCents: 50_000, paymentPlanDepositPercent: TERMS.depositPercent, paymentPlanInstalments: TERMS.instalments })
    .where(eq(academySettings.id, 1));
  const { family, parent, bob } = people.williams;
  const classes = [catalog.classroom('pythonProjects'), catalog.classroom('essaySpring')];
  const totalCents = classes.reduce((sum, classroom) => sum + classroom.tuitionCents, 0);
  const today = localDate(now, settings.timeZone);
  // Started so that the first monthly payment fell due yesterday.
  const started = addMonths(addDays(today, -1), -1);
  const schedule = planSchedule(totalCents, TERMS, started);
  const paidAt = new Date(now.getTime() - (Date.parse(today) - Date.parse(started)));
  const payee = `${parent.firstName} ${parent.lastName}`;

  const invoice = await createInvoice(db, {
    familyAccountId: family.id,
    invoiceNumber: 'INV-1021',
    status: 'OPEN',
    issueDate: new Date(paidAt.getTime() - DAY),
    priceCents: totalCents,
    balanceCents: totalCents - schedule[0]!.cents,
    summary: `${classes.map((classroom) => classroom.code).join(', ')} for Bob`,
    shortSummary: classes.map((classroom) => classroom.code).join(', '),
  });
  for (const classroom of classes) {
    const line = await createInvoiceItem(db, {
      invoiceId: invoice.id,
      itemType: 'CLASSROOM',
      studentId: bob.id,
      classroomId: classroom.id,
      unitPriceCents: classroom.tuitionCents,
      description: classroom.title,
      enrolled: true,
    });
    await createEnrollment(db, { studentId: bob.id, classroomId: classroom.id, invoiceItemId: line.id, status: 'PAID' });
  }
  const deposit = await createPayment(db, {
    invoiceId: invoice.id,
    amountCents: schedule[0]!.cents,
    dateReceived: paidAt,
    payee,
    method: 'VISA',
    identification: 'Visa ending 1111',
    paymentProfileId: visa.id,
    note: 'Deposit of an instalment plan',
    transactionId: '60100000121',
    authCode: '000121',
  });
  // The deposit's charge as the checkout recorded it: the instalments are charged with its billing address.
  await db.insert(chargeAttempts).values({
    familyAccountId: family.id,
    invoiceId: invoice.id,
    idempotencyKey: 'demo-plan-deposit',
    status: 'SUCCEEDED',
    amountCents: schedule[0]!.cents,
    balanceCents: totalCents,
    gatewayInvoiceNumber: `I${invoice.id}-DEMO`,
    request: { paymentProfileId: visa.id, saveCard: false, billTo: { firstName: parent.firstName, lastName: parent.lastName, ...BILL_TO } },
    outcome: { success: true, message: 'PAYMENT_SUCCESS', code: null, transactionId: '60100000121', authCode: '000121' },
    transactionId: '60100000121',
    cardBrand: 'VISA',
    last4: '1111',
    payee,
    receiptDueAt: paidAt,
    receiptSentAt: paidAt,
  });
  const [plan] = await db
    .insert(paymentPlans)
    .values({ invoiceId: invoice.id, familyAccountId: family.id, paymentProfileId: visa.id, totalCents, ...TERMS })
    .returning();
  await db.insert(planInstalments).values(
    schedule.map((charge) => {
      const base = { planId: plan!.id, number: charge.number, dueDate: charge.dueDate, cents: charge.cents };
      if (charge.number === 0) return { ...base, status: 'PAID' as const, paymentId: deposit.id, paidAt };
      if (charge.number === 1) {
        return {
          ...base,
          status: 'FAILED' as const,
          failures: 2,
          nextAttemptOn: addDays(today, 2),
          lastError: 'This transaction has been declined.',
        };
      }
      return { ...base, nextAttemptOn: charge.dueDate };
    }),
  );
  return { plan: plan!, invoice };
}
