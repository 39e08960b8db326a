import { orderTotal } from '@solve/core';
import { and, asc, count, desc, eq, gt, inArray, isNull, or } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, credits, invoiceItems, invoices, students } from '../../db/schema/index.js';
import type { FamilyViewer, Viewer } from '../auth/viewer.js';

/**
 * The cart badge: live (not archived) classroom items in the family's PENDING invoice or an OPEN
 * one still owing money. An OPEN invoice with nothing left to pay counts as paid
 * (family-catalog-payment.md §4), so its items are no longer "in the cart".
 */
export async function cartItemCount(db: Db, viewer: Viewer | null): Promise<number> {
  if (viewer?.userType !== 'FAMILY_MEMBER') return 0;
  const [row] = await db
    .select({ n: count() })
    .from(invoiceItems)
    .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
    .where(
      and(
        eq(invoices.familyAccountId, viewer.familyAccountId),
        or(eq(invoices.status, 'PENDING'), and(eq(invoices.status, 'OPEN'), gt(invoices.balanceCents, 0))),
        eq(invoiceItems.itemType, 'CLASSROOM'),
        isNull(invoiceItems.archivedOn),
      ),
    );
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

/**
 * The family's cart (§2, §4): the invoice asked for when it is theirs, else their PENDING invoice,
 * else their newest OPEN invoice still owing money. Null when there is none ('Cart empty').
 */
export async function readCart(db: Db, viewer: FamilyViewer, invoiceId: number | null, today: string): Promise<Cart | null> {
  const family = eq(invoices.familyAccountId, viewer.familyAccountId);
  const [invoice] = invoiceId
    ? await db
        .select()
        .from(invoices)
        .where(and(family, eq(invoices.id, invoiceId)))
        .limit(1)
    : await db
        .select()
        .from(invoices)
        .where(and(family, or(eq(invoices.status, 'PENDING'), and(eq(invoices.status, 'OPEN'), gt(invoices.balanceCents, 0)))))
        .orderBy(desc(eq(invoices.status, 'PENDING')), desc(invoices.issueDate), desc(invoices.id))
        .limit(1);
  if (!invoice) return null;
  const paid = invoiceIsPaid(invoice);
  const [items, open] = await Promise.all([
    linesOf(db, invoice.id),
    paid ? Promise.resolve([]) : openCreditsOf(db, viewer.familyAccountId, today),
  ]);
  const available = open.reduce((sum, credit) => sum + credit.balanceCents, 0);
  const totalCents = paid ? 0 : orderTotal(invoice.balanceCents, available);
  return { invoice, items, credits: open, creditCents: paid ? 0 : invoice.balanceCents - totalCents, totalCents, paid };
}

/** Students of a family that are in its cart for a class (the checkout selector leaves them out). */
export async function studentsInCart(db: Db, familyAccountId: number, classroomId: number): Promise<number[]> {
  const rows = await db
    .select({ studentId: invoiceItems.studentId })
    .from(invoiceItems)
    .innerJoin(invoices, eq(invoices.id, invoiceItems.invoiceId))
    .where(
      and(
        eq(invoices.familyAccountId, familyAccountId),
        inArray(invoices.status, ['PENDING', 'OPEN']),
        eq(invoiceItems.classroomId, classroomId),
        isNull(invoiceItems.archivedOn),
        eq(invoiceItems.enrolled, false),
      ),
    );
  return rows.map((row) => row.studentId!).filter((id) => id !== null);
}
