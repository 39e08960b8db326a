import { normalizePhone } from '@solve/core';
import { and, asc, desc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, credits, enrollments, familyAccounts, familyMembers, invoices, students } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';

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
  const phone = /\d{3}/.test(query) ? normalizePhone(query) : null;

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
      .where(phone ? or(memberMatch, eq(familyMembers.phoneNumber, phone)) : memberMatch)
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
  invoices: {
    id: number;
    invoiceNumber: string;
    status: string;
    priceCents: number;
    balanceCents: number;
    issueDate: Date;
    summary: string;
  }[];
  credits: {
    id: number;
    creditNumber: string;
    creditType: string;
    status: string;
    amountCents: number;
    balanceCents: number;
    notes: string;
  }[];
}

/** A family with its parents, students (and their enrolments), invoices and credits. */
export async function familyPage(db: Db, familyAccountId: number): Promise<FamilyPage> {
  const [family] = await db.select().from(familyAccounts).where(eq(familyAccounts.id, familyAccountId));
  if (!family) throw new DomainError('FAMILY_NOT_FOUND');
  const [parents, kids, invoiceRows, creditRows] = await Promise.all([
    db.select().from(familyMembers).where(eq(familyMembers.familyAccountId, familyAccountId)).orderBy(asc(familyMembers.id)),
    db.select().from(students).where(eq(students.familyAccountId, familyAccountId)).orderBy(asc(students.id)),
    db.select().from(invoices).where(eq(invoices.familyAccountId, familyAccountId)).orderBy(desc(invoices.issueDate), desc(invoices.id)),
    db.select().from(credits).where(eq(credits.familyAccountId, familyAccountId)).orderBy(desc(credits.issueDate), desc(credits.id)),
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
    invoices: invoiceRows.map((i) => ({
      id: i.id,
      invoiceNumber: i.invoiceNumber,
      status: i.status,
      priceCents: i.priceCents,
      balanceCents: i.balanceCents,
      issueDate: i.issueDate,
      summary: i.summary,
    })),
    credits: creditRows.map((c) => ({
      id: c.id,
      creditNumber: c.creditNumber,
      creditType: c.creditType,
      status: c.status,
      amountCents: c.amountCents,
      balanceCents: c.balanceCents,
      notes: c.notes,
    })),
  };
}
