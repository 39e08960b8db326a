import { calendarDate, isOver13, type RosterProblem, studentUsername } from '@solve/core';
import { randomInt } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client.js';
import { enrollments, familyAccounts, familyMembers, locations, students } from '../../db/schema/index.js';
import { DomainError } from '../../graphql/errors.js';
import type { Services } from '../../services.js';
import { type AuditChange, recordAuditAll } from '../audit/audit.service.js';
import { hashPassword } from '../auth/passwords.js';
import type { EmployeeViewer } from '../auth/viewer.js';
import { generatedPassword } from '../family/students.service.js';
import { getSettings } from '../settings/settings.service.js';
import { planRoster, type PlannedStudent, type RosterPlan } from './roster-plan.js';
import { byLine, readRoster } from './roster-read.js';

/**
 * The roster import (CSV: family, parent contact, students, class codes). The check lists every
 * row's problem with its line and writes nothing; the import does it all in one transaction, or
 * nothing when any row has a problem. New students get a generated username and a random first
 * password (shown once in the answer, changed at their first sign-in), never a fixed one;
 * enrolments follow the seat rule of enrolment by hand.
 */

export interface RosterCounts {
  families: { created: number; existing: number };
  parents: { created: number; existing: number };
  students: { created: number; existing: number };
  enrolments: { created: number; existing: number };
}

export interface NewStudentLogin {
  line: number;
  name: string;
  username: string;
  /** Shown once: only its hash is stored. */
  password: string;
}

export interface RosterReport {
  fileName: string;
  imported: boolean;
  rows: number;
  problems: RosterProblem[];
  counts: RosterCounts | null;
  newStudents: NewStudentLogin[];
}

/** Argon2 hashes are computed this many at a time (the thread pool's size). */
const HASH_CONCURRENCY = 4;
const USERNAME_TRIES = 20;

function countsOf(plan: RosterPlan): RosterCounts {
  const planned = plan.families.flatMap((family) => family.students);
  return {
    families: {
      created: plan.families.filter((f) => f.existingId === null).length,
      existing: plan.families.filter((f) => f.existingId !== null).length,
    },
    parents: { created: plan.families.reduce((sum, f) => sum + f.newParents.length, 0), existing: plan.existingParents },
    students: {
      created: planned.filter((s) => s.existingId === null).length,
      existing: planned.filter((s) => s.existingId !== null).length,
    },
    enrolments: { created: plan.enrolments.length, existing: plan.alreadyEnrolled },
  };
}

async function hashAll(passwords: string[]): Promise<string[]> {
  const hashes: string[] = [];
  for (let start = 0; start < passwords.length; start += HASH_CONCURRENCY) {
    hashes.push(...(await Promise.all(passwords.slice(start, start + HASH_CONCURRENCY).map((password) => hashPassword(password)))));
  }
  return hashes;
}

/** A new student with a username that is free (the unique index decides between racing imports). */
async function insertStudent(
  tx: Db,
  planned: PlannedStudent,
  familyAccountId: number,
  locationId: number | null,
  passwordHash: string,
  today: string,
) {
  const { student } = planned;
  for (let attempt = 0; attempt < USERNAME_TRIES; attempt += 1) {
    const username = studentUsername(student.firstName, student.lastName, randomInt(0, 1000));
    const [created] = await tx
      .insert(students)
      .values({
        username,
        passwordHash,
        mustChangePassword: true,
        firstName: student.firstName,
        lastName: student.lastName,
        birthdate: student.birthdate,
        over13: student.birthdate ? isOver13(student.birthdate, today) : false,
        school: student.school,
        grade: student.grade,
        gradeUpdated: true,
        gender: student.gender,
        familyAccountId,
        locationId,
      })
      .onConflictDoNothing()
      .returning({ id: students.id, username: students.username });
    if (created) return created;
  }
  throw new DomainError('ADD_STUDENT_FAILED');
}

