import { existsSync } from 'node:fs';
import { and, asc, count, eq, getTableName, inArray, is, isNull, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOG_SESSIONS, checkStoredAnswer, EMPTY_FILTER, GRADE_BANDS, PROBLEM_STATE, problemState, programsOnSale } from '@solve/core';
import { syncNewStudentOffers } from '../../modules/cart/new-student-offers.js';
import { syncOrderDiscounts } from '../../modules/cart/order-discounts.js';
import { readCatalog } from '../../modules/catalog/catalog.service.js';
import { verifyPassword } from '../../modules/auth/passwords.js';
import { playerCalls } from '../../test/player-kit.js';
import { sessionFor } from '../../test/session-for.js';
import { startTestServer, type TestServer } from '../../test/harness.js';
import type { Db } from '../client.js';
import * as schema from '../schema/index.js';
import { DEMO_PASSWORD, seedDemoAcademy } from './demo.js';

const {
  assignments,
  choices,
  classroomInstructors,
  classrooms,
  counterShards,
  credits,
  hints,
  lessonPlans,
  news,
  classroomStatusEnum,
  courses,
  employees,
  enrollments,
  familyAccounts,
  familyMembers,
  invoiceItems,
  invoices,
  lessons,
  opportunities,
  posts,
  problemResponses,
  problems,
  problemSetKindEnum,
  problemSetPurposeEnum,
  problemSets,
  problemTypeEnum,
  referrals,
  students,
  subjectEnum,
  submissions,
  teachingStyleEnum,
  trials,
} = schema;

const NOW = new Date('2026-11-22T18:00:00Z');
const DAY = 86_400_000;
// counter_shards holds one row per writing connection (pg_backend_pid() % 16), so its row count depends on the connection, not the seed.
const tables = Object.values(schema as Record<string, unknown>).filter(
  (value): value is PgTable => is(value, PgTable) && getTableName(value) !== 'counter_shards',
);

/**
 * Rows per table. Running totals are spread over shards by database connection, so how many
 * shard rows exist depends on the pool; their sums are what must be the same.
 */
async function rowCounts(db: Db): Promise<Record<string, number>> {
  const entries = await Promise.all(
    tables.map(async (table) => [getTableName(table), (await db.select({ n: count() }).from(table))[0]!.n] as const),
  );
  const totals = await db
    .select({ name: counterShards.name, total: sql<number>`sum(${counterShards.value})::int` })
    .from(counterShards)
    .groupBy(counterShards.name);
  return Object.fromEntries([...entries, ...totals.map((row) => [`total of ${row.name}`, row.total] as const)]);
}

/** Dates, content and money: what would differ if the seed were not deterministic. */
async function fingerprint(db: Db) {
  return JSON.stringify([
    await db.select({ c: lessons.classroomId, s: lessons.startOn, w: lessons.webinarId }).from(lessons).orderBy(asc(lessons.id)),
    await db.select({ q: problems.questionText, a: problems.answer }).from(problems).orderBy(asc(problems.id)),
    await db
      .select({ n: invoices.invoiceNumber, p: invoices.priceCents, b: invoices.balanceCents })
      .from(invoices)
      .orderBy(asc(invoices.id)),
    await db.select({ s: submissions.studentId, g: submissions.overallGrade }).from(submissions).orderBy(asc(submissions.id)),
  ]);
}

const distinct = <T>(values: T[]) => [...new Set(values)].sort();

