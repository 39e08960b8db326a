import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { createClassroom } from '../db/seed/factories/catalog.js';
import { createEnrollment } from '../db/seed/factories/learning.js';
import { createEmployee, createStudent } from '../db/seed/factories/people.js';
import { notifications, waitlistEntries } from '../db/schema/index.js';
import { JOB_HANDLERS } from '../jobs/job-kinds.js';
import { runDueJobs } from '../jobs/runner.js';
import type { TestServer } from './harness.js';
import { sessionFor } from './session-for.js';
import type { shopAcademy, ShopFamily } from './shop-kit.js';

export const JOIN = `mutation J($classroomId: Int!, $studentId: Int) { joinWaitlist(classroomId: $classroomId, studentId: $studentId) {
  id classroomId studentId place status offerExpiresAt } }`;
export const LEAVE = `mutation L($entryId: Int!) { leaveWaitlist(entryId: $entryId) { id place } }`;
export const FAMILY_WAITLIST = `{ familyWaitlist { id classroomId studentId place status offerExpiresAt } }`;
export const ACCEPT = `mutation A($entryId: Int!) { acceptWaitlistOffer(entryId: $entryId) { invoiceId cartItemCount } }`;
export const CLASS_WAITLIST = `query W($classroomId: Int!) { classWaitlist(classroomId: $classroomId) { openSeats
  entries { id studentId studentName familyName status offerExpiresAt } } }`;

export interface FamilyEntryOut {
  id: number;
  classroomId: number;
  studentId: number;
  place: number;
  status: 'WAITING' | 'OFFERED';
  offerExpiresAt: string | null;
}

/** A full class of one seat (taken by a student of no family) in the shop's catalog. */
export async function fullClass(server: TestServer, shop: Awaited<ReturnType<typeof shopAcademy>>, seats = 1) {
  const db = server.services.db;
  const code = `WL-${randomBytes(3).toString('hex')}`;
  const classroom = await createClassroom(db, {
    courseId: shop.paid.courseId,
    code,
    title: `${code}: Waitlisted`,
    status: 'PUBLISHED',
    tuitionCents: 20_000,
    earlyBirdTuitionCents: null,
    enrollmentMax: seats,
  });
  const taken = [];
  for (let i = 0; i < seats; i += 1) {
    const student = await createStudent(db, { username: `seat${code}${i}`, firstName: 'Seat', passwordHash: 'x', grade: 9 });
    taken.push(await createEnrollment(db, { studentId: student.id, classroomId: classroom.id, status: 'PAID' }));
  }
  return { classroom, taken };
}

/** An admin's session. */
export async function adminToken(server: TestServer) {
  const tag = randomBytes(4).toString('hex');
  const admin = await createEmployee(server.services.db, {
    workEmail: `admin-${tag}@example.com`,
    passwordHash: 'x',
    isAdminOfSolve: true,
  });
  return { admin, token: await sessionFor(server.services.db, { userType: 'EMPLOYEE', employeeId: admin.id }) };
}

export const join = (server: TestServer, family: ShopFamily, classroomId: number, studentId: number) =>
  server.gql<{ joinWaitlist: FamilyEntryOut[] }>(JOIN, { classroomId, studentId }, { token: family.token });

/** Runs the due jobs (the offers a freed seat queued) as a worker would, until none is left. */
export async function runJobs(server: TestServer): Promise<void> {
  for (let round = 0; round < 5; round += 1) {
    const ran = await runDueJobs(server.services, JOB_HANDLERS, { owner: 'test', limit: 50 });
    if (!ran) return;
  }
}

export async function entryOf(server: TestServer, classroomId: number, studentId: number) {
  const [row] = await server.services.db
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.classroomId, classroomId), eq(waitlistEntries.studentId, studentId)))
    .orderBy(waitlistEntries.id);
  return row;
}

/** The SEAT_OFFERED notifications of an entry. */
export const offerNotices = (server: TestServer, entryId: number) =>
  server.services.db
    .select()
    .from(notifications)
    .where(eq(notifications.eventKey, `seat-offered:${entryId}`));
