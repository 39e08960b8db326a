import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startTestServer, type TestServer } from '../test/harness.js';
import type { Db } from './client.js';
import { familyAccounts, invoiceItems, submissions } from './schema/index.js';
import { createClassroom, createCourse, createLesson, createLessonPlan } from './seed/factories/catalog.js';
import { createProblem, createProblemSet } from './seed/factories/content.js';
import { createCredit, createInvoice, createInvoiceItem } from './seed/factories/billing.js';
import { createAssignment, createEnrollment, createProblemResponse, createSubmission } from './seed/factories/learning.js';
import { createFamily, createStudent } from './seed/factories/people.js';

/** The PostgreSQL error behind a failed query (drizzle wraps it as the cause). */
function databaseError(error: unknown): { code?: string; constraint?: string } {
  let current: unknown = error;
  while (current instanceof Error) {
    const { code, constraint } = current as Error & { code?: string; constraint?: string };
    if (code) return { code, constraint };
    current = current.cause;
  }
  return {};
}

async function expectRefused(write: Promise<unknown>, constraint: string) {
  const error = await write.then(
    () => null,
    (reason: unknown) => reason,
  );
  expect(error, `expected ${constraint} to refuse the write`).not.toBeNull();
  const found = databaseError(error);
  expect(['23505', '23514']).toContain(found.code);
  expect(found.constraint ?? String(error)).toContain(constraint);
}

describe('database constraints', () => {
  let t: TestServer;
  let db: Db;
  let world: Awaited<ReturnType<typeof buildWorld>>;

  async function buildWorld() {
    const { family, parent } = await createFamily(db, { phoneNumber: '+15550109001', email: 'Quinn.Rivera@example.com' });
    const student = await createStudent(db, { username: 'quinnr301', passwordHash: 'unused', familyAccountId: family.id });
    const course = await createCourse(db, { code: 'MQ7' });
    const classroom = await createClassroom(db, { courseId: course.id, code: 'MQ7-W26' });
    const plan = await createLessonPlan(db, { courseId: course.id, order: 1 });
    const lesson = await createLesson(db, { classroomId: classroom.id, lessonPlanId: plan.id });
    const problemSet = await createProblemSet(db, { lessonPlanId: plan.id });
    const problem = await createProblem(db, { problemSetId: problemSet.id, order: 1 });
    const assignment = await createAssignment(db, { lessonId: lesson.id, problemSetId: problemSet.id });
    return { family, parent, student, course, classroom, assignment, problem };
  }

  beforeAll(async () => {
    t = await startTestServer();
    db = t.services.db;
    world = await buildWorld();
  });
  afterAll(() => t.close());

  it('refuses a username that differs only in case', async () => {
    await expectRefused(createStudent(db, { username: 'QuinnR301', passwordHash: 'unused' }), 'students_username_unique');
  });

  it('refuses a second family member with the same phone or email', async () => {
    await expectRefused(
      createFamily(db, { phoneNumber: '+15550109001', email: 'someone.else@example.com' }),
      'family_members_phone_unique',
    );
    await expectRefused(
      createFamily(db, { phoneNumber: '+15550109002', email: 'QUINN.RIVERA@example.com' }),
      'family_members_email_unique',
    );
  });

  it('refuses a second enrolment of a student in a classroom', async () => {
    const { student, classroom } = world;
    await createEnrollment(db, { studentId: student.id, classroomId: classroom.id });
    await expectRefused(
      createEnrollment(db, { studentId: student.id, classroomId: classroom.id, status: 'TRIAL' }),
      'enrollments_student_classroom_unique',
    );
  });

  it('keeps one live cart item per student and classroom, and allows it again once archived', async () => {
    const { family, student, classroom } = world;
    const cart = await createInvoice(db, { familyAccountId: family.id });
    const item = { invoiceId: cart.id, studentId: student.id, classroomId: classroom.id };
    const first = await createInvoiceItem(db, item);
    await expectRefused(createInvoiceItem(db, item), 'invoice_items_one_live_classroom');

    await db.update(invoiceItems).set({ archivedOn: new Date() }).where(eq(invoiceItems.id, first.id));
    const again = await createInvoiceItem(db, item);
    expect(again.archivedOn).toBeNull();
    // Offers and discounts are not cart lines of a classroom: several may coexist.
    await createInvoiceItem(db, { ...item, itemType: 'DISCOUNT', unitPriceCents: 5_000 });
    await createInvoiceItem(db, { ...item, itemType: 'DISCOUNT', unitPriceCents: 5_000 });
  });

  it('refuses negative balances and amounts', async () => {
    const { family } = world;
    await expectRefused(
      db.update(familyAccounts).set({ balanceCents: -1 }).where(eq(familyAccounts.id, family.id)),
      'family_accounts_balance_non_negative',
    );
    await expectRefused(
      createInvoice(db, { familyAccountId: family.id, status: 'OPEN', priceCents: 1_000, balanceCents: -1 }),
      'invoices_balance_range',
    );
    await expectRefused(createCredit(db, { familyAccountId: family.id, amountCents: 5_000, balanceCents: -100 }), 'credits_balance_range');
    const issued = await createInvoice(db, { familyAccountId: family.id, status: 'OPEN' });
    await expectRefused(createInvoiceItem(db, { invoiceId: issued.id, unitPriceCents: -1 }), 'invoice_items_amounts_non_negative');
  });

  it('allows one submission in progress per student and assignment', async () => {
    const { student, assignment } = world;
    const first = await createSubmission(db, { studentId: student.id, assignmentId: assignment.id });
    await expectRefused(
      createSubmission(db, { studentId: student.id, assignmentId: assignment.id, attemptNumber: 2 }),
      'submissions_one_in_progress',
    );

    await db.update(submissions).set({ submittedAt: new Date() }).where(eq(submissions.id, first.id));
    const second = await createSubmission(db, { studentId: student.id, assignmentId: assignment.id, attemptNumber: 2 });
    expect(second.submittedAt).toBeNull();
    await expectRefused(
      createSubmission(db, { studentId: student.id, assignmentId: assignment.id, attemptNumber: 2, submittedAt: new Date() }),
      'submissions_attempt_unique',
    );
  });

  it('keeps one response per problem in a submission', async () => {
    const { student, assignment, problem } = world;
    const submission = await createSubmission(db, {
      studentId: student.id,
      assignmentId: assignment.id,
      attemptNumber: 5,
      submittedAt: new Date(),
    });
    await createProblemResponse(db, { submissionId: submission.id, problemId: problem.id, value: '50', state: 1, sum: 1 });
    await expectRefused(
      createProblemResponse(db, { submissionId: submission.id, problemId: problem.id, value: '49' }),
      'problem_responses_submission_problem_unique',
    );
    await expectRefused(
      createProblemResponse(db, { submissionId: submission.id, problemId: problem.id, state: 7 }),
      'problem_responses_state_range',
    );
  });

  it("stamps the instant a row is written with the app's clock, not the database server's", async () => {
    // Rules compare these instants with the app's clock (the payment reconciler, a submission's
    // start and end): a database server whose clock differs must not move them.
    const appNow = new Date('2031-05-04T03:02:01.000Z');
    vi.useFakeTimers({ toFake: ['Date'], now: appNow });
    try {
      const { student, assignment } = world;
      const submission = await createSubmission(db, {
        studentId: student.id,
        assignmentId: assignment.id,
        attemptNumber: 9,
        submittedAt: appNow,
      });
      expect([submission.createdAt, submission.updatedAt]).toEqual([appNow, appNow]);
    } finally {
      vi.useRealTimers();
    }
  });
});
