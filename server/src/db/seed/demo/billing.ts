import { NEW_STUDENT_DISCOUNT_CENTS, newStudentOfferDescription, REFERRAL } from '@solve/core';
import { and, eq } from 'drizzle-orm';
import type { Db } from '../../client.js';
import { enrollments, familyAccounts, invoiceItems, type classrooms, type students } from '../../schema/index.js';
import {
  createCredit,
  createInvoice,
  createPayment,
  createPaymentProfile,
  invoiceLineValues,
  type NewInvoice,
  type NewInvoiceItem,
} from '../factories/billing.js';
import { insertAll } from '../factories/insert.js';
import { DAY, HOUR, addDays, localDate } from './calendar.js';
import type { DemoCatalog } from './catalog.js';
import type { DemoPeople } from './people.js';

type Classroom = typeof classrooms.$inferSelect;
type Student = typeof students.$inferSelect;
type Line = Omit<NewInvoiceItem, 'invoiceId'>;

const EARLY_BIRD_DISCOUNT = 5_000;

/** A classroom line priced from the classroom's tuition. */
interface LineOptions {
  enrolled: boolean;
  earlyBird?: boolean;
  archivedOn?: Date;
}

function classroomLine(student: Student, classroom: Classroom, options: LineOptions): Line {
  return invoiceLineValues({
    itemType: 'CLASSROOM',
    studentId: student.id,
    classroomId: classroom.id,
    unitPriceCents: classroom.tuitionCents,
    earlyBird: options.earlyBird ?? false,
    earlyBirdDiscountCents: options.earlyBird ? EARLY_BIRD_DISCOUNT : 0,
    description: `${classroom.title} for ${student.firstName}`,
    enrolled: options.enrolled,
    archivedOn: options.archivedOn ?? null,
  });
}

/** Live classroom lines add up; offers and discounts subtract. */
const totalOf = (lines: Line[]) =>
  lines
    .filter((line) => !line.archivedOn)
    .reduce((total, line) => total + (line.itemType === 'CLASSROOM' ? 1 : -1) * (line.priceCents ?? 0), 0);

async function createInvoiceWithLines(db: Db, values: NewInvoice, lines: Line[], paidCents: number) {
  const priceCents = totalOf(lines);
  const invoice = await createInvoice(db, { ...values, priceCents, balanceCents: priceCents - paidCents });
  const items = await insertAll(
    db,
    invoiceItems,
    lines.map((line) => ({ ...line, invoiceId: invoice.id })),
  );
  return { invoice, items };
}

/**
 * The Williams family's money: two older paid invoices, this term's paid invoice (a used credit and
 * the saved Visa), Bob's half-paid tutoring invoice and a cart, and the $100 credit of their
 * referral of the Patels, who enrolled (as the payment that enrols a referred family gives it).
 */
