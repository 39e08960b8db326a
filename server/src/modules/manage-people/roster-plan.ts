import type { RosterParent, RosterProblem, RosterRow, RosterStudent } from '@solve/core';
import { and, asc, desc, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { classrooms, enrollments, familyMembers, students } from '../../db/schema/index.js';

/**
 * What a roster would change, worked out against the database: which families, parents and
 * students exist already (a parent by phone, a student by name within their family), which class
 * each code names (its newest class that is not closed, as for enrolment by hand), and whether
 * each class has a seat for each new enrolment, in the order of the file.
 */

export interface PlannedStudent {
  line: number;
  student: RosterStudent;
  existingId: number | null;
}

export interface PlannedFamily {
  key: string;
  existingId: number | null;
  /** Parents to add (the first of a new family is its primary parent). */
  newParents: { line: number; parent: RosterParent }[];
  students: PlannedStudent[];
  enrols: boolean;
}

export interface PlannedEnrolment {
  line: number;
  student: PlannedStudent;
  classroomId: number;
  code: string;
  /** A withdrawn enrolment in that class, taken up again. */
  reactivateId: number | null;
}

export interface RosterPlan {
  problems: RosterProblem[];
  families: PlannedFamily[];
  enrolments: PlannedEnrolment[];
  /** Enrolments the file asks for that are already there. */
  alreadyEnrolled: number;
  existingParents: number;
}

const nameKey = (person: { firstName: string; lastName: string }) =>
  `${person.firstName.toLowerCase()}\u0000${person.lastName.toLowerCase()}`;

/** `lock`: the classes' rows are locked until the transaction ends, so that the seats counted stay free. */
export async function planRoster(tx: Db, rows: readonly RosterRow[], lock: boolean): Promise<RosterPlan> {
  const problems: RosterProblem[] = [];
  const phones = [...new Set(rows.map((row) => row.parent.phoneNumber))];
  const emails = [...new Set(rows.map((row) => row.parent.email))];
  const members = phones.length
    ? await tx
        .select({
          id: familyMembers.id,
          phone: familyMembers.phoneNumber,
          email: familyMembers.email,
          familyAccountId: familyMembers.familyAccountId,
        })
        .from(familyMembers)
        .where(sql`${familyMembers.phoneNumber} in ${phones} or lower(${familyMembers.email}) in ${emails}`)
    : [];
  const memberByPhone = new Map(members.map((member) => [member.phone, member]));
  const memberByEmail = new Map(members.map((member) => [member.email.toLowerCase(), member]));

  // Families: a key whose parents exist already is their family; new parents join it.
  const families = new Map<string, PlannedFamily>();
  const seenParents = new Set<string>();
  let existingParents = 0;
  for (const row of rows) {
    const family = families.get(row.familyKey) ?? { key: row.familyKey, existingId: null, newParents: [], students: [], enrols: false };
    families.set(row.familyKey, family);
    if (seenParents.has(row.parent.phoneNumber)) continue;
    seenParents.add(row.parent.phoneNumber);
    const byPhone = memberByPhone.get(row.parent.phoneNumber);
    const byEmail = memberByEmail.get(row.parent.email);
    if (byPhone && byPhone.email.toLowerCase() !== row.parent.email) {
      problems.push({ line: row.line, message: 'parent_phone is already the phone of a parent with another e-mail' });
    } else if (byEmail && byEmail.phone !== row.parent.phoneNumber) {
      problems.push({ line: row.line, message: 'parent_email is already the e-mail of a parent with another phone' });
    } else if (byPhone) {
      existingParents += 1;
      if (family.existingId !== null && family.existingId !== byPhone.familyAccountId) {
        problems.push({ line: row.line, message: `the parents of family "${row.familyKey}" belong to different families already` });
      }
      family.existingId = byPhone.familyAccountId;
    } else {
      family.newParents.push({ line: row.line, parent: row.parent });
    }
  }

  // Students: one of an existing family with the same name is that student.
  const existingFamilyIds = [
    ...new Set([...families.values()].flatMap((family) => (family.existingId === null ? [] : [family.existingId]))),
  ];
  const known = existingFamilyIds.length
    ? await tx
        .select({ id: students.id, firstName: students.firstName, lastName: students.lastName, familyAccountId: students.familyAccountId })
        .from(students)
        .where(inArray(students.familyAccountId, existingFamilyIds))
    : [];
  const studentOf = new Map<number, PlannedStudent>();
  for (const row of rows) {
    const family = families.get(row.familyKey)!;
    const match =
      family.existingId === null
        ? undefined
        : known.find((student) => student.familyAccountId === family.existingId && nameKey(student) === nameKey(row.student));
    const planned: PlannedStudent = { line: row.line, student: row.student, existingId: match?.id ?? null };
    family.students.push(planned);
    studentOf.set(row.line, planned);
  }

  // Classes by code: the newest that is not closed.
  const codes = [...new Set(rows.flatMap((row) => row.classCodes.map((code) => code.toLowerCase())))];
  const found = codes.length
    ? await tx
        .select({ id: classrooms.id, code: classrooms.code, max: classrooms.enrollmentMax })
        .from(classrooms)
        .where(and(sql`lower(${classrooms.code}) in ${codes}`, ne(classrooms.status, 'CLOSED')))
        .orderBy(desc(classrooms.startDate), desc(classrooms.id))
    : [];
  const classOf = new Map<string, (typeof found)[number]>();
  for (const classroom of found) if (!classOf.has(classroom.code.toLowerCase())) classOf.set(classroom.code.toLowerCase(), classroom);
  const classIds = [...classOf.values()].map((classroom) => classroom.id).sort((a, b) => a - b);
  if (lock && classIds.length) {
    await tx
      .select({ id: classrooms.id })
      .from(classrooms)
      .where(inArray(classrooms.id, classIds))
      .orderBy(asc(classrooms.id))
      .for('update');
  }
  const taken = new Map<number, number>();
  const current: { id: number; studentId: number; classroomId: number; withdrawnAt: Date | null }[] = [];
  if (classIds.length) {
    const counts = await tx
      .select({ classroomId: enrollments.classroomId, n: sql<number>`count(*)::int` })
      .from(enrollments)
      .where(and(inArray(enrollments.classroomId, classIds), isNull(enrollments.withdrawnAt)))
      .groupBy(enrollments.classroomId);
    for (const { classroomId, n } of counts) taken.set(classroomId, n);
    const knownIds = known.map((student) => student.id);
    if (knownIds.length) {
      current.push(
        ...(await tx
          .select({
            id: enrollments.id,
            studentId: enrollments.studentId,
            classroomId: enrollments.classroomId,
            withdrawnAt: enrollments.withdrawnAt,
          })
          .from(enrollments)
          .where(and(inArray(enrollments.classroomId, classIds), inArray(enrollments.studentId, knownIds)))),
      );
    }
  }

  const enrolments: PlannedEnrolment[] = [];
  let alreadyEnrolled = 0;
  for (const row of rows) {
    const student = studentOf.get(row.line)!;
    for (const code of row.classCodes) {
      const classroom = classOf.get(code.toLowerCase());
      if (!classroom) {
        problems.push({ line: row.line, message: `class ${code} does not exist or is closed` });
        continue;
      }
      const existing =
        student.existingId === null ? undefined : current.find((e) => e.studentId === student.existingId && e.classroomId === classroom.id);
      if (existing && existing.withdrawnAt === null) {
        alreadyEnrolled += 1;
        continue;
      }
      const seats = taken.get(classroom.id) ?? 0;
      if (classroom.max !== null && seats >= classroom.max) {
        problems.push({ line: row.line, message: `class ${classroom.code} is full (${classroom.max} seats)` });
        continue;
      }
      taken.set(classroom.id, seats + 1);
      families.get(row.familyKey)!.enrols = true;
      enrolments.push({ line: row.line, student, classroomId: classroom.id, code: classroom.code, reactivateId: existing?.id ?? null });
    }
  }
  return { problems, families: [...families.values()], enrolments, alreadyEnrolled, existingParents };
}