describe('demo academy', () => {
  let first: TestServer;
  let second: TestServer;
  let db: Db;

  beforeAll(async () => {
    [first, second] = await Promise.all([startTestServer({ now: NOW }), startTestServer({ now: NOW })]);
    db = first.services.db;
    await seedDemoAcademy(db, NOW);
    await seedDemoAcademy(second.services.db, NOW);
  });
  afterAll(async () => {
    await Promise.all([first?.close(), second?.close()]);
  });

  it('seeds the same academy every time for the same date', async () => {
    const counts = await rowCounts(db);
    expect(await rowCounts(second.services.db)).toEqual(counts);
    expect(await fingerprint(second.services.db)).toEqual(await fingerprint(db));
    expect(counts.problems).toBeGreaterThan(500);
    expect(counts.submissions).toBeGreaterThan(50);
  });

  it('covers every subject, teaching style, classroom status and problem type', async () => {
    const courseRows = await db.select().from(courses);
    expect(distinct(courseRows.map((c) => c.subject))).toEqual(distinct([...subjectEnum.enumValues]));
    const classroomRows = await db.select().from(classrooms);
    expect(distinct(classroomRows.map((c) => c.teachingStyle))).toEqual(distinct([...teachingStyleEnum.enumValues]));
    expect(distinct(classroomRows.map((c) => c.status))).toEqual(distinct([...classroomStatusEnum.enumValues]));
    expect(classroomRows.some((c) => c.centerLocationId === null)).toBe(true);
    expect(distinct(classroomRows.map((c) => c.centerLocationId).filter((id) => id !== null))).toHaveLength(2);
    expect(classroomRows.some((c) => !c.onSolve && c.externalUrl)).toBe(true);

    const problemRows = await db.select({ type: problems.problemType }).from(problems);
    expect(distinct(problemRows.map((p) => p.type))).toEqual(distinct([...problemTypeEnum.enumValues]));
    const setRows = await db.select({ kind: problemSets.kind, purpose: problemSets.purpose }).from(problemSets);
    expect(distinct(setRows.map((s) => s.kind))).toEqual(distinct([...problemSetKindEnum.enumValues]));
    expect(distinct(setRows.map((s) => s.purpose))).toEqual(distinct([...problemSetPurposeEnum.enumValues]));
  });

  it('has the README sign-ins with the properties it states', async () => {
    const [alice] = await db.select().from(students).where(eq(students.username, 'alicew101'));
    const [bob] = await db.select().from(students).where(eq(students.username, 'bobw102'));
    expect(await verifyPassword(alice!.passwordHash, DEMO_PASSWORD)).toBe(true);
    expect(bob!.gradeUpdated).toBe(false);
    // One class now and two paid by instalments; the writing class he left with a refund is withdrawn.
    const bobEnrollments = await db.select().from(enrollments).where(eq(enrollments.studentId, bob!.id));
    expect(bobEnrollments.filter((enrollment) => enrollment.withdrawnAt === null)).toHaveLength(3);
    expect(bobEnrollments.filter((enrollment) => enrollment.withdrawnAt !== null)).toHaveLength(1);

    const aliceClasses = await db
      .select({ status: enrollments.status, classroom: classrooms })
      .from(enrollments)
      .innerJoin(classrooms, eq(classrooms.id, enrollments.classroomId))
      .where(eq(enrollments.studentId, alice!.id));
    const paidOpen = aliceClasses.filter(({ status, classroom }) => status === 'PAID' && classroom.status === 'OPENED');
    expect(paidOpen.length).toBeGreaterThanOrEqual(3);
    expect(aliceClasses.filter(({ status }) => status === 'QUALIFY')).toHaveLength(1);
    expect(aliceClasses.filter(({ status }) => status === 'TRIAL')).toHaveLength(1);
    const closedAgo = aliceClasses
      .filter(({ classroom }) => classroom.status === 'CLOSED')
      .map(({ classroom }) => (NOW.getTime() - Date.parse(classroom.endDate)) / DAY);
    expect(closedAgo.some((days) => days <= 21)).toBe(true);
    expect(closedAgo.some((days) => days > 21)).toBe(true);

    const trialRows = await db
      .select()
      .from(opportunities)
      .innerJoin(trials, eq(trials.opportunityId, opportunities.id))
      .where(and(eq(opportunities.studentId, alice!.id), eq(opportunities.stage, 'TRIAL'), eq(opportunities.status, 'OPEN')));
    expect(trialRows).toHaveLength(1);

    const [parent] = await db.select().from(familyMembers).where(eq(familyMembers.phoneNumber, '+15550100001'));
    const children = await db.select().from(students).where(eq(students.familyAccountId, parent!.familyAccountId));
    expect(children.map((s) => s.username).sort()).toEqual(['alicew101', 'bobw102', 'caraw109']);
    const familyInvoices = await db.select().from(invoices).where(eq(invoices.familyAccountId, parent!.familyAccountId));
    expect(distinct(familyInvoices.map((i) => i.status))).toEqual(['OPEN', 'PAID', 'PENDING']);
    const cart = familyInvoices.find((i) => i.status === 'PENDING')!;
    const liveCartLines = await db
      .select()
      .from(invoiceItems)
      .where(and(eq(invoiceItems.invoiceId, cart.id), eq(invoiceItems.itemType, 'CLASSROOM'), isNull(invoiceItems.archivedOn)));
    expect(liveCartLines).toHaveLength(3);
    // Cara is new: her class carries the new-student discount, exactly as the cart's own rule gives it.
    const cara = children.find((s) => s.username === 'caraw109')!;
    const offers = await db
      .select()
      .from(invoiceItems)
      .where(and(eq(invoiceItems.invoiceId, cart.id), eq(invoiceItems.offerType, 'NEW_STUDENT'), isNull(invoiceItems.archivedOn)));
    expect(offers.map((o) => [o.studentId, o.priceCents, o.description])).toEqual([[cara.id, 10_000, 'New student discount for Cara']]);
    expect(await db.transaction((tx) => syncNewStudentOffers(tx, cart.id, NOW))).toBe(false);
    // The sibling and multi-class discounts are DISCOUNT lines, exactly as the cart's own rule gives them.
    const discounts = await db
      .select()
      .from(invoiceItems)
      .where(and(eq(invoiceItems.invoiceId, cart.id), eq(invoiceItems.itemType, 'DISCOUNT'), isNull(invoiceItems.archivedOn)));
    expect(discounts.length).toBeGreaterThan(0);
    expect(await db.transaction((tx) => syncOrderDiscounts(tx, cart.id, NOW))).toBe(false);
    const discountCents = discounts.reduce((sum, line) => sum + line.priceCents, 0);
    expect(cart.priceCents).toBe(liveCartLines.reduce((sum, line) => sum + line.priceCents, 0) - 10_000 - discountCents);

    const [referredParent] = await db.select().from(familyMembers).where(eq(familyMembers.phoneNumber, '+15550100002'));
    const [referredFamily] = await db.select().from(familyAccounts).where(eq(familyAccounts.id, referredParent!.familyAccountId));
    expect(referredFamily!.status).toBe('REFERRED');
    expect(await db.select().from(students).where(eq(students.familyAccountId, referredFamily!.id))).toHaveLength(0);
    const [referral] = await db.select().from(referrals).where(eq(referrals.refereeFamilyAccountId, referredFamily!.id));
    expect(referral).toMatchObject({ referrerId: parent!.familyAccountId, status: 'SIGNEDUP' });
    // The referred family sees the onboarding wizard from its first step.
    expect(referredFamily).toMatchObject({ onboardingConfirmedAt: null, onboardingFinishedAt: null });
    // The Williams' referrals: every state, more than a page of 'My Referrals', and the credit of the enrolled one.
    const williamsReferrals = await db.select().from(referrals).where(eq(referrals.referrerId, parent!.familyAccountId));
    expect(distinct(williamsReferrals.map((r) => r.status))).toEqual(['ENROLLED', 'INITIATED', 'SIGNEDUP']);
    expect(williamsReferrals.length).toBeGreaterThan(5);
    const enrolledReferral = williamsReferrals.find((r) => r.status === 'ENROLLED')!;
    const [referralCredit] = await db.select().from(credits).where(eq(credits.referralId, enrolledReferral.id));
    expect(referralCredit).toMatchObject({
      familyAccountId: parent!.familyAccountId,
      creditType: 'REFERRAL',
      status: 'OPEN',
      amountCents: 10_000,
    });

    const staffEmails = ['teacher@solve.test', 'admin@solve.test', 'office@solve.test'];
    const staff = await db.select().from(employees).where(inArray(employees.workEmail, staffEmails));
    const byEmail = Object.fromEntries(staff.map((e) => [e.workEmail, e]));
    expect(byEmail['teacher@solve.test']).toMatchObject({ isTeacher: true });
    expect(byEmail['admin@solve.test']).toMatchObject({ isAdminOfSolve: true });
    expect(byEmail['office@solve.test']).toMatchObject({ isTeacher: false, isAdminOfSolve: false });
    const teacherId = byEmail['teacher@solve.test']!.id;
    const taught = await db.select().from(classroomInstructors).where(eq(classroomInstructors.employeeId, teacherId));
    const classroomCount = (await db.select({ n: count() }).from(classrooms))[0]!.n;
    expect(taught.length).toBeGreaterThan(2);
    expect(taught.length).toBeLessThan(classroomCount);

    expect(await db.select().from(posts).where(eq(posts.published, false))).not.toHaveLength(0);
  });

  it('has what the academy runs on: dated lessons, real problems, graded work, money, posts, news, referrals', async () => {
    const lessonRows = await db
      .select({
        startOn: lessons.startOn,
        webinarId: lessons.webinarId,
        officeHour: lessons.primaryOfficeHourOn,
        type: lessonPlans.lessonPlanType,
      })
      .from(lessons)
      .innerJoin(lessonPlans, eq(lessonPlans.id, lessons.lessonPlanId));
    const daysFromNow = lessonRows.filter((l) => l.startOn).map((l) => (l.startOn!.getTime() - NOW.getTime()) / DAY);
    // Lessons in the past week and in the coming week: dates are real, around today.
    expect(daysFromNow.some((d) => d < 0 && d > -7)).toBe(true);
    expect(daysFromNow.some((d) => d > 0 && d < 7)).toBe(true);
    expect(lessonRows.some((l) => l.type === 'INTRODUCTION')).toBe(true);
    expect(lessonRows.some((l) => l.webinarId)).toBe(true);
    expect(lessonRows.some((l) => l.officeHour)).toBe(true);

    // Real problems: every answerable type has problems with an answer, choice types have choices,
    // and there are hints and worked solutions.
    const problemRows = await db.select().from(problems);
    const unanswerable = new Set(['DISPLAY', 'EMBED', 'FREE_FORM', 'OFFLINE']);
    for (const type of problemTypeEnum.enumValues.filter((t) => !unanswerable.has(t))) {
      expect(
        problemRows.some((p) => p.problemType === type && p.answer.trim() !== ''),
        type,
      ).toBe(true);
    }
    const withChoices = new Set((await db.select({ id: choices.problemId }).from(choices)).map((c) => c.id));
    for (const type of [
      'MULTIPLE_CHOICE_ONE_ANSWER',
      'MULTIPLE_CHOICE_MANY_ANSWERS',
      'MATCHING',
      'RANKING',
      'ONE_HOTSPOT',
      'MANY_HOTSPOTS',
    ]) {
      expect(
        problemRows.some((p) => p.problemType === type && withChoices.has(p.id)),
        type,
      ).toBe(true);
    }
    expect(problemRows.filter((p) => p.solutionText).length).toBeGreaterThan(50);
    expect((await db.select({ n: count() }).from(hints))[0]!.n).toBeGreaterThan(50);
    expect((await db.select({ n: count() }).from(assignments))[0]!.n).toBeGreaterThan(50);

    const graded = await db.select({ grade: submissions.overallGrade }).from(submissions);
    expect(graded.filter((s) => s.grade !== null && s.grade >= 0).length).toBeGreaterThan(20);
    const enrollmentStatuses = distinct((await db.select({ s: enrollments.status }).from(enrollments)).map((e) => e.s ?? 'none'));
    expect(enrollmentStatuses).toEqual(expect.arrayContaining(['PAID', 'QUALIFY', 'TRIAL']));
    expect(distinct((await db.select({ s: invoices.status }).from(invoices)).map((i) => i.s))).toEqual(['OPEN', 'PAID', 'PENDING']);
    expect((await db.select({ n: count() }).from(credits))[0]!.n).toBeGreaterThan(0);
    expect(await db.select().from(posts).where(eq(posts.published, true))).not.toHaveLength(0);
    // Every post has its banner, a file the web app serves (a missing one would show a blank card).
    const banners = (await db.select({ imageUrl: posts.imageUrl }).from(posts)).map((post) => post.imageUrl);
    expect(banners.filter((url) => url === null || !existsSync(new URL(`../../../../web/public${url}`, import.meta.url)))).toEqual([]);
    expect((await db.select({ n: count() }).from(news))[0]!.n).toBeGreaterThan(0);
    expect(distinct((await db.select({ s: referrals.status }).from(referrals)).map((r) => r.s))).toEqual([
      'ENROLLED',
      'INITIATED',
      'SIGNEDUP',
    ]);
  });

  it('loads its problem sets through the content import with stable codes: course, lesson, set', async () => {
    const sets = await db.select({ code: problemSets.code }).from(problemSets);
    expect(sets.every(({ code }) => /^[A-Z0-9]+-L\d+-\d+$/.test(code))).toBe(true);
    expect(sets.map(({ code }) => code)).toContain('MA6-L1-3');
  });

  it('stores answers the checker scores as the demo says', async () => {
    const rows = await db
      .select({ response: problemResponses, problem: problems })
      .from(problemResponses)
      .innerJoin(problems, eq(problems.id, problemResponses.problemId))
      .where(inArray(problemResponses.state, [PROBLEM_STATE.CORRECT, PROBLEM_STATE.INCORRECT]));
    const choicesOf = new Map<number, { text: string; correct: boolean }[]>();
    for (const choice of await db.select().from(choices).orderBy(asc(choices.problemId), asc(choices.order))) {
      choicesOf.set(choice.problemId, [...(choicesOf.get(choice.problemId) ?? []), choice]);
    }
    expect(rows.length).toBeGreaterThan(100);
    const disagreements = rows.filter(({ response, problem }) => {
      const result = checkStoredAnswer({ ...problem, choices: choicesOf.get(problem.id) ?? [] }, response.value, { autoGraded: true });
      return problemState({ result, points: problem.points }) !== response.state;
    });
    expect(disagreements.map(({ problem, response }) => `${problem.problemType} ${problem.answer} <- ${response.value}`)).toEqual([]);
  });

  it("opens alicew101's homework in progress in the player", async () => {
    const [alice] = await db.select().from(students).where(eq(students.username, 'alicew101'));
    const [open] = await db
      .select({ id: submissions.id, assignmentId: submissions.assignmentId })
      .from(submissions)
      .where(and(eq(submissions.studentId, alice!.id), isNull(submissions.submittedAt)));
    const token = await sessionFor(db, { userType: 'STUDENT', studentId: alice!.id }, NOW);
    const view = (await playerCalls(first).view({ token }, open!.assignmentId, open!.id)).data!.player;
    expect(view.mode).toBe('ATTEMPT');
    expect(view.submission!.answeredCount).toBe(3);
  });

  it("shows the Williams family this week's makeup and absence on SCHEDULE, and Bob's tutoring sessions", async () => {
    const [parent] = await db.select().from(familyMembers).where(eq(familyMembers.phoneNumber, '+15550100001'));
    const [alice] = await db.select().from(students).where(eq(students.username, 'alicew101'));
    const [bob] = await db.select().from(students).where(eq(students.username, 'bobw102'));
    const token = await sessionFor(db, { userType: 'FAMILY_MEMBER', familyMemberId: parent!.id }, NOW);
    const week = await first.gql<{
      familyWeek: { entries: { title: string; absent: boolean; makeup: boolean; makeupRecord: { status: string } | null }[] };
    }>(
      `query ($id: Int) { familyWeek(studentId: $id) { entries { title absent makeup makeupRecord { status } } } }`,
      { id: alice!.id },
      { token },
    );
    const entries = week.data!.familyWeek.entries;
    expect(entries.filter((e) => e.makeup)).toEqual([expect.objectContaining({ title: 'Make up lesson', absent: false })]);
    expect(
      entries
        .filter((e) => e.absent)
        .map((e) => e.makeupRecord?.status)
        .sort(),
    ).toEqual(['ABSENT', 'SCHEDULED']);

    const tutoring = await db.select().from(classrooms).where(eq(classrooms.teachingStyle, 'TUTORED'));
    const bobToken = await sessionFor(db, { userType: 'STUDENT', studentId: bob!.id }, NOW);
    const tab = await first.gql<{ attendance: { tutored: boolean; sessions: { status: string }[] } }>(
      `query ($id: Int!) { attendance(classroomId: $id) { tutored sessions { status } } }`,
      { id: tutoring[0]!.id },
      { token: bobToken },
    );
    expect(tab.data!.attendance.tutored).toBe(true);
    expect(tab.data!.attendance.sessions.length).toBeGreaterThan(3);
  });

  it("sells a class in each of the catalog's sessions, grade bands and programs, and free, full and early-bird ones", async () => {
    const catalog = await readCatalog(db, EMPTY_FILTER, NOW);
    for (const session of CATALOG_SESSIONS) expect(catalog.sessions, session).toContain(session);
    // The program cards (§9): six of the academy's eight programs sell a class.
    expect(programsOnSale(catalog.categories).map((program) => program.name)).toEqual([
      'AP',
      'Olympiad',
      'Accelerated',
      'Biology',
      'Chemistry',
      'Programming',
    ]);
    for (const filter of [
      ...CATALOG_SESSIONS.map((session) => ({ ...EMPTY_FILTER, session: [session] })),
      ...GRADE_BANDS.map((band) => ({ ...EMPTY_FILTER, grade: band.key })),
      ...catalog.locations.map((location) => ({ ...EMPTY_FILTER, location })),
      ...catalog.subjects.map((subject) => ({ ...EMPTY_FILTER, subject })),
      ...programsOnSale(catalog.categories).map((program) => ({ ...EMPTY_FILTER, program: program.name })),
    ]) {
      expect((await readCatalog(db, filter, NOW)).classrooms.length, JSON.stringify(filter)).toBeGreaterThan(0);
    }
    expect(catalog.classrooms.some((c) => c.priceCents === 0)).toBe(true);
    expect(catalog.classrooms.some((c) => c.full)).toBe(true);
    expect(catalog.classrooms.some((c) => c.earlyBird)).toBe(true);
  });

  it("shows the teacher's worked example with its problem and puts Alice's scratchpad in the teacher's grading queue", async () => {
    const [teacher] = await db.select().from(employees).where(eq(employees.workEmail, 'teacher@solve.test'));
    const token = await sessionFor(db, { userType: 'EMPLOYEE', employeeId: teacher!.id }, NOW);
    const queue = await first.gql<{ gradingQueue: { items: { reason: string; scratchpadUrl: string | null; studentName: string }[] } }>(
      `{ gradingQueue { items { reason scratchpadUrl studentName } } }`,
      {},
      { token },
    );
    expect(queue.data!.gradingQueue.items).toContainEqual(
      expect.objectContaining({ reason: 'WORK_TO_SEE', scratchpadUrl: '/images/work/ratio-scratchpad.svg' }),
    );
    const [example] = await db.select().from(schema.problemImages);
    const [problem] = await db.select().from(problems).where(eq(problems.id, example!.problemId));
    expect({ cost: example!.cost, type: problem!.problemType }).toEqual({ cost: 0, type: 'ONE_HOTSPOT' });
  });
});