export async function seedBilling(
  db: Db,
  people: DemoPeople,
  catalog: DemoCatalog,
  referral: { id: number; referrerId: number; refereeFirstName: string; refereeLastName: string },
  now: Date,
) {
  const { family, parent, alice, bob, cara } = people.williams;
  const { admin } = people.staff;
  const payee = `${parent.firstName} ${parent.lastName}`;
  const firstLessonOf = (key: string) => catalog.lessonsOf(key)[0]!.lesson.startOn!;
  const daysBefore = (instant: Date, days: number) => new Date(instant.getTime() - days * DAY);
  const today = localDate(now, people.settings.timeZone);

  const visa = await createPaymentProfile(db, {
    familyAccountId: family.id,
    gatewayCustomerProfileId: '500100001',
    gatewayPaymentProfileId: '500200001',
    cardBrand: 'VISA',
    last4: '1111',
    isDefault: true,
  });
  await db.update(familyAccounts).set({ customerProfileId: visa.gatewayCustomerProfileId }).where(eq(familyAccounts.id, family.id));
  const cardPayment = (invoiceId: number, amountCents: number, dateReceived: Date, transactionId: string) =>
    createPayment(db, {
      invoiceId,
      amountCents,
      dateReceived,
      payee,
      method: 'VISA',
      identification: 'Visa ending 1111',
      paymentProfileId: visa.id,
      transactionId,
      authCode: transactionId.slice(-6),
    });

  const paidInvoice = async (
    invoiceNumber: string,
    issueDate: Date,
    lines: Line[],
    { summary, transactionId }: { summary: string; transactionId: string },
  ) => {
    const paidAt = new Date(issueDate.getTime() + HOUR);
    const result = await createInvoiceWithLines(
      db,
      { familyAccountId: family.id, invoiceNumber, status: 'PAID', issueDate, paidAt, summary, shortSummary: summary },
      lines,
      totalOf(lines),
    );
    await cardPayment(result.invoice.id, result.invoice.priceCents, paidAt, transactionId);
    return result;
  };

  const writing = catalog.classroom('writingPast');
  const geometry = catalog.classroom('geometryRecent');
  const older = [
    await paidInvoice('INV-1001', daysBefore(firstLessonOf('writingPast'), 20), [classroomLine(alice, writing, { enrolled: true })], {
      summary: `${writing.title} for Alice`,
      transactionId: '60100000101',
    }),
    await paidInvoice('INV-1007', daysBefore(firstLessonOf('geometryRecent'), 14), [classroomLine(alice, geometry, { enrolled: true })], {
      summary: `${geometry.title} for Alice`,
      transactionId: '60100000107',
    }),
  ];

  // This term: three classes, the new-student offer, paid with a $50 credit and the rest by card.
  const termIssued = daysBefore(firstLessonOf('preAlgebraCampus'), 21);
  const usedCredit = await createCredit(db, {
    familyAccountId: family.id,
    creditNumber: 'CR-2001',
    creditType: 'PROMOTION',
    status: 'USED',
    amountCents: 5_000,
    balanceCents: 0,
    notes: 'Learn-more promotion',
    issueDate: daysBefore(termIssued, 10),
  });
  const termClasses = ['preAlgebraCampus', 'amc8', 'python'].map((key) => catalog.classroom(key));
  const termLines = [
    ...termClasses.map((classroom) =>
      classroomLine(alice, classroom, { enrolled: true, earlyBird: classroom.earlyBirdTuitionCents !== null }),
    ),
    // Alice's new-student discount, on her dearest class of the order.
    invoiceLineValues({
      itemType: 'OFFER',
      offerType: 'NEW_STUDENT',
      studentId: alice.id,
      classroomId: termClasses[0]!.id,
      unitPriceCents: NEW_STUDENT_DISCOUNT_CENTS,
      description: newStudentOfferDescription(alice.firstName),
    }),
  ];
  const term = await createInvoiceWithLines(
    db,
    {
      familyAccountId: family.id,
      invoiceNumber: 'INV-1012',
      status: 'PAID',
      issueDate: termIssued,
      paidAt: new Date(termIssued.getTime() + HOUR),
      summary: `${termClasses.map((c) => c.title).join(', ')} for Alice`,
      shortSummary: termClasses.map((c) => c.code).join(', '),
      responsibleEmployeeId: admin.id,
    },
    termLines,
    totalOf(termLines),
  );
  await createPayment(db, {
    invoiceId: term.invoice.id,
    creditId: usedCredit.id,
    amountCents: 5_000,
    dateReceived: term.invoice.paidAt!,
    payee,
    method: 'CREDIT',
    identification: usedCredit.creditNumber,
  });
  await cardPayment(term.invoice.id, term.invoice.priceCents - 5_000, term.invoice.paidAt!, '60100000112');

  // Bob's tutoring: issued by the office, half paid by check.
  const tutoring = catalog.classroom('tutoring');
  const tutoringLines = [classroomLine(bob, tutoring, { enrolled: true })];
  const open = await createInvoiceWithLines(
    db,
    {
      familyAccountId: family.id,
      invoiceNumber: 'INV-1015',
      status: 'OPEN',
      issueDate: daysBefore(firstLessonOf('tutoring'), 7),
      summary: `${tutoring.title} for Bob (4 sessions a month)`,
      shortSummary: tutoring.code,
      notes: 'Second half due at the next session.',
      responsibleEmployeeId: admin.id,
    },
    tutoringLines,
    tutoring.tuitionCents / 2,
  );
  await createPayment(db, {
    invoiceId: open.invoice.id,
    amountCents: tutoring.tuitionCents / 2,
    dateReceived: open.invoice.issueDate,
    payee,
    method: 'CHECK',
    identification: 'Check #1042',
  });

  // The cart: chemistry for Alice and math for Bob, at early-bird prices; debate was removed; and
  // Cara's first class, less the new-student discount (she never had a paid class).
  const caraClass = catalog.classroom('pythonFall');
  const cartLines = [
    classroomLine(alice, catalog.classroom('chemistry'), { enrolled: false, earlyBird: true }),
    classroomLine(bob, catalog.classroom('foundations'), { enrolled: false, earlyBird: true }),
    classroomLine(alice, catalog.classroom('debate'), { enrolled: false, archivedOn: daysBefore(now, 2) }),
    classroomLine(cara, caraClass, { enrolled: false }),
    invoiceLineValues({
      itemType: 'OFFER',
      offerType: 'NEW_STUDENT',
      studentId: cara.id,
      classroomId: caraClass.id,
      unitPriceCents: Math.min(NEW_STUDENT_DISCOUNT_CENTS, caraClass.tuitionCents),
      description: newStudentOfferDescription(cara.firstName),
    }),
  ];
  const cart = await createInvoiceWithLines(
    db,
    {
      familyAccountId: family.id,
      invoiceNumber: 'INV-1019',
      status: 'PENDING',
      issueDate: daysBefore(now, 3),
      responsibleEmployeeId: admin.id,
    },
    cartLines,
    0,
  );
  const openCredit = await createCredit(db, {
    familyAccountId: family.id,
    creditNumber: 'CR-2007',
    creditType: 'PROMOTION',
    amountCents: 5_000,
    notes: 'Learn-more promotion',
    issueDate: daysBefore(now, 5),
    expirationDate: addDays(today, 60),
  });
  const referralCredit = await createCredit(db, {
    familyAccountId: referral.referrerId,
    creditNumber: `CR-R${referral.id}`,
    creditType: 'REFERRAL',
    amountCents: REFERRAL.creditCents,
    notes: `Referral reward: ${referral.refereeFirstName} ${referral.refereeLastName} enrolled`,
    referralId: referral.id,
    issueDate: daysBefore(now, 15),
    expirationDate: addDays(today, 350),
  });

  // Paid lines are what the enrolments came from.
  for (const item of [...older, term, open].flatMap(({ items }) => items).filter((item) => item.itemType === 'CLASSROOM')) {
    await db
      .update(enrollments)
      .set({ invoiceItemId: item.id })
      .where(and(eq(enrollments.studentId, item.studentId!), eq(enrollments.classroomId, item.classroomId!)));
  }

  return {
    paymentProfile: visa,
    invoices: { older, term, open, cart },
    credits: { used: usedCredit, open: openCredit, referral: referralCredit },
  };
}
