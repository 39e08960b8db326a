import { sql } from 'drizzle-orm';
import type { Db } from '../client.js';
import { academySettings } from '../schema/index.js';
import { hashPassword } from '../../modules/auth/passwords.js';
import { seedAttendance } from './demo/attendance.js';
import { seedBadges } from './demo/badges.js';
import { seedBilling } from './demo/billing.js';
import { seedRefund } from './demo/refunds.js';
import { seedCatalog } from './demo/catalog.js';
import { seedCommunity } from './demo/community.js';
import { seedCoupons } from './demo/coupons.js';
import { seedIssues } from './demo/issues.js';
import { seedNews } from './demo/news.js';
import { seedNotifications } from './demo/notifications.js';
import { seedOpportunities } from './demo/opportunities.js';
import { seedPeople } from './demo/people.js';
import { seedPaymentPlans } from './demo/payment-plans.js';
import { seedProblemSets } from './demo/problem-sets.js';
import { seedShop } from './demo/shop.js';
import { seedTerms } from './demo/terms.js';
import { seedWaitlist } from './demo/waitlist.js';
import { demoStudents, seedEnrollments } from './demo/roster.js';
import { summarizeProgress } from './demo/work/grades.js';
import { seedShownWork } from './demo/work/shown-work.js';
import { seedSubmissions } from './demo/work/submissions.js';

/** The key of the transaction-level advisory lock that seeding an empty academy holds. */
export const SEED_LOCK_KEY = 5_170_737_002;

/** The password of every demo sign-in (README). */
export const DEMO_PASSWORD = 'solve-demo-2026';

/**
 * The demo academy: the same data every time, dated around `now` so lessons, webinars and
 * invoices look current. Built in one transaction with the factories the tests use.
 */
export async function seedDemoAcademy(db: Db, now: Date) {
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction((tx) => seedInside(tx, passwordHash, now));
}

/** Every part of the demo academy, inside the caller's transaction. */
async function seedInside(tx: Db, passwordHash: string, now: Date) {
  const people = await seedPeople(tx, passwordHash, now);
  const catalog = await seedCatalog(tx, people, now);
  const content = await seedProblemSets(tx, catalog, people.staff.teacher.id, now);
  const enrollments = await seedEnrollments(tx, people, catalog);
  const studentIds = Object.fromEntries(Object.entries(demoStudents(people)).map(([name, student]) => [name, student.id]));
  const work = await seedSubmissions(tx, catalog, content, studentIds, now);
  await seedShownWork(tx, catalog, work, people.williams.alice.id);
  const progress = summarizeProgress(work, content);
  const attendance = await seedAttendance(tx, people, catalog, enrollments, progress, now);
  const opportunities = await seedOpportunities(tx, people, catalog);
  const issues = await seedIssues(tx, people, catalog, work, attendance, now);
  const news = await seedNews(tx, people, catalog, enrollments, now);
  const badges = await seedBadges(tx);
  const community = await seedCommunity(tx, people, catalog, now);
  const billing = await seedBilling(tx, people, catalog, community.referrals.enrolled, now);
  await seedShop(tx, people, billing.paymentProfile, now);
  await seedPaymentPlans(tx, people, catalog, billing.paymentProfile, now);
  await seedRefund(tx, people, catalog, billing.paymentProfile);
  await seedCoupons(tx, people, billing.invoices.term.invoice.id, billing.invoices.cart.invoice.id, now);
  const terms = await seedTerms(tx, now);
  const notifications = await seedNotifications(tx, people, now);
  const waitlist = await seedWaitlist(tx, people, catalog, now);
  return {
    terms,
    waitlist,
    notifications,
    people,
    catalog,
    content,
    enrollments,
    work,
    attendance,
    opportunities,
    issues,
    news,
    badges,
    community,
    billing,
  };
}

export type DemoAcademy = Awaited<ReturnType<typeof seedDemoAcademy>>;

/** Seeds on the first start only: an academy that has settings is left alone. */
export async function seedDemoAcademyIfEmpty(db: Db, now: Date): Promise<boolean> {
  const hasAcademy = async (handle: Db) => (await handle.select({ id: academySettings.id }).from(academySettings).limit(1)).length > 0;
  // Every later start stops here, without taking the lock.
  if (await hasAcademy(db)) return false;
  const passwordHash = await hashPassword(DEMO_PASSWORD);
  return db.transaction(async (tx) => {
    // Instances that start together on one database: the first seeds, the others wait for its
    // transaction to end and then find the academy there.
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    if (await hasAcademy(tx)) return false;
    await seedInside(tx, passwordHash, now);
    return true;
  });
}
