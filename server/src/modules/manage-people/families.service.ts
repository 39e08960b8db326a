import { and, asc, count, desc, eq, ilike, inArray, like, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, credits, enrollments, familyAccounts, familyMembers, invoices, students } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { CreditSummary } from '../payment/finance.service.js';

export const SEARCH_LIMIT = 25;
const MAX_QUERY = 100;

export interface FamilyHit {
  familyAccountId: number;
  parents: string[];
  students: { id: number; name: string; username: string }[];
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Families whose parent (name, email, phone) or student (name, username, email) matches the
 * words; each word must match somewhere in the same person. At most SEARCH_LIMIT families.
 */
export async function searchFamilies(db: Db, rawQuery: string): Promise<FamilyHit[]> {
  const query = rawQuery.trim().slice(0, MAX_QUERY);
  if (query.length < 2) throw new DomainError('SEARCH_TOO_SHORT');
  const words = query.split(/\s+/).slice(0, 4);
  // A query of digits (with the usual phone punctuation) finds those digits anywhere in a parent's number.
  const digits = query.replace(/\D/g, '');
  const phone = /^[\d\s()+.-]+$/.test(query) && digits.length >= 3 ? `%${digits}%` : null;

  const memberMatch = and(
    ...words.map((word) => {
      const like = `%${escapeLike(word)}%`;
      return or(ilike(familyMembers.firstName, like), ilike(familyMembers.lastName, like), ilike(familyMembers.email, like));
    }),
  );
  const studentMatch = and(
    ...words.map((word) => {
      const like = `%${escapeLike(word)}%`;
      return or(
        ilike(students.firstName, like),
        ilike(students.lastName, like),
        ilike(students.username, like),
        ilike(students.email, like),
      );
    }),
  );
  const [byMember, byStudent] = await Promise.all([
    db
      .selectDistinct({ id: familyMembers.familyAccountId })
      .from(familyMembers)
      .where(phone ? or(memberMatch, like(familyMembers.phoneNumber, phone)) : memberMatch)
      .limit(SEARCH_LIMIT),
    db
      .selectDistinct({ id: students.familyAccountId })
      .from(students)
      .where(and(studentMatch, sql`${students.familyAccountId} is not null`))
      .limit(SEARCH_LIMIT),
  ]);
  const ids = [...new Set([...byMember, ...byStudent].map((row) => row.id!))].sort((a, b) => a - b).slice(0, SEARCH_LIMIT);
  if (ids.length === 0) return [];
  const [parents, kids] = await Promise.all([
    db
      .select({ familyAccountId: familyMembers.familyAccountId, firstName: familyMembers.firstName, lastName: familyMembers.lastName })
      .from(familyMembers)
      .where(inArray(familyMembers.familyAccountId, ids))
      .orderBy(asc(familyMembers.id)),
    db
      .select({
        familyAccountId: students.familyAccountId,
        id: students.id,
        firstName: students.firstName,
        lastName: students.lastName,
        username: students.username,
      })
      .from(students)
      .where(inArray(students.familyAccountId, ids))
      .orderBy(asc(students.id)),
  ]);
  return ids.map((id) => ({
    familyAccountId: id,
    parents: parents.filter((p) => p.familyAccountId === id).map((p) => `${p.firstName} ${p.lastName}`),
    students: kids
      .filter((s) => s.familyAccountId === id)
      .map((s) => ({ id: s.id, name: `${s.firstName} ${s.lastName}`, username: s.username })),
  }));
}

export interface FamilyEnrolment {
  id: number;
  classroomId: number;
  code: string;
  title: string;
  status: string | null;
  startDate: string;
  withdrawnAt: Date | null;
  /** Bought through the cart: withdrawn with the refund policy (withdrawEnrollment). */
  paid: boolean;
}

export interface FamilyStudent {
  id: number;
  firstName: string;
  lastName: string;
  username: string;
  grade: number;
  email: string | null;
  enrolments: FamilyEnrolment[];
}

export interface FamilyPage {
  id: number;
  status: string;
  balanceCents: number;
  parents: { id: number; firstName: string; lastName: string; relation: string; email: string; phoneNumber: string; primary: boolean }[];
  students: FamilyStudent[];
}

export interface FamilyInvoice {
  id: number;
  invoiceNumber: string;
  status: string;
  priceCents: number;
  balanceCents: number;
  issueDate: Date;
  summary: string;
}

export type FamilyCredit = CreditSummary;

/** Invoices and credits come a page at a time, newest first: a family's history only grows. */
export const FAMILY_RECORDS_PAGE = 10;
export const FAMILY_RECORDS_MAX_PAGE = 50;

const pageOf = (offset: number, limit: number) => ({
  offset: Math.max(0, Math.trunc(offset)),
  limit: Math.min(FAMILY_RECORDS_MAX_PAGE, Math.max(1, Math.trunc(limit))),
});

export async function familyInvoicePage(db: Db, familyAccountId: number, offset: number, limit: number): Promise<FamilyInvoice[]> {
  const page = pageOf(offset, limit);
  return db
    .select({
      id: invoices.id,
      invoiceNumber: invoices.invoiceNumber,
      status: invoices.status,
      priceCents: invoices.priceCents,
      balanceCents: invoices.balanceCents,
      issueDate: invoices.issueDate,
      summary: invoices.summary,
    })
    .from(invoices)
    .where(eq(invoices.familyAccountId, familyAccountId))
    .orderBy(desc(invoices.issueDate), desc(invoices.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function familyCreditPage(db: Db, familyAccountId: number, offset: number, limit: number): Promise<FamilyCredit[]> {
  const page = pageOf(offset, limit);
  return db
    .select({
      id: credits.id,
      creditNumber: credits.creditNumber,
      creditType: credits.creditType,
      status: credits.status,
      amountCents: credits.amountCents,
      balanceCents: credits.balanceCents,
      notes: credits.notes,
      issueDate: credits.issueDate,
    })
    .from(credits)
    .where(eq(credits.familyAccountId, familyAccountId))
    .orderBy(desc(credits.issueDate), desc(credits.id))
    .offset(page.offset)
    .limit(page.limit);
}

export async function familyRecordCounts(db: Db, familyAccountId: number): Promise<{ invoices: number; credits: number }> {
  const [[invoiceCount], [creditCount]] = await Promise.all([
    db.select({ n: count() }).from(invoices).where(eq(invoices.familyAccountId, familyAccountId)),
    db.select({ n: count() }).from(credits).where(eq(credits.familyAccountId, familyAccountId)),
  ]);
  return { invoices: invoiceCount?.n ?? 0, credits: creditCount?.n ?? 0 };
}

/** A family with its parents and students (and their enrolments); invoices and credits are paged apart. */
export async function familyPage(db: Db, familyAccountId: number): Promise<FamilyPage> {
  const [family] = await db.select().from(familyAccounts).where(eq(familyAccounts.id, familyAccountId));
  if (!family) throw new DomainError('FAMILY_NOT_FOUND');
  const [parents, kids] = await Promise.all([
    db.select().from(familyMembers).where(eq(familyMembers.familyAccountId, familyAccountId)).orderBy(asc(familyMembers.id)),
    db.select().from(students).where(eq(students.familyAccountId, familyAccountId)).orderBy(asc(students.id)),
  ]);
  const studentIds = kids.map((s) => s.id);
  const enrolmentRows = studentIds.length
    ? await db
        .select({
          id: enrollments.id,
          studentId: enrollments.studentId,
          classroomId: classrooms.id,
          code: classrooms.code,
          title: classrooms.title,
          status: enrollments.status,
          startDate: classrooms.startDate,
          withdrawnAt: enrollments.withdrawnAt,
          invoiceItemId: enrollments.invoiceItemId,
        })
        .from(enrollments)
        .innerJoin(classrooms, eq(classrooms.id, enrollments.classroomId))
        .where(inArray(enrollments.studentId, studentIds))
        .orderBy(desc(classrooms.startDate), asc(enrollments.id))
    : [];
  return {
    id: family.id,
    status: family.status,
    balanceCents: family.balanceCents,
    parents: parents.map((p) => ({
      id: p.id,
      firstName: p.firstName,
      lastName: p.lastName,
      relation: p.relation,
      email: p.email,
      phoneNumber: p.phoneNumber,
      primary: p.id === family.primaryFamilyMemberId,
    })),
    students: kids.map((s) => ({
      id: s.id,
      firstName: s.firstName,
      lastName: s.lastName,
      username: s.username,
      grade: s.grade,
      email: s.email,
      enrolments: enrolmentRows
        .filter((e) => e.studentId === s.id)
        .map(({ invoiceItemId, studentId: _studentId, ...e }) => ({ ...e, paid: invoiceItemId !== null })),
    })),
  };
}