/** Writes a plan that has no problems; answers the new students' sign-ins and the audit records. */
async function writePlan(tx: Db, plan: RosterPlan, passwords: string[], hashes: string[], today: string) {
  const changes: AuditChange[] = [];
  const logins: NewStudentLogin[] = [];
  const studentIds = new Map<PlannedStudent, number>();
  let next = 0;
  for (const family of plan.families) {
    let familyAccountId = family.existingId;
    let locationId: number | null;
    if (familyAccountId === null) {
      const [location] = await tx.insert(locations).values({}).returning({ id: locations.id });
      locationId = location!.id;
      const [account] = await tx
        .insert(familyAccounts)
        .values({ status: family.enrols ? 'ACTIVE' : 'PROSPECT', locationId })
        .returning({ id: familyAccounts.id });
      familyAccountId = account!.id;
      changes.push({
        action: 'family.create',
        entityType: 'family',
        entityId: familyAccountId,
        after: { familyKey: family.key, byRoster: true },
      });
    } else {
      const [account] = await tx
        .select({ locationId: familyAccounts.locationId })
        .from(familyAccounts)
        .where(eq(familyAccounts.id, familyAccountId));
      locationId = account?.locationId ?? null;
    }
    for (const { parent } of family.newParents) {
      const [member] = await tx
        .insert(familyMembers)
        .values({ ...parent, familyAccountId })
        .returning({ id: familyMembers.id });
      if (family.existingId === null && family.newParents[0]?.parent === parent) {
        await tx.update(familyAccounts).set({ primaryFamilyMemberId: member!.id }).where(eq(familyAccounts.id, familyAccountId));
      }
      changes.push({
        action: 'family_member.create',
        entityType: 'family_member',
        entityId: member!.id,
        after: { ...parent, familyAccountId },
      });
    }
    for (const planned of family.students) {
      if (planned.existingId !== null) {
        studentIds.set(planned, planned.existingId);
        continue;
      }
      const index = next;
      next += 1;
      const passwordHash = hashes[index] ?? (await hashPassword((passwords[index] ??= generatedPassword())));
      const created = await insertStudent(tx, planned, familyAccountId, locationId, passwordHash, today);
      studentIds.set(planned, created.id);
      logins.push({
        line: planned.line,
        name: `${planned.student.firstName} ${planned.student.lastName}`,
        username: created.username,
        password: passwords[index]!,
      });
      changes.push({
        action: 'student.create',
        entityType: 'student',
        entityId: created.id,
        after: { ...planned.student, username: created.username, familyAccountId, byRoster: true },
      });
    }
  }
  for (const enrolment of plan.enrolments) {
    const studentId = studentIds.get(enrolment.student)!;
    const [row] = enrolment.reactivateId
      ? await tx
          .update(enrollments)
          .set({ withdrawnAt: null, status: 'PAID', invoiceItemId: null })
          .where(eq(enrollments.id, enrolment.reactivateId))
          .returning({ id: enrollments.id })
      : await tx
          .insert(enrollments)
          .values({ studentId, classroomId: enrolment.classroomId, status: 'PAID' })
          .returning({ id: enrollments.id });
    changes.push({
      action: 'enrollment.create',
      entityType: 'enrollment',
      entityId: row!.id,
      after: { studentId, classroomId: enrolment.classroomId, code: enrolment.code, byRoster: true },
    });
  }
  return { changes, logins };
}

export async function importRoster(
  services: Services,
  viewer: EmployeeViewer,
  input: { fileName: string; source: string; dryRun: boolean },
): Promise<RosterReport> {
  const fileName = input.fileName.trim().slice(0, 200) || 'roster.csv';
  if (!input.source.trim()) throw new DomainError('ROSTER_FILE_EMPTY');
  const settings = await getSettings(services.db);
  const today = calendarDate(services.now(), settings.timeZone);
  const read = readRoster(input.source, new Date(`${today}T12:00:00Z`));
  const answer = (
    problems: RosterProblem[],
    plan: RosterPlan | null,
    imported = false,
    newStudents: NewStudentLogin[] = [],
  ): RosterReport => ({
    fileName,
    imported,
    rows: read.records,
    problems: byLine(problems),
    counts: plan && problems.length === 0 ? countsOf(plan) : null,
    newStudents,
  });
  // The rows the CSV could not give are problems already; the database is asked about the others too.
  const first = await planRoster(services.db, read.rows, false);
  const problems = [...read.problems, ...first.problems];
  if (problems.length || input.dryRun || read.rows.length === 0) return answer(problems, first);

  // Hashing is slow: done before the transaction, for the students the plan expects to create.
  const newCount = first.families.reduce((sum, family) => sum + family.students.filter((s) => s.existingId === null).length, 0);
  const passwords = Array.from({ length: newCount }, () => generatedPassword());
  const hashes = await hashAll(passwords);

  return services.db.transaction(async (tx) => {
    // Again under the classes' locks: another change may have taken a seat meanwhile.
    const plan = await planRoster(tx, read.rows, true);
    if (plan.problems.length) return answer(plan.problems, plan);
    const { changes, logins } = await writePlan(tx, plan, passwords, hashes, today);
    const counts = countsOf(plan);
    await recordAuditAll(tx, viewer, [
      { action: 'roster.import', entityType: 'roster', entityId: fileName, after: { fileName, rows: read.records, counts } },
      ...changes,
    ]);
    return answer([], plan, true, logins);
  });
}
