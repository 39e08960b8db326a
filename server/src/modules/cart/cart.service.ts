import { calendarDate, orderTotal } from '@solve/core';
import { and, asc, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, credits, invoiceItems, invoices, students } from '../../db/schema/index.js';
import type { FamilyViewer, Viewer } from '../auth/viewer.js';
import { getSettings } from '../settings/settings.service.js';
import { cartItemCountStatement } from './cart.repository.js';
import { NOT_ON_A_PLAN } from '../payment-plans/plan-request.js';

/**
 * The family's cart (§2, §4): its PENDING invoice, else its newest OPEN invoice still owing money.
 * An OPEN invoice with nothing left to pay counts as paid, so it is no cart. The one definition the
 * cart page and the badge share.
 */
export async function cartInvoiceOf(db: Db, familyAccountId: number): Promise<InvoiceRow | null> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(
      and(
        eq(invoices.familyAccountId, familyAccountId),
        or(eq(invoices.status, 'PENDING'), and(eq(invoices.status, 'OPEN'), gt(invoices.balanceCents, 0), NOT_ON_A_PLAN)),
      ),
    )
    .orderBy(desc(eq(invoices.status, 'PENDING')), desc(invoices.issueDate), desc(invoices.id))
    .limit(1);
  return invoice ?? null;
}

/** The cart badge: the live (not archived) classroom lines of the family's cart, the one the cart page shows. */
export async function cartItemCount(db: Db, viewer: Viewer | null): Promise<number> {
  if (viewer?.userType !== 'FAMILY_MEMBER') return 0;
  const [row] = await cartItemCountStatement(db).execute({ familyAccountId: viewer.familyAccountId });
  return row?.n ?? 0;
}

export type InvoiceRow = typeof invoices.$inferSelect;

export interface CartLine {
  id: number;
  itemType: 'CLASSROOM' | 'OFFER' | 'DISCOUNT';
  description: string;
  studentId: number | null;
  studentName: string | null;
  classroomId: number | null;
  classroomCode: string | null;
  classroomTitle: string | null;
  unitPriceCents: number;
  earlyBird: boolean;
  earlyBirdDiscountCents: number;
  priceCents: number;
  enrolled: boolean;
  /** The student was withdrawn from the class (refunded or credited). */
  withdrawn: boolean;
}

export interface OpenCredit {
  id: number;
  creditNumber: string;
  creditType: string;
  balanceCents: number;
  notes: string;
  expirationDate: string | null;
}

export interface Cart {
  invoice: InvoiceRow;
  items: CartLine[];
  credits: OpenCredit[];
  /** What the open credits cover of the balance. */
  creditCents: number;
  /** The balance less the open credits, floored at 0: what the card pays. */
  totalCents: number;
  /** PAID, or OPEN with nothing left to pay (§4): no remove column, no pay button. */
  paid: boolean;
}

export const invoiceIsPaid = (invoice: Pick<InvoiceRow, 'status' | 'balanceCents'>) =>
  invoice.status === 'PAID' || (invoice.status === 'OPEN' && invoice.balanceCents === 0);

/** Open credits a family can spend now, oldest first (the order they are used in). */
export async function openCreditsOf(db: Db, familyAccountId: number, today: string): Promise<OpenCredit[]> {
  const rows = await db
    .select({
      id: credits.id,
      creditNumber: credits.creditNumber,
      creditType: credits.creditType,
      balanceCents: credits.balanceCents,
      notes: credits.notes,
      expirationDate: credits.expirationDate,
    })
    .from(credits)
    .where(and(eq(credits.familyAccountId, familyAccountId), eq(credits.status, 'OPEN'), gt(credits.balanceCents, 0)))
    .orderBy(asc(credits.issueDate), asc(credits.id));
  return rows.filter((credit) => credit.expirationDate === null || credit.expirationDate >= today);
}

/** The live lines of an invoice with their students and classes. */
export async function linesOf(db: Db, invoiceId: number): Promise<CartLine[]> {
  const rows = await db
    .select({
      id: invoiceItems.id,
      itemType: invoiceItems.itemType,
      description: invoiceItems.description,
      studentId: invoiceItems.studentId,
      studentFirstName: students.firstName,
      studentLastName: students.lastName,
      classroomId: invoiceItems.classroomId,
      classroomCode: classrooms.code,
      classroomTitle: classrooms.title,
      unitPriceCents: invoiceItems.unitPriceCents,
      earlyBird: invoiceItems.earlyBird,
      earlyBirdDiscountCents: invoiceItems.earlyBirdDiscountCents,
      priceCents: invoiceItems.priceCents,
      enrolled: invoiceItems.enrolled,
      withdrawn: invoiceItems.withdrawal,
    })
    .from(invoiceItems)
    .leftJoin(students, eq(students.id, invoiceItems.studentId))
    .leftJoin(classrooms, eq(classrooms.id, invoiceItems.classroomId))
    .where(and(eq(invoiceItems.invoiceId, invoiceId), isNull(invoiceItems.archivedOn)))
    .orderBy(asc(invoiceItems.id));
  return rows.map(({ studentFirstName, studentLastName, ...row }) => ({
    ...row,
    studentName: studentFirstName ? `${studentFirstName} ${studentLastName ?? ''}`.trim() : null,
  }));
}

async function familyInvoiceRow(db: Db, familyAccountId: number, invoiceId: number): Promise<InvoiceRow | null> {
  const [invoice] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.familyAccountId, familyAccountId), eq(invoices.id, invoiceId)));
  return invoice ?? null;
}

/**
 * The cart page (§2, §4): the invoice asked for when it is theirs, else the family's cart
 * (`cartInvoiceOf`). Null when there is none ('Cart empty').
 */
export async function readCart(db: Db, viewer: FamilyViewer, invoiceId: number | null, now: Date): Promise<Cart | null> {
  // The academy's day (for the credits' expiry) is read beside the invoice, not before it.
  const [settings, invoice] = await Promise.all([
    getSettings(db),
    invoiceId ? familyInvoiceRow(db, viewer.familyAccountId, invoiceId) : cartInvoiceOf(db, viewer.familyAccountId),
  ]);
  if (!invoice) return null;
  const paid = invoiceIsPaid(invoice);
  const [items, open] = await Promise.all([
    linesOf(db, invoice.id),
    paid ? Promise.resolve([]) : openCreditsOf(db, viewer.familyAccountId, calendarDate(now, settings.timeZone)),
  ]);
  const available = open.reduce((sum, credit) => sum + credit.balanceCents, 0);
  const totalCents = paid ? 0 : orderTotal(invoice.balanceCents, available);
  return { invoice, items, credits: open, creditCents: paid ? 0 : invoice.balanceCents - totalCents, totalCents, paid };
}
